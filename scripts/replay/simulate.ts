// The alert job's decision every 15 minutes over a real hourly series (issue 13 item 7).
import { decideAlert, type AlertDecisionSettings, type EpisodeState } from '../../src/domain/alerts/decide'
import type { ExceedanceOutlook } from '../../src/domain/alerts/outlook'
import { textsSentToday } from '../../src/domain/alerts/daily-cap'
import type { ForecastHour } from '../../src/domain/alerts/forecast-hour'
import { forecastHourFromConcentration } from '../../src/domain/alerts/hourly-measures'
import type { QuietHours, Sensitivity, Threshold } from '../../src/domain/contracts/alerts'
import { nowcastLevel, predictHourly, type HourlyObservation } from '../../src/domain/forecast/nowcast-predictor'
import { fusedForecast, modelForecast } from './model-forecasts'
import type { Series } from './series-file'

/**
 * `model` and `fused` rest on a degraded copy of the observations (decision 166). `product`:
 * what the alert job decides on, the fused forecast (or, with no model, the measured NowCast
 * held) plus the exceedance outlook (decision 221).
 */
export type ForecastMode = 'oracle' | 'persistence' | 'nowcast' | 'model' | 'fused' | 'product'

/** `product`'s model forecast: `standin`, the degraded model of decision 166; `none`, observations only. */
export type ProductModel = 'none' | 'standin'

export interface ReplayOptions {
  threshold: Threshold
  forecast: ForecastMode
  sensitivity: Sensitivity
  quietHours: QuietHours
  /** Texts per local day; Infinity for none. */
  dailyCap: number
  /** Unix s; default the series' first hour + 12 h (every predictor has its NowCast window). */
  from?: number
  /** Unix s, exclusive; default the end of the series' last hour. */
  to?: number
  /** τ of `fused`, hours; default the product's `FADE_HOURS` (decision 165). */
  fadeHours?: number
  /** `product` only: its model forecast (default `standin`). */
  model?: ProductModel
  /** `product` only: the exceedance outlook in the hour starting `hour` (unix s); absent: none. */
  outlookAt?: (hour: number) => ExceedanceOutlook | null
  /** Seconds between decisions; default the job's 900. Training's search steps hourly (decision 220). */
  stepSeconds?: number
}

/** One text the decision sent. */
export interface ReplayText {
  /** When it was sent, unix s. */
  at: number
  kind: 'advance' | 'escalation' | 'all_clear' | 'update'
  /** The hour it is about, unix s (the onset for an advance or an update). */
  onset: number
  text: string
}

export interface ReplayRun {
  texts: ReplayText[]
  from: number
  to: number
}

const HOUR = 3600
export const CYCLE_SECONDS = 900
/** How far each forecast reaches: beyond quiet hours plus 2 h from any evening. */
const HORIZON_HOURS = 24
/** Persistence repeats the last observation while it is at most this old. */
const STALE_HOURS = 3
const NOWCAST_WINDOW_HOURS = 12

/** The forecast the decision sees in the hour starting `hour` (unix s): observations end at the hour before. */
function forecastFor(series: Series, byTime: ReadonlyMap<number, number>, options: ReplayOptions, hour: number): HourlyObservation[] {
  const mode = options.forecast
  if (mode === 'oracle') {
    const future: HourlyObservation[] = []
    for (let t = hour; t <= hour + HORIZON_HOURS * HOUR; t += HOUR) {
      const value = byTime.get(t)
      if (value !== undefined) future.push({ time: t, value })
    }
    return future
  }
  if (mode === 'model') return modelForecast(byTime, hour, HORIZON_HOURS)
  if (mode === 'fused' || (mode === 'product' && options.model !== 'none')) return fusedForecast(series, byTime, hour, HORIZON_HOURS, options.fadeHours)
  const observed: HourlyObservation[] = []
  for (let t = hour - NOWCAST_WINDOW_HOURS * HOUR; t < hour; t += HOUR) {
    const value = byTime.get(t)
    if (value !== undefined) observed.push({ time: t, value })
  }
  if (mode === 'nowcast') return predictHourly(observed, hour - HOUR, HORIZON_HOURS + 1)
  if (mode === 'product') return measuredNowHeld(observed, hour)
  const last = observed.at(-1)
  if (last === undefined || hour - last.time > STALE_HOURS * HOUR) return []
  return Array.from({ length: HORIZON_HOURS + 1 }, (_, k) => ({ time: hour + k * HOUR, value: last.value }))
}

