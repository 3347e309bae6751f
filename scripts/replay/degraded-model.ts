// The replay's stand-in for a model forecast (decision 166). No model forecasts were archived
// for the real episodes in ../shared/realdata, so `--forecast model` reads a degraded copy of the
// observations; every figure that rests on it is marked as such. Deterministic: same series,
// same hours.
import type { ModelHour } from '../../src/domain/fusion/types'

const HOUR = 3600
/** Runs are issued at 00 and 12 UTC… */
export const RUN_EVERY_HOURS = 12
/** …and a run is used from 12 h after its nominal time, so the one in use is 12-24 h old. */
export const ISSUE_DELAY_HOURS = 12
/** The model sees a 3-hour centred mean: grid cells and hourly output smooth a plume's peaks. */
export const SMOOTHING_HOURS = 3
/** Above this, µg/m³, the model keeps only… */
export const PEAK_FROM_UG_M3 = 20
/** …this share of the excess (smoke and winter smog underestimated by half). */
export const PEAK_SHARE = 0.5
/** Each run's timing error, hours (its arrival early or late), cycling run by run: mean 0, ±2 h. */
const TIMING_ERRORS_HOURS = [-2, 0, 2, -1, 1] as const

/** The nominal time (unix s) of the run a decision in the hour starting `hour` uses. */
export function runFor(hour: number): number {
  const every = RUN_EVERY_HOURS * HOUR
  return Math.floor((hour - ISSUE_DELAY_HOURS * HOUR) / every) * every
}

/** The run's timing error, hours: positive shows the air of later hours early. */
export function timingErrorHours(run: number): number {
  const index = Math.floor(run / (RUN_EVERY_HOURS * HOUR)) % TIMING_ERRORS_HOURS.length
  return TIMING_ERRORS_HOURS[index] ?? 0
}

/** The observed value degraded as the model's: above 20 µg/m³ only half the excess. */
export function underestimatePeak(value: number): number {
  return value <= PEAK_FROM_UG_M3 ? value : PEAK_FROM_UG_M3 + PEAK_SHARE * (value - PEAK_FROM_UG_M3)
}

/**
 * The degraded model's hours from `fromHour` to `toHour` (unix s, inclusive, on the series'
 * grid) as the run used at `decisionHour` has them: at hour t, the mean of the observed hours
 * t + e − 1 … t + e + 1 (e: the run's timing error), put through `underestimatePeak`. An hour
 * with none of the three observed is absent.
 */
export function degradedModelHours(
  observed: ReadonlyMap<number, number>, decisionHour: number, fromHour: number, toHour: number,
): ModelHour[] {
  const shift = timingErrorHours(runFor(decisionHour)) * HOUR
  const half = Math.floor(SMOOTHING_HOURS / 2)
  const hours: ModelHour[] = []
  for (let t = fromHour; t <= toHour; t += HOUR) {
    let sum = 0
    let count = 0
    for (let j = -half; j <= half; j += 1) {
      const value = observed.get(t + shift + j * HOUR)
      if (value === undefined) continue
      sum += value
      count += 1
    }
    if (count > 0) hours.push({ dt: t, pm2_5: underestimatePeak(sum / count) })
  }
  return hours
}
