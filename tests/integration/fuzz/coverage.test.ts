import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { config as accuracySettleConfig } from '../../../netlify/functions/accuracy-settle'
import { config as airQualityCachePruneConfig } from '../../../netlify/functions/air-quality-cache-prune'
import { config as alertsCycleConfig } from '../../../netlify/functions/alerts-cycle'
import { config as authCleanupConfig } from '../../../netlify/functions/auth-cleanup'
import { config as observationsIngestConfig } from '../../../netlify/functions/observations-ingest'

const functionsDir = new URL('../../../netlify/functions/', import.meta.url)
const fuzzDir = new URL('./', import.meta.url)

/**
 * Functions without HTTP input. Netlify runs scheduled functions on their schedule only:
 * they have no path, get no payload or POST data (docs: "scheduled functions don't work
 * with payloads or POST request data"), and read nothing from the request they are given.
 */
const NOT_FUZZED: Record<string, { reason: string; config: { path?: unknown; schedule?: unknown } }> = {
  'accuracy-settle': { reason: 'scheduled hourly; takes no request at all', config: accuracySettleConfig },
  'air-quality-cache-prune': { reason: 'scheduled hourly; takes no request at all', config: airQualityCachePruneConfig },
  'alerts-cycle': { reason: 'scheduled every 15 minutes; uses only the request origin when no URL is set', config: alertsCycleConfig },
  'auth-cleanup': { reason: 'scheduled hourly; takes no request at all', config: authCleanupConfig },
  'observations-ingest': { reason: 'scheduled every minute; takes no request at all', config: observationsIngestConfig },
}

describe('the fuzz suite covers every function', () => {
  const functions = readdirSync(functionsDir).filter((f) => f.endsWith('.ts')).map((f) => f.replace(/\.ts$/, ''))
  const fuzzed = new Set(
    readdirSync(fuzzDir)
      .filter((f) => f.endsWith('.test.ts'))
      .map((f) => readFileSync(new URL(f, fuzzDir), 'utf8'))
      .filter((source) => /^describeFuzz\(/m.test(source))
      .flatMap((source) => [...source.matchAll(/netlify\/functions\/([\w-]+)'/g)].map((m) => m[1])),
  )

  it.each(functions)('%s is fuzzed, or has no HTTP input', (name) => {
    const skipped = NOT_FUZZED[name]
    if (!skipped) {
      expect(fuzzed.has(name), `netlify/functions/${name}.ts answers HTTP but no file in tests/integration/fuzz/ fuzzes it`).toBe(true)
      return
    }
    expect(fuzzed.has(name)).toBe(false)
    expect(skipped.config.schedule, skipped.reason).toBeTruthy()
    expect(skipped.config.path, skipped.reason).toBeUndefined()
  })
})
