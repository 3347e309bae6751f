// What the job, the raw model and persistence predict at one decision (decision 190).
import { firstHourAtOrOver, type ForecastHour } from '../alerts/forecast-hour'
import type { Threshold } from '../contracts/alerts'
import { ALERT_LEAD_SECONDS } from '../forecast/warning'

const HOUR = 3600
/** The job's cycle, s (netlify/functions/alerts-cycle.ts). */
export const JOB_CYCLE_SECONDS = 900
/** An onset is "in sight" — the job would warn of it now — up to 2 h plus one cycle ahead (decideAlert's inSight). */
export const PREDICTION_HORIZON_SECONDS = ALERT_LEAD_SECONDS + JOB_CYCLE_SECONDS

/** The three forecasts scored side by side: the hours the job decided on, the raw model's, and the hour under way held. */
export const FORECASTERS = ['job', 'model', 'persistence'] as const
export type Forecaster = (typeof FORECASTERS)[number]

/** Where the job's hours came from: measurements blended with the model, the model alone, or a measurement held. */
export type PredictionSource = 'fused' | 'model' | 'measured'

export interface Prediction {
  forecaster: Forecaster
  /** Start of the first hour at or over the threshold, unix s. */
  onset: number
  /** That hour's 1-5 level, if known. */
  level: number | null
}

/**
 * The onset a forecast puts in sight at `now` (unix s): its first hour, from the one under way,
 * at or over the threshold and at most PREDICTION_HORIZON_SECONDS ahead — the hour the job's
 * advance warning would name now (decideAlert, without anyone's quiet hours or cap).
 */
export function onsetInSight(hours: readonly ForecastHour[], now: number, threshold: Threshold): ForecastHour | null {
  const currentHour = Math.floor(now / HOUR) * HOUR
  const first = firstHourAtOrOver(hours, currentHour, threshold)
  return first !== null && first.time - now <= PREDICTION_HORIZON_SECONDS ? first : null
}

/** Persistence: the hour under way (as the job knows it) held for every hour after it. */
export function persistenceHours(hours: readonly ForecastHour[], now: number): ForecastHour[] {
  const current = hours.find((h) => h.time <= now && now < h.time + HOUR)
  if (current === undefined) return []
  const held = Math.ceil(PREDICTION_HORIZON_SECONDS / HOUR) + 1
  return Array.from({ length: held }, (_, k) => ({ ...current, time: current.time + k * HOUR }))
}

/**
 * What each forecaster predicts at one decision of the job for one cell and threshold:
 * `jobHours` are the hours the job decides on, `modelHours` the raw model's for the same cell.
 * Only predictions with an onset in sight are returned.
 */
export function predictionsAt(jobHours: readonly ForecastHour[], modelHours: readonly ForecastHour[], now: number, threshold: Threshold): Prediction[] {
  const forecasts: Record<Forecaster, readonly ForecastHour[]> = {
    job: jobHours,
    model: modelHours,
    persistence: persistenceHours(jobHours, now),
  }
  return FORECASTERS.flatMap((forecaster) => {
    const onset = onsetInSight(forecasts[forecaster], now, threshold)
    return onset === null ? [] : [{ forecaster, onset: onset.time, level: onset.level }]
  })
}
