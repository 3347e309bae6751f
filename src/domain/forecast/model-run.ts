/**
 * When a cached forecast is older than the model's latest run (decision 153). Pure rules; the
 * server reads the runs from the provider's metadata.
 */

/** A model run's times, unix seconds. */
export interface RunTimes {
  /** The run's initialisation (reference) time. */
  initialisedAt: number
  /** When the provider published it. */
  availableAt: number
}

/**
 * How long after a run's publication it is read as in force: Open-Meteo's servers are
 * "eventually consistent … If you need access to the most recent forecast, it's recommended to
 * wait an additional 10 minutes after the forecast update has been applied"
 * (open-meteo.com/en/docs/model-updates).
 */
export const RUN_SETTLE_SECONDS = 600

/**
 * The run published most recently and settled by `now` (unix s), of several models' latest
 * runs; null when none is. A run whose publication lies ahead of `now` is not yet in force.
 */
export function newestSettledRun<R extends RunTimes>(runs: readonly R[], now: number): R | null {
  let newest: R | null = null
  for (const run of runs) {
    if (run.availableAt + RUN_SETTLE_SECONDS > now) continue
    if (newest === null || run.availableAt > newest.availableAt) newest = run
  }
  return newest
}

/**
 * True when a forecast fetched at `fetchedAt` (unix s) predates `run`: it was fetched before the
 * run had settled, so it holds an older run's hours and should be fetched again.
 */
export function predatesRun(fetchedAt: number, run: RunTimes): boolean {
  return fetchedAt < run.availableAt + RUN_SETTLE_SECONDS
}
