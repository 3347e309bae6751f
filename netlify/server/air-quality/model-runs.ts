import { newestSettledRun } from '../../../src/domain/forecast/model-run'
import type { AirQualityProvider, ModelRun, ModelRunSource } from '../providers/air-quality/types'

/** A model's latest run is asked again after this long (seconds): new runs come hours apart. */
export const RUN_CHECK_SECONDS = 300
/** After a failed check, the time cache alone decides for this long (seconds) before asking again. */
const FAILED_CHECK_SECONDS = 60

interface Checked {
  at: number
  run: ModelRun | null
}

// Per provider instance (a new configuration builds a new provider) and model.
const checks = new WeakMap<ModelRunSource, Map<string, Checked>>()
const inFlight = new WeakMap<ModelRunSource, Map<string, Promise<ModelRun | null>>>()

function remembered(source: ModelRunSource, model: string, now: number): Checked | undefined {
  const checked = checks.get(source)?.get(model)
  if (!checked) return undefined
  const ttl = checked.run === null ? FAILED_CHECK_SECONDS : RUN_CHECK_SECONDS
  return now >= checked.at && now < checked.at + ttl ? checked : undefined
}

function checkModel(source: ModelRunSource, model: string, now: number): Promise<ModelRun | null> {
  const known = remembered(source, model, now)
  if (known) return Promise.resolve(known.run)
  const pending = inFlight.get(source) ?? new Map<string, Promise<ModelRun | null>>()
  inFlight.set(source, pending)
  const shared = pending.get(model)
  if (shared) return shared
  const check = source
    .latestRun(model, { signal: new AbortController().signal, now })
    // Metadata that cannot be read leaves the time cache in charge; nobody is shown an error.
    .then((result) => (result.ok ? result.value : null), () => null)
    .then((run) => {
      const byModel = checks.get(source) ?? new Map<string, Checked>()
      byModel.set(model, { at: now, run })
      checks.set(source, byModel)
      return run
    })
    .finally(() => pending.delete(model))
  pending.set(model, check)
  return check
}

/**
 * The provider's newest published run (decision 153), from one metadata check per model shared
 * by every read and job cycle of this instance and kept RUN_CHECK_SECONDS: null when the provider
 * publishes no run metadata (OpenWeatherMap) or it cannot be read, so the time cache
 * (CACHE_TTL_SECONDS) alone decides. Never rejects. `now` in unix s.
 */
export async function latestModelRun(provider: AirQualityProvider, now: number): Promise<ModelRun | null> {
  const source = provider.modelRuns
  if (!source) return null
  const runs = await Promise.all(source.models.map((model) => checkModel(source, model, now)))
  return newestSettledRun(runs.filter((run): run is ModelRun => run !== null), now)
}
