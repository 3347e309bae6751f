import { describe, expect, it } from 'vitest'
import type { AirQualityEntry } from '../contracts/air-quality'
import { fixedOffset } from '../time/utc-offset'
import { zoneOffsetAt } from '../time/time-zone'
import { dailySummaries, trendOf } from './daily-summary'

const HOUR = 3600
// 2026-11-22T00:00:00Z, a Sunday.
const SUNDAY_UTC = Date.UTC(2026, 10, 22) / 1000
const UTC = fixedOffset(0)

function entry(dt: number, aqi: number): AirQualityEntry {
  return {
    dt,
    main: { aqi },
    components: { co: 200, no: null, no2: 10, o3: 50, so2: 2, pm2_5: aqi * 10, pm10: 15, nh3: null },
    usAqi: null,
    dominantPollutant: 'pm2_5',
  }
}

describe('trendOf (docs/product.md §Forecast: ±0.5 between the last and the first value)', () => {
  it.each([
    [[1, 1], 'stable'],
    [[1, 1.5], 'stable'],
    [[1, 1.51], 'up'],
    [[2, 1.5], 'stable'],
    [[2, 1.49], 'down'],
    [[3], 'stable'],
    [[], 'stable'],
    [[1, 5, 1], 'stable'],
  ] as const)('%j → %s', (values, expected) => {
    expect(trendOf(values)).toBe(expected)
  })
})

describe('dailySummaries', () => {
  const list = Array.from({ length: 72 }, (_, i) => entry(SUNDAY_UTC + i * HOUR, i < 24 ? 1 + (i % 3) : i < 48 ? 2 : 4))

  it('groups hours into local days with avg/min/max, trend and the first 8 hours', () => {
    const [first, second, third] = dailySummaries(list, UTC, 5)
    expect(first).toMatchObject({ date: '2026-11-22', dayName: 'Sunday', minAqi: 1, maxAqi: 3, avgAqi: 2, trend: 'up' })
    expect(first?.hours).toHaveLength(8)
    expect(first?.hours[0]).toEqual({ time: SUNDAY_UTC, aqi: 1, pm2_5: 10, pm10: 15, o3: 50 })
    expect(second).toMatchObject({ dayName: 'Monday', avgAqi: 2, trend: 'stable' })
    expect(third).toMatchObject({ dayName: 'Tuesday', avgAqi: 4, minAqi: 4, maxAqi: 4 })
  })

  it('keeps at most maxDays days (free: 2, premium: 5)', () => {
    expect(dailySummaries(list, UTC, 2).map((d) => d.dayName)).toEqual(['Sunday', 'Monday'])
    expect(dailySummaries(list, UTC, 0)).toEqual([])
  })

  it('shifts day boundaries by the offset and sorts unsorted input', () => {
    const days = dailySummaries([...list].reverse(), fixedOffset(-5 * HOUR), 5)
    expect(days.map((d) => d.date)).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24'])
    expect(days[0]?.hours).toHaveLength(5)
  })

  it('moves midnight with a daylight-saving change (New York falls back on 1 Nov 2026)', () => {
    // From Saturday 31 Oct 00:00 EDT (04:00 UTC), 72 hours.
    const start = Date.UTC(2026, 9, 31, 4) / 1000
    const hours = Array.from({ length: 72 }, (_, i) => entry(start + i * HOUR, 1))
    const days = dailySummaries(hours, zoneOffsetAt('America/New_York'), 5)
    expect(days.map((d) => [d.date, d.hours[0]?.time])).toEqual([
      ['2026-10-31', start],
      // Sunday began at 00:00 EDT (04:00 UTC) and had 25 hours; Monday began at 00:00 EST (05:00 UTC).
      ['2026-11-01', Date.UTC(2026, 10, 1, 4) / 1000],
      ['2026-11-02', Date.UTC(2026, 10, 2, 5) / 1000],
    ])
  })

  it('rounds the average to one decimal', () => {
    const [day] = dailySummaries([entry(SUNDAY_UTC, 1), entry(SUNDAY_UTC + HOUR, 1), entry(SUNDAY_UTC + 2 * HOUR, 2)], UTC, 1)
    expect(day?.avgAqi).toBe(1.3)
  })
})
