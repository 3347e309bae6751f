import type { HourlyReading } from '../aqi/pollutants'
import type { StationSeries } from '../observations/types'
import { isUsableObservation } from './station-nowcast'
import type { FusedForecast, FusedSource } from './types'

/** A cell's hours for the one index rule (`indexSeriesAt`, decision 152), with where each hour's PM2.5 comes from. */
export interface FusedCellHours {
  /** The model's hours, in order, PM2.5 replaced where measured or fused (µg/m³); every other pollutant is the model's. */
  hours: HourlyReading[]
  /** One per hour, in the same order. */
  sources: FusedSource[]
}

const tenth = (x: number) => Math.round(x * 10) / 10

/**
 * The used stations' hour `dt` (unix s) combined with their weights, renormalised over the
 * stations that measured it (only usable hours: ended, unflagged, corrected if low-cost);
 * null when none did. µg/m³.
 */
function measuredHour(fused: FusedForecast, byId: ReadonlyMap<string, StationSeries>, dt: number, now: number): number | null {
  let sum = 0
  let weights = 0
  for (const used of fused.provenance.stations) {
    const series = byId.get(used.id)
    const o = series?.observations.find((x) => x.dt === dt)
    if (!series || !o || !isUsableObservation(o, series.station.kind, now)) continue
    sum += used.weight * o.pm2_5
    weights += used.weight
  }
  return weights > 0 ? sum / weights : null
}

/**
 * Turns a cell's model hours (µg/m³, ascending `dt`) and its fusion (`fuseForecast`, decision 165)
 * into the hours every screen and the alert job index (decision 194):
 * - up to the measured hour, the used stations' own hours combined with the fusion's weights
 *   (source `measured`), so the NowCast over them is the stations' NowCast combined; an hour
 *   none of them measured stays the model's (source `model`);
 * - after it, the fused (corrected) PM2.5 (source `fused`);
 * - every other pollutant stays the model's.
 * With no valid station (provenance "model estimate") the hours are the model's, unchanged,
 * every one `model`. PM2.5 is rounded to 0.1 µg/m³, the model's own precision.
 * @param now unix s, the fusion's
 */
export function fusedCellHours(
  modelHours: readonly HourlyReading[],
  nearby: readonly StationSeries[],
  fused: FusedForecast,
  now: number,
): FusedCellHours {
  const measured = fused.hours.find((h) => h.source === 'measured')
  if (fused.provenance.kind !== 'measured' || measured === undefined) {
    return { hours: [...modelHours], sources: modelHours.map(() => 'model') }
  }
  const byId = new Map(nearby.map((s) => [s.station.id, s]))
  const corrected = new Map(fused.hours.filter((h) => h.source === 'fused').map((h) => [h.dt, h.pm2_5]))
  const hours: HourlyReading[] = []
  const sources: FusedSource[] = []
  for (const hour of modelHours) {
    const value = hour.dt <= measured.dt ? measuredHour(fused, byId, hour.dt, now) : (corrected.get(hour.dt) ?? null)
    if (value === null) {
      hours.push(hour)
      sources.push('model')
      continue
    }
    hours.push({ dt: hour.dt, components: { ...hour.components, pm2_5: tenth(value) } })
    sources.push(hour.dt <= measured.dt ? 'measured' : 'fused')
  }
  return { hours, sources }
}
