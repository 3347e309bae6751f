import { describe, expect, it } from 'vitest'
import { nowcast, nowcastSeries } from './nowcast'
import type { HourlyReading } from './pollutants'
import { usAqiFromConcentration } from './us-epa'

const HOUR = 3600
const T0 = 1_767_225_600 // 2026-01-01T00:00:00Z

function hour(h: number, pm2_5: number | null, o3: number | null = null): HourlyReading {
  return { dt: T0 + h * HOUR, components: { pm2_5, pm10: null, o3, no2: null, so2: null, co: null, no: null, nh3: null } }
}

describe('nowcast: EPA worked examples', () => {
  it('PM2.5: the 12-hour example of EPA/AirNow "Computing the NowCast" → 17.4 µg/m³', () => {
    // Oldest first in the slides: 50 80 75 90 82 53 64 74 21 10 16 13; range 90 − 10 = 80,
    // scaled rate 80/90, weight 1 − 0.89 = 0.11 < 0.5 → 0.5; NowCast 17.4 µg/m³.
    const newestFirst = [13, 16, 10, 21, 74, 64, 53, 82, 90, 75, 80, 50]
    expect(nowcast('pm', newestFirst)).toBeCloseTo(17.4139, 4)
    expect(usAqiFromConcentration('pm2_5', nowcast('pm', newestFirst) ?? 0, 'ug/m3')?.index).toBe(66) // 17.4 → 51 + 49/26.3 × 8.3 = 66.5
  })

  it('ozone: the AirNow-Tech example with a missing hour → 65 ppb', () => {
    // 63 69 80 74 60 (missing) 35 22 ppb, newest first; range 58, weight 1 − 58/80 = 0.275,
    // numerator 89.925, denominator 1.3777 (the missing hour left out) → 65.27 ppb.
    const newestFirst = [63, 69, 80, 74, 60, null, 35, 22]
    expect(nowcast('o3', newestFirst)).toBeCloseTo(65.272, 3)
    expect(usAqiFromConcentration('o3', 65.272, 'ppb')?.index).toBe(84) // 0.065 ppm on the 8-hour table
  })
})

describe('nowcast: the rules', () => {
  it('is the plain mean when nothing changes (w = 1)', () => {
    expect(nowcast('pm', Array.from({ length: 12 }, () => 20))).toBe(20)
    expect(nowcast('pm', Array.from({ length: 12 }, () => 0))).toBe(0)
  })

  it('PM: floors the weight at 0.5; ozone has no floor', () => {
    // One clean hour before a spike: w = 10/250 = 0.04.
    expect(nowcast('pm', [250, 10])).toBeCloseTo((250 + 0.5 * 10) / 1.5, 9)
    expect(nowcast('o3', [250, 10])).toBeCloseTo((250 + 0.04 * 10) / 1.04, 9)
  })

  it('uses only the window: 12 hours for PM, 8 for ozone', () => {
    const values = [...Array.from({ length: 8 }, () => 10), 1000, 1000, 1000, 1000, 1000]
    expect(nowcast('o3', values)).toBe(10)
    expect(nowcast('pm', values)).toBeGreaterThan(10)
    expect(nowcast('pm', [...values, 5000])).toBe(nowcast('pm', values))
  })

  it.each([
    { name: 'this hour missing, the next two valid', values: [null, 20, 20], expected: 20 },
    { name: 'one hour ago missing', values: [20, null, 20], expected: 20 },
    { name: 'two of the three most recent missing', values: [20, null, null, 20, 20], expected: null },
    { name: 'this hour and one hour ago missing', values: [null, null, 20, 20], expected: null },
    { name: 'NaN and negative values are missing', values: [Number.NaN, -3, 20, 20], expected: null },
    { name: 'a single hour', values: [20], expected: null },
  ])('2 of the 3 most recent hours must be valid: $name', ({ values, expected }) => {
    expect(nowcast('pm', values)).toBe(expected)
    expect(nowcast('o3', values)).toBe(expected)
  })
})

describe('nowcastSeries', () => {
  it('places hours by time: a gap counts as missing hours', () => {
    const hours = [hour(0, 10), hour(1, 10), hour(3, 40), hour(4, 40)]
    // Hour 3: 40 now, hour 2 missing, 10 two hours ago… only 2 of 3 → valid.
    expect(nowcastSeries(hours, 'pm2_5')).toEqual([null, 10, nowcast('pm', [40, null, 10, 10]), nowcast('pm', [40, 40, null, 10, 10])])
  })

  it('matches nowcast() hour by hour, for PM and ozone', () => {
    const hours = Array.from({ length: 30 }, (_, h) => hour(h, (h * 37) % 90, h % 5 === 0 ? null : (h * 13) % 120))
    const pm = nowcastSeries(hours, 'pm2_5')
    const o3 = nowcastSeries(hours, 'o3')
    hours.forEach((_, i) => {
      const back = (n: number, pick: (r: HourlyReading) => number | null) =>
        Array.from({ length: n }, (_, k) => (hours[i - k] ? pick(hours[i - k] as HourlyReading) : null))
      expect(pm[i]).toBe(nowcast('pm', back(12, (r) => r.components.pm2_5)))
      expect(o3[i]).toBe(nowcast('o3', back(8, (r) => r.components.o3)))
    })
  })
})