/**
 * With no model, the fused forecast is the measured "now" alone (decision 165: NowCast of the
 * station's last 12 hours, valid when 2 of the 3 latest are measured), held for the horizon so
 * the decision can open and close episodes on it.
 */
function measuredNowHeld(observed: readonly HourlyObservation[], hour: number): HourlyObservation[] {
  const level = nowcastLevel(observed, hour - HOUR)
  if (level === null) return []
  return Array.from({ length: HORIZON_HOURS + 1 }, (_, k) => ({ time: hour + k * HOUR, value: level }))
}

/** Hours the job's forecast carries before the hour under way, measured (its past day; decision 270 reads the last 6). */
const MEASURED_PAST_HOURS = 6

/** `product`: the station's own hours before `hour`, as the job's fused hours carry them (basis 'measured'). */
function measuredBefore(byTime: ReadonlyMap<number, number>, hour: number): HourlyObservation[] {
  const past: HourlyObservation[] = []
  for (let t = hour - MEASURED_PAST_HOURS * HOUR; t < hour; t += HOUR) {
    const value = byTime.get(t)
    if (value !== undefined) past.push({ time: t, value })
  }
  return past
}

/** Runs `decideAlert` every 15 minutes from `from` to `to`, as the alert job would for one place. */
export function replay(series: Series, options: ReplayOptions): ReplayRun {
  const first = series.hours[0]
  const last = series.hours.at(-1)
  if (first === undefined || last === undefined) return { texts: [], from: 0, to: 0 }
  const byTime = new Map(series.hours.map((h) => [h.time, h.value]))
  const { pollutant, unit, timeZone } = series.metadata
  // The series' own hour grid (Delhi's hours start at :30 UTC).
  const grid = (t: number) => first.time + Math.floor((t - first.time) / HOUR) * HOUR
  const from = grid(options.from ?? first.time + NOWCAST_WINDOW_HOURS * HOUR)
  const to = options.to ?? last.time + HOUR
  const base: Omit<AlertDecisionSettings, 'sentToday' | 'place'> = {
    enabled: true, optedOut: false, threshold: options.threshold, sensitivity: options.sensitivity,
    quietHours: options.quietHours, dailyCap: options.dailyCap, allClear: true, cycleSeconds: CYCLE_SECONDS,
  }
  // "PurpleAir 149970 \"South Troy #2\" (Capital Region, …)" → the part before the parenthesis or comma.
  const name = series.metadata.station.split(/[(,]/)[0]?.trim() || series.id
  const texts: ReplayText[] = []
  const sentAt: number[] = []
  let episode: EpisodeState | null = null
  let forecastHour = Number.NaN
  let forecast: ForecastHour[] = []
  // Measures of a value, remembered: held forecasts repeat one value 25 times an hour.
  const measures = new Map<number, ForecastHour>()
  const hourOf = (time: number, value: number): ForecastHour => {
    let hour = measures.get(value)
    if (hour === undefined) measures.set(value, (hour = forecastHourFromConcentration(0, pollutant, value, unit)))
    return { ...hour, time }
  }
  let outlook: ExceedanceOutlook | null = null
  for (let now = from; now < to; now += options.stepSeconds ?? CYCLE_SECONDS) {
    const hour = grid(now)
    if (hour !== forecastHour) {
      forecastHour = hour
      forecast = forecastFor(series, byTime, options, hour).map((h) => hourOf(h.time, h.value))
      if (options.forecast === 'product') forecast = [...measuredBefore(byTime, hour).map((h): ForecastHour => ({ ...hourOf(h.time, h.value), basis: 'measured' })), ...forecast]
      outlook = options.forecast === 'product' ? (options.outlookAt?.(hour) ?? null) : null
    }
    while ((sentAt[0] ?? now) < now - 2 * 86_400) sentAt.shift() // older than any local day
    const decision = decideAlert(forecast, now, {
      // Without a cap the count cannot hold anything back, and counting reads the zone (slow).
      ...base, sentToday: Number.isFinite(options.dailyCap) ? textsSentToday(sentAt, now, timeZone) : 0, place: { name, timeZone },
    }, episode, outlook)
    episode = decision.episode
    if (decision.kind === 'none') continue
    sentAt.push(now)
    texts.push({ at: now, kind: decision.withdrawn ? 'update' : decision.kind, onset: decision.hourAt, text: decision.message })
  }
  return { texts, from, to }
}
