import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeDatabase, query } from '../../netlify/server/db'
import { startLocalDatabase } from '../../scripts/local-database.mjs'
import { seedAlertUser } from './alerts-helpers'

/*
 * Issue 21 item 5: `npm run alerts:run` on a machine that cannot reach Open-Meteo uses the
 * simulated provider and says so, as `npm start` does; a run in which no place could be
 * decided exits non-zero. The script runs as a process of its own on a database directory
 * seeded here (one member, one place).
 */

const root = fileURLToPath(new URL('../..', import.meta.url))
const run = promisify(execFile)
/** One database directory per test: a run marks its places checked, so each test needs a place that is due. */
const directories = new Map<string, string>()

beforeAll(async () => {
  for (const test of ['offline', 'failing']) {
    const directory = mkdtempSync(join(tmpdir(), `airahead-alerts-run-${test}-`))
    const db = await startLocalDatabase({ root, directory, log: () => {} })
    await seedAlertUser(query, '+12015550177', [{ name: 'Home', lat: 40.71, lon: -74.01 }])
    await closeDatabase()
    await db.stop()
    delete process.env.NETLIFY_DB_URL
    directories.set(test, directory)
  }
}, 120_000)
afterAll(() => {
  for (const directory of directories.values()) rmSync(directory, { recursive: true, force: true })
})

/** Runs the script on the test's database with `env` on top of this process's; resolves with its exit code and output. */
async function alertsRun(test: string, env: Record<string, string | undefined>): Promise<{ code: number; output: string }> {
  const merged: NodeJS.ProcessEnv = { ...process.env, AIRAHEAD_DB_DIR: directories.get(test), ...env }
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key]
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/alerts-run.ts'], { cwd: root, env: merged, timeout: 60_000 })
    return { code: 0, output: stdout + stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` }
  }
}

describe('npm run alerts:run', () => {
  it('offline with no provider chosen: falls back to simulated data, says so, and decides the place', async () => {
    // A host under .invalid never resolves (RFC 2606): this machine is "offline" for Open-Meteo.
    const { code, output } = await alertsRun('offline', { AIR_QUALITY_PROVIDER: undefined, OPEN_METEO_BASE_URL: 'http://air-quality.invalid' })
    expect(output).toContain('Open-Meteo is unreachable from this machine: serving Simulated data')
    expect(output).toContain('provider=simulated')
    expect(output).toMatch(/Home \([0-9a-f-]+\): (none|advance|escalation|all_clear)/)
    expect(code).toBe(0)
  }, 90_000)

  it('exits non-zero when no place could be decided (the chosen provider failed for every cell)', async () => {
    const { code, output } = await alertsRun('failing', { AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: 'http://127.0.0.1:9', UPSTREAM_TIMEOUT_MS: '1000' })
    expect(output).toContain('no forecast')
    expect(output).toContain('alerts:run failed: no forecast for any of the 1 cells due')
    expect(code).toBe(1)
  }, 90_000)
})
