/*
 * The model's next hours corrected by the current measured-vs-model difference, the correction
 * fading with lead time (issue 14, decision 165). The correction is additive, as AirFuse's aVNA
 * ("corrects the model surface by subtracting the bias", US EPA, barronh/airfuse) and NOAA's
 * hybrid forecast (latest observation plus the model's tendency: Kang et al., "Bias adjustment
 * techniques for improving ozone air quality forecasts", JGR 2008); a ratio (AirFuse's eVNA)
 * explodes where the model is near zero under smoke it missed. It fades as exp(−lead / τ): a
 * Kalman-filter bias (Kang et al. 2010, NAQFC PM2.5) is carried unchanged, but a difference
 * measured at one hour says less about the air a day later than the model's own change does.
 */
import { nowcast } from '../aqi/nowcast'
import type { StationSeries } from '../observations/types'
import { measuredNow } from './measured-now'
import { DEFAULT_STATION_LIMITS, selectStations } from './select-stations'
import type { FusedForecast, FusedHour, ModelForecast, ModelHour, StationChoices, StationLimits } from './types'

const HOUR_SECONDS = 3600
const NOWCAST_HOURS = 12
const FALLBACK_HOURS = 3

/** τ, the correction's e-folding time in hours (decision 165: chosen on the replay bench). */
export const FADE_HOURS = 12

/** The share of the lead-0 correction left `leadHours` ahead: exp(−lead / τ), 1 at lead 0. */
export function correctionShare(leadHours: number, fadeHours: number = FADE_HOURS): number {
  return Math.exp(-Math.max(0, leadHours) / fadeHours)
}

/**
 * The model's value comparable with a measured NowCast at `hour` (unix s): the same NowCast
 * over the model's hours, so that a rise lags in both alike; when it has too few past hours
 * for one, its value at that hour or its first hour in the 3 after; else null.
 */
export function modelNowcastAt(hours: readonly ModelHour[], hour: number): number | null {
  const newestFirst: (number | null)[] = Array.from({ length: NOWCAST_HOURS }, () => null)
  for (const h of hours) {
    const hoursAgo = Math.round((hour - h.dt) / HOUR_SECONDS)
    if (hoursAgo >= 0 && hoursAgo < NOWCAST_HOURS) newestFirst[hoursAgo] = h.pm2_5
  }
  const next = hours.find((h) => h.dt >= hour && h.dt - hour <= FALLBACK_HOURS * HOUR_SECONDS)
  return nowcast('pm', newestFirst) ?? next?.pm2_5 ?? null
}

export interface FusionInput {
  /** Unix s. */
  now: number
  /** Stations near the place with their recent hours (the observation port's answer). */
  nearby: readonly StationSeries[]
  model: ModelForecast
  choices: StationChoices
  limits?: StationLimits
  fadeHours?: number
}

/** The smallest non-zero value a fused hour shows, µg/m³: the model's own precision (0.1). */
const FLOOR = 0.1

/**
 * A model hour `modelPm2_5` corrected by the lead-0 difference `correction` (measured NowCast −
 * model NowCast, `modelThen` the model's) with `share` of it left (decision 255):
 * - the model too low (correction ≥ 0): added, as before (decision 165: a ratio explodes where
 *   the model is near zero under smoke it missed);
 * - the model too high: scaled by (measured / model)^share, the measured-to-model ratio fading
 *   to 1. Subtracting a NowCast difference from a falling model's hour went below zero and was
 *   clamped to a 0.0 µg/m³ "Good" beside a station measuring 29 (issue 24 item 3); a ratio
 *   below 1 is bounded, and the hour is 0 only where the model's hour is.
 * Never below the model's precision (0.1 µg/m³) unless the model's hour is below it.
 */
export function correctedHour(modelPm2_5: number, modelThen: number, correction: number, share: number): number {
  const model = Math.max(0, modelPm2_5)
  if (correction >= 0) return model + correction * share
  const measured = Math.max(0, modelThen + correction)
  const ratio = modelThen > 0 ? measured / modelThen : 1
  return Math.max(model * ratio ** share, Math.min(model, FLOOR))
}

/** The model alone from the hour under way on, labelled "model estimate". */
function modelEstimate(model: ModelForecast, now: number): FusedForecast {
  const hour = Math.floor(now / HOUR_SECONDS) * HOUR_SECONDS
  return {
    hours: model.hours.filter((h) => h.dt >= hour).map((h) => ({ dt: h.dt, pm2_5: Math.max(0, h.pm2_5), source: 'model' })),
    provenance: { kind: 'model-estimate', label: 'model estimate', stations: [], model: model.label },
  }
}

/**
 * A place's hours: the measured "now" (source `measured`, at the latest measured hour), then
 * every later model hour corrected by (measured − model at that hour) with exp(−lead / τ) of it
 * left (`correctedHour`: added when the model was low, as a ratio when it was high; source
 * `fused`). Where no valid station is near (`selectStations`), the model's hours from
 * the hour under way, source `model`, provenance "model estimate". Where the model has no value
 * near the measured hour, the measured hour alone.
 */
export function fuseForecast(input: FusionInput): FusedForecast {
  const { now, model, fadeHours = FADE_HOURS } = input
  const measured = measuredNow(selectStations(input.nearby, now, input.choices, input.limits ?? DEFAULT_STATION_LIMITS))
  if (measured === null) return modelEstimate(model, now)
  const modelThen = modelNowcastAt(model.hours, measured.hour)
  const correction = modelThen === null ? 0 : measured.pm2_5 - modelThen
  const hours: FusedHour[] = [{ dt: measured.hour, pm2_5: measured.pm2_5, source: 'measured' }]
  if (modelThen !== null) {
    for (const h of model.hours) {
      if (h.dt <= measured.hour) continue
      const lead = (h.dt - measured.hour) / HOUR_SECONDS
      hours.push({ dt: h.dt, pm2_5: correctedHour(h.pm2_5, modelThen, correction, correctionShare(lead, fadeHours)), source: 'fused' })
    }
  }
  return {
    hours,
    provenance: { kind: 'measured', stations: measured.stations, model: model.label, correctionPm2_5: correction, fadeHours },
  }
}
