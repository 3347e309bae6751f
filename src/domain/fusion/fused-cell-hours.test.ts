import { describe, expect, it } from 'vitest'
import { aqiFor } from '../aqi/index'
import { indexSeriesAt } from '../aqi/index-series-at'
import type { HourlyReading } from '../aqi/pollutants'
import type { Station, StationSeries } from '../observations/types'
import { fuseForecast } from './fused-forecast'
import { fusedCellHours } from './fused-cell-hours'
import type { ModelForecast, StationChoices } from './types'

const HOUR = 3600
/** The last measured hour starts at LAST; `now` is 10 minutes into the hour after it. */
const LAST = Date.UTC(2026, 10, 21, 12) / 1000
const NOW = LAST + HOUR + 600
const NO_CHOICES: StationChoices = { pinnedIds: [], excludedIds: [] }
const OTHER = { co: 200, no: 1, no2: 10, o3: 40, so2: 2, pm10: 20, nh3: null }

const station = (id: string, kind: Station['kind'] = 'regulatory'): Station => ({ id, network: 'airnow', name: `Station ${id}`, lat: 0, lon: 0, kind, indoor: false })
/** Hourly values oldest first, the newest at `newest`; null: a missing hour. */
const near = (s: Station, distanceKm: number, values: readonly (number | null)[], newest = LAST): StationSeries => ({
  station: s,
  distanceKm,
  observations: values.flatMap((pm2_5, i) => (pm2_5 === null ? [] : [{ stationId: s.id, dt: newest - (values.length - 1 - i) * HOUR, pm2_5, flags: [] }])),
})
/** The model's hours from 12 h before LAST to 12 h after it, at `pm` µg/m³. */
const modelHours = (pm: (dt: number) => number): HourlyReading[] =>
  Array.from({ length: 25 }, (_, i) => LAST + (i - 12) * HOUR).map((dt) => ({ dt, components: { ...OTHER, pm2_5: pm(dt) } }))
const asModel = (hours: readonly HourlyReading[]): ModelForecast => ({
  label: 'CAMS global, 45 km',
  hours: hours.map((h) => ({ dt: h.dt, pm2_5: h.components.pm2_5 ?? 0 })),
})
const fuse = (hours: HourlyReading[], nearby: StationSeries[], choices = NO_CHOICES) => {
  const fused = fuseForecast({ now: NOW, nearby, model: asModel(hours), choices })
  return fusedCellHours(hours, nearby, fused, NOW)
}

describe('fusedCellHours: a cell’s hours for the one index rule (decision 194)', () => {
  it('with no valid station, the model’s hours unchanged, every hour "model"', () => {
    const hours = modelHours(() => 12)
    const result = fuse(hours, [])
    expect(result.hours).toEqual(hours)
    expect(result.sources.every((s) => s === 'model')).toBe(true)
  })

  it('measured hours take the stations’ values combined by inverse-distance-squared weights; later hours the corrected model; other pollutants stay the model’s', () => {
    const hours = modelHours(() => 10)
    // 2 km and 4 km: weights 1/4 and 1/16, shares 0.8 and 0.2.
    const nearby = [near(station('a'), 2, Array.from({ length: 12 }, () => 30)), near(station('b'), 4, Array.from({ length: 12 }, () => 40))]
    const result = fuse(hours, nearby)
    const at = (dt: number) => result.hours.findIndex((h) => h.dt === dt)
    expect(result.hours[at(LAST)]?.components.pm2_5).toBe(32)
    expect(result.sources[at(LAST)]).toBe('measured')
    expect(result.sources[at(LAST - 11 * HOUR)]).toBe('measured')
    // The hour before any station measured stays the model's.
    expect(result.sources[at(LAST - 12 * HOUR)]).toBe('model')
    expect(result.hours[at(LAST - 12 * HOUR)]?.components.pm2_5).toBe(10)
    // One hour after: 10 + (32 − 10) × e^(−1/12) = 30.3 µg/m³.
    expect(result.sources[at(LAST + HOUR)]).toBe('fused')
    expect(result.hours[at(LAST + HOUR)]?.components.pm2_5).toBeCloseTo(10 + 22 * Math.exp(-1 / 12), 1)
    expect(result.hours.every((h) => h.components.o3 === 40 && h.components.pm10 === 20)).toBe(true)
  })

  it('the NowCast of the measured hour is the stations’ measured NowCast (one station: exactly)', () => {
    const values = [50, 80, 75, 90, 82, 53, 64, 74, 21, 10, 16, 13]
    const hours = modelHours(() => 5)
    const nearby = [near(station('a'), 2, values)]
    const fused = fuseForecast({ now: NOW, nearby, model: asModel(hours), choices: NO_CHOICES })
    const result = fusedCellHours(hours, nearby, fused, NOW)
    const i = result.hours.findIndex((h) => h.dt === LAST)
    // EPA's worked example: NowCast 17.4 µg/m³, US AQI 66 (2024 table: 9.1-35.4 → 51-100).
    expect(fused.hours[0]?.pm2_5).toBeCloseTo(17.46, 1)
    const indexed = indexSeriesAt(result.hours, LAST + 600)[i]
    expect(indexed?.averaging).toBe('nowcast')
    expect(indexed?.indexes.usSubIndexes.pm2_5).toBe(aqiFor('us_epa', 'pm2_5', 17.4, 'ug/m3').index)
    expect(indexed?.indexes.usSubIndexes.pm2_5).toBe(66)
  })

  it('an hour a used station missed is combined from the others; an excluded station feeds no hour', () => {
    const hours = modelHours(() => 10)
    const nearby = [near(station('a'), 2, [30, null, 30]), near(station('b'), 2, [50, 50, 50])]
    const both = fuse(hours, nearby)
    const at = (dt: number) => both.hours.findIndex((h) => h.dt === dt)
    expect(both.hours[at(LAST - HOUR)]?.components.pm2_5).toBe(50)
    expect(both.hours[at(LAST)]?.components.pm2_5).toBe(40)
    const onlyA = fuse(hours, nearby, { pinnedIds: [], excludedIds: ['airnow:b', 'b'] })
    expect(onlyA.hours[at(LAST)]?.components.pm2_5).toBe(30)
    expect(onlyA.sources[at(LAST - HOUR)]).toBe('model')
  })
})
