import type { MeasuredHour } from '../../../src/domain/accuracy/settle'
import type { Observation, StationSeries } from '../../../src/domain/observations/types'
import { JOB_CALLER } from '../air-quality/upstream-shares'
import { observationProviders } from '../observations'
import { nearbyStationSeries } from '../observations/nearby'
import type { MeasuredHours } from './settle-accuracy'

/** How far from a cell's centre a station may be to stand for what was measured there, km. */
export const MEASURED_RADIUS_KM = 10
const HOUR_SECONDS = 3600

/**
 * The measured hours the settle step scores against (decision 191): the observation port's
 * stations near the cell, as the ingest keeps them (read as the alert job reads, decision 245). For each hour,
 * the nearest regulatory monitor with a value, else the nearest corrected low-cost sensor —
 * the fusion's own preference (decision 165). An hour flagged indoor, stuck, out of range or
 * with disagreeing channels is not a measurement; "stale" is left out of that test because it
 * judges a station's latest hour against now, and a past hour measured then is still measured.
 *
 * Null (not connected: nothing is settled, and /accuracy says so) when the only stations are
 * simulated: local mode's simulated stations are the model plus noise, and scoring the model
 * against them would publish invented figures as a record.
 */
export function configuredMeasuredHours(): MeasuredHours | null {
  const providers = observationProviders()
  if (providers.every((p) => p.id === 'simulated')) return null
  return async (cell, fromDt, toDt, signal) => {
    const now = Math.floor(Date.now() / 1000)
    const hours = Math.max(1, Math.ceil((now - fromDt) / HOUR_SECONDS))
    const series = await nearbyStationSeries(cell, now, { radiusKm: MEASURED_RADIUS_KM, hours, signal, caller: JOB_CALLER })
    return measuredHoursFrom(series.filter((s) => s.station.network !== 'simulated'), fromDt, toDt)
  }
}

/** Per hour in [fromDt, toDt): the preferred station's value (regulatory first, then nearest). */
export function measuredHoursFrom(series: readonly StationSeries[], fromDt: number, toDt: number): MeasuredHour[] {
  const ranked = series
    .filter((s) => !s.station.indoor)
    .sort((a, b) => rank(a) - rank(b) || a.distanceKm - b.distanceKm)
  const byHour = new Map<number, number>()
  for (const one of ranked) {
    for (const o of one.observations) {
      if (o.dt < fromDt || o.dt >= toDt || byHour.has(o.dt) || !isMeasurement(o, one)) continue
      byHour.set(o.dt, o.pm2_5)
    }
  }
  return [...byHour].map(([dt, pm2_5]) => ({ dt, pm2_5 })).sort((a, b) => a.dt - b.dt)
}

const rank = (s: StationSeries) => (s.station.kind === 'regulatory' ? 0 : 1)

function isMeasurement(o: Observation, series: StationSeries): boolean {
  const flags = o.flags.filter((f) => f !== 'stale')
  const corrected = series.station.kind === 'regulatory' || o.correction !== undefined
  return flags.length === 0 && corrected && Number.isFinite(o.pm2_5) && o.pm2_5 >= 0
}
