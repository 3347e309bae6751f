import { describe, expect, it } from 'vitest'
import type { StationSeries } from '../../src/domain/observations/types'
import { distanceKm } from '../../src/domain/report/comparison'
import { cellFor } from '../../netlify/server/air-quality/cells'
import { simulatedForecast } from '../../netlify/server/providers/air-quality/simulated'
import { fuseCell, NO_CHOICES } from '../../netlify/server/fusion/fused-cell'

const HOUR = 3600
const LONDON = { lat: 51.5074, lon: -0.1278 }

/** A regulatory monitor at `at` reading the simulated model of its own cell over the 13 hours before `now`. */
function monitorAt(id: string, at: { lat: number; lon: number }, now: number): StationSeries {
  const hour = Math.floor(now / HOUR) * HOUR
  const own = simulatedForecast(cellFor(at), now)
  return {
    station: { id, network: 'simulated', name: `Simulated station ${id}`, ...at, kind: 'regulatory', indoor: false },
    distanceKm: distanceKm(cellFor(LONDON), at),
    observations: own.hours
      .filter((h) => h.dt < hour && h.dt >= hour - 13 * HOUR && h.components.pm2_5 !== null)
      .map((h) => ({ stationId: id, dt: h.dt, pm2_5: h.components.pm2_5 ?? 0, flags: [] })),
  }
}

describe('fuseCell (issue 24 item 3)', () => {
  it('London, simulated, 27 Nov 14:20 UTC: a model far above its stations no longer shows the hour under way as 0.0', () => {
    const now = Date.UTC(2026, 10, 27, 14, 20) / 1000
    const forecast = simulatedForecast(cellFor(LONDON), now)
    const stations = [monitorAt('14-1', { lat: 51.4, lon: -0.1 }, now), monitorAt('15-1', { lat: 51.55, lon: 0.1 }, now)]
    const fusion = fuseCell(forecast, stations, NO_CHOICES, LONDON, now)
    const underWay = fusion.forecast.hours.find((h) => h.dt === Math.floor(now / HOUR) * HOUR)
    const model = forecast.hours.find((h) => h.dt === underWay?.dt)?.components.pm2_5 ?? 0
    expect(fusion.measurement.kind).toBe('measured')
    expect(fusion.measurement.correctionPm2_5).toBeLessThan(-40)
    expect(underWay?.components.pm2_5).toBeGreaterThan(1)
    // Pulled down towards the stations, not past them, nor left at the model's value.
    expect(underWay?.components.pm2_5).toBeLessThan(model)
    expect(Math.min(...fusion.forecast.hours.map((h) => h.components.pm2_5 ?? 1))).toBeGreaterThan(0)
  })
})
