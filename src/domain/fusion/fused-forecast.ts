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
 * every later model hour plus (measured − model at that hour) × exp(−lead / τ), never below 0
 * (source `fused`). Where no valid station is near (`selectStations`), the model's hours from
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
      hours.push({ dt: h.dt, pm2_5: Math.max(0, h.pm2_5 + correction * correctionShare(lead, fadeHours)), source: 'fused' })
    }
  }
  return {
    hours,
    provenance: { kind: 'measured', stations: measured.stations, model: model.label, correctionPm2_5: correction, fadeHours },
  }
}
