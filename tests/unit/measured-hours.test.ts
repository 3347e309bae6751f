import { describe, expect, it } from 'vitest'
import { measuredHoursFrom } from '../../netlify/server/accuracy/measured-hours'
import type { Observation, Station, StationSeries } from '../../src/domain/observations/types'

const H = 3600
const T = 1_764_115_200 // 2025-11-26T00:00Z

const station = (id: string, kind: Station['kind'], indoor = false): Station => ({ id, network: 'openaq', name: id, lat: 0, lon: 0, kind, indoor })
const hour = (stationId: string, i: number, pm2_5: number, extra: Partial<Observation> = {}): Observation => ({ stationId, dt: T + i * H, pm2_5, flags: [], ...extra })
const series = (s: Station, distanceKm: number, observations: Observation[]): StationSeries => ({ station: s, distanceKm, observations })

describe('measuredHoursFrom: what the accuracy record scores against', () => {
  it('takes a regulatory monitor before a nearer corrected sensor, and the sensor where the monitor has no hour', () => {
    const monitor = series(station('m', 'regulatory'), 8, [hour('m', 0, 20), hour('m', 2, 22)])
    const sensor = series(station('s', 'low-cost'), 1, [0, 1, 2].map((i) => hour('s', i, 50 + i, { correction: 'epa-purpleair-us-2021' })))
    expect(measuredHoursFrom([sensor, monitor], T, T + 3 * H)).toEqual([
      { dt: T, pm2_5: 20 },
      { dt: T + H, pm2_5: 51 },
      { dt: T + 2 * H, pm2_5: 22 },
    ])
  })

  it('never counts indoor, uncorrected, flagged or out-of-window hours; a stale flag on a past hour is still a measurement', () => {
    const indoor = series(station('i', 'regulatory', true), 0.1, [hour('i', 0, 99)])
    const raw = series(station('r', 'low-cost'), 0.2, [hour('r', 0, 98)])
    const flagged = series(station('f', 'regulatory'), 0.3, [hour('f', 0, 97, { flags: ['stuck'] }), hour('f', 1, 30, { flags: ['stale'] }), hour('f', 5, 31)])
    expect(measuredHoursFrom([indoor, raw, flagged], T, T + 3 * H)).toEqual([{ dt: T + H, pm2_5: 30 }])
  })
})
