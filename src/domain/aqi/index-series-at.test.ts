import { describe, expect, it } from 'vitest'
import { forecastHourFromReading, forecastHoursAt } from '../alerts/hourly-measures'
import { indexSeriesAt } from './index-series-at'
import type { HourlyReading } from './pollutants'
import { indexSeries } from './series'

const HOUR = 3600
const T0 = 1_767_225_600 // 2026-01-01T00:00:00Z

function reading(hour: number, pm2_5: number | null): HourlyReading {
  return { dt: T0 + hour * HOUR, components: { pm2_5, pm10: 8, o3: 30, no2: 8, so2: 2, co: 200, no: null, nh3: null } }
}

/** 12 clean hours (PM2.5 5 µg/m³), then a sharp rise to 60 µg/m³ from hour 12. */
const SHARP_RISE = Array.from({ length: 24 }, (_, h) => reading(h, h < 12 ? 5 : 60))

describe('indexSeriesAt: NowCast up to now, the hour itself after it (decision 152)', () => {
  it('hours up to the one containing now are the NowCast series, labelled nowcast', () => {
    const now = T0 + 13 * HOUR + 1800 // half past hour 13
    const at = indexSeriesAt(SHARP_RISE, now)
    const nowcast = indexSeries(SHARP_RISE.slice(0, 14))
    for (let i = 0; i <= 13; i++) {
      expect(at[i]?.averaging).toBe('nowcast')
      expect(at[i]?.indexes).toEqual(nowcast[i])
    }
    // NowCast lags the step: hour 12 is (60 + 0.5·5·…) weighted, not yet Poor.
    expect(at[12]?.indexes.owm5.index).toBeLessThan(4)
  })

  it('forecast hours after now come from their own concentration, labelled hourly', () => {
    const now = T0 + 10 * HOUR // before the rise
    const at = indexSeriesAt(SHARP_RISE, now)
    expect(at).toHaveLength(SHARP_RISE.length)
    expect(at[10]?.averaging).toBe('nowcast')
    expect(at[11]?.averaging).toBe('hourly')
    // PM2.5 60 µg/m³ → US AQI 154 (EPA 2024: 55.5-125.4 → 151-200, 49/69.9 · 4.5 + 151), Poor from the first hour.
    expect(at[12]?.indexes.usAqi.index).toBe(154)
    expect(at[12]?.indexes.owm5.index).toBe(4)
    expect(at[11]?.indexes.owm5.index).toBe(1)
  })

  it('a series entirely in the past is all NowCast; entirely ahead is all hourly', () => {
    expect(indexSeriesAt(SHARP_RISE, T0 + 100 * HOUR).every((h) => h.averaging === 'nowcast')).toBe(true)
    expect(indexSeriesAt(SHARP_RISE, T0 - HOUR).every((h) => h.averaging === 'hourly')).toBe(true)
    expect(indexSeriesAt([], T0)).toEqual([])
  })
})

describe('forecastHoursAt: the job reads the same levels as the screens', () => {
  it('equals indexSeriesAt hour by hour, with the hour’s own PM2.5', () => {
    const now = T0 + 9 * HOUR
    const hours = forecastHoursAt(SHARP_RISE, now)
    const at = indexSeriesAt(SHARP_RISE, now)
    hours.forEach((hour, i) => {
      expect(hour).toEqual({
        time: SHARP_RISE[i]?.dt,
        level: at[i]?.indexes.owm5.index,
        usAqi: at[i]?.indexes.usAqi.index,
        pm25: SHARP_RISE[i]?.components.pm2_5,
        official: { ukDaqi: at[i]?.indexes.ukDaqi.index, eaqi: at[i]?.indexes.eaqi.index },
      })
    })
  })

  it.each([
    [55.4, 3, 150],
    [55.5, 4, 151],
    [125.4, 4, 200],
    [125.5, 5, 201],
  ])('a forecast hour of PM2.5 %f µg/m³ is level %i and US AQI %i, as forecastHourFromReading says', (pm25, level, usAqi) => {
    const series = Array.from({ length: 16 }, (_, h) => reading(h, h < 14 ? 5 : pm25))
    const hours = forecastHoursAt(series, T0 + 11 * HOUR)
    expect(hours[14]).toMatchObject({ time: T0 + 14 * HOUR, level, usAqi, pm25 })
    expect(hours[14]).toEqual(forecastHourFromReading(series[14] as HourlyReading))
  })

  it('PM2.5 55.5, US AQI 151 and Poor (4) are first reached by the same forecast hour', () => {
    const ramp = Array.from({ length: 20 }, (_, h) => reading(h, h < 10 ? 5 : 5 + (h - 9) * 10)) // 15, 25, … 105
    const hours = forecastHoursAt(ramp, T0 + 9 * HOUR)
    const first = (test: (h: (typeof hours)[number]) => boolean) => hours.find((h) => h.time > T0 + 9 * HOUR && test(h))?.time
    const byPm = first((h) => (h.pm25 ?? 0) >= 55.5)
    expect(byPm).toBe(T0 + 15 * HOUR) // 65 µg/m³
    expect(first((h) => (h.usAqi ?? 0) >= 151)).toBe(byPm)
    expect(first((h) => (h.level ?? 0) >= 4)).toBe(byPm)
  })

  it('a negative or missing PM2.5 is no data, not a value', () => {
    const hours = forecastHoursAt([reading(0, -2), reading(1, null)], T0 - HOUR)
    expect(hours.map((h) => h.pm25)).toEqual([null, null])
  })
})
