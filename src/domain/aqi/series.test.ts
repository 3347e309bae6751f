import { describe, expect, it } from 'vitest'
import type { HourlyReading, Pollutant } from './pollutants'
import { indexSeries, indexesAt, trailingMeanUgm3 } from './series'
import { usAqiFromConcentration } from './us-epa'

const HOUR = 3600
const T0 = 1_767_225_600 // 2026-01-01T00:00:00Z

type Values = Partial<Record<Pollutant, number | null>>

function reading(hour: number, values: Values): HourlyReading {
  const empty = { pm2_5: null, pm10: null, o3: null, no2: null, so2: null, co: null, no: null, nh3: null }
  return { dt: T0 + hour * HOUR, components: { ...empty, ...values } }
}

function series(length: number, values: (hour: number) => Values): HourlyReading[] {
  return Array.from({ length }, (_, hour) => reading(hour, values(hour)))
}

const usPm25 = (ugm3: number) => usAqiFromConcentration('pm2_5', ugm3, 'ug/m3')?.index

describe('trailingMeanUgm3: the 75 % rule', () => {
  it.each([
    // 24-hour window: 18 of 24 hours needed.
    { name: 'start of a series, 17 hours: own value', pollutant: 'pm2_5' as const, hours: series(17, (h) => ({ pm2_5: h === 16 ? 30 : 6 })), i: 16, window: 24, expected: 30 },
    { name: 'start of a series, 18 hours: mean', pollutant: 'pm2_5' as const, hours: series(18, (h) => ({ pm2_5: h === 17 ? 30 : 6 })), i: 17, window: 24, expected: 132 / 18 },
    { name: '6 missing of 24: mean', pollutant: 'pm2_5' as const, hours: series(24, (h) => ({ pm2_5: h < 6 ? null : h === 23 ? 40 : 20 })), i: 23, window: 24, expected: 380 / 18 },
    { name: '7 missing of 24: own value', pollutant: 'pm2_5' as const, hours: series(24, (h) => ({ pm2_5: h < 7 ? null : h === 23 ? 40 : 20 })), i: 23, window: 24, expected: 40 },
    { name: 'NaN and negative count as missing', pollutant: 'pm2_5' as const, hours: series(24, (h) => ({ pm2_5: h < 4 ? Number.NaN : h < 7 ? -1 : h === 23 ? 40 : 20 })), i: 23, window: 24, expected: 40 },
    // 8-hour window: 6 of 8 hours needed.
    { name: '6 of 8: mean', pollutant: 'o3' as const, hours: series(8, (h) => ({ o3: h < 2 ? null : h === 7 ? 90 : 60 })), i: 7, window: 8, expected: 390 / 6 },
    { name: '5 of 8: own value', pollutant: 'o3' as const, hours: series(8, (h) => ({ o3: h < 3 ? null : h === 7 ? 90 : 60 })), i: 7, window: 8, expected: 90 },
    { name: 'the window slides: hour 0 has left it at hour 24', pollutant: 'pm2_5' as const, hours: series(25, (h) => ({ pm2_5: h === 0 ? 1000 : 10 })), i: 24, window: 24, expected: 10 },
    { name: 'own value missing, window complete: mean', pollutant: 'pm2_5' as const, hours: series(24, (h) => ({ pm2_5: h === 23 ? null : 12 })), i: 23, window: 24, expected: 12 },
  ])('$name', ({ pollutant, hours, i, window, expected }) => {
    expect(trailingMeanUgm3(hours, i, pollutant, window)).toBeCloseTo(expected, 9)
  })

  it('is null when the window is short and the hour has no value', () => {
    const hours = series(5, (h) => ({ pm2_5: h === 4 ? null : 10 }))
    expect(trailingMeanUgm3(hours, 4, 'pm2_5', 24)).toBeNull()
  })

  it('windows by time, so hours absent from the array count as missing', () => {
    // Hours 0-9 and 20-29: at hour 29 the window (hours 6-29) holds only 14 values.
    const hours = [...series(10, () => ({ pm2_5: 5 })), ...series(10, () => ({ pm2_5: 50 })).map((r, k) => ({ ...r, dt: T0 + (20 + k) * HOUR }))]
    expect(trailingMeanUgm3(hours, 19, 'pm2_5', 24)).toBe(50)
    expect(indexesAt(hours, 19).usAqi.index).toBe(usPm25(50))
  })

  it('throws for an hour outside the series', () => {
    expect(() => trailingMeanUgm3(series(3, () => ({})), 3, 'pm2_5', 24)).toThrow(RangeError)
  })
})

const NO_SUB_INDEXES = { pm2_5: null, pm10: null, o3: null, no2: null, so2: null, co: null }

describe('indexesAt: each scale on its own averaging periods', () => {
  it('PM: NowCast for the US AQI and the 1-5 level, 24-hour mean for DAQI, the hour for EAQI', () => {
    const hours = series(24, (h) => ({ pm2_5: h < 12 ? 6 : 12 })) // NowCast 12.0 (12 steady hours), 24-hour mean 9.0
    expect(indexesAt(hours, 23)).toEqual({
      owm5: { index: 2, dominant: 'pm2_5' },
      usAqi: { index: 56, dominant: 'pm2_5', category: 'Moderate', beyond: false }, // 51 + 49/26.3 × 2.9
      usSubIndexes: { ...NO_SUB_INDEXES, pm2_5: 56 },
      eaqi: { index: 2, category: 'Fair' },
      ukDaqi: { index: 1, band: 'Low' },
    })
  })

  it('PM spike: the NowCast responds within the hour, where a 24-hour mean did not', () => {
    // 11 hours of 5 µg/m³, then 100: w = 0.05 → 0.5, NowCast 52.5 µg/m³ (24-hour mean 8.96).
    const hours = series(24, (h) => ({ pm2_5: h === 23 ? 100 : 5 }))
    const at = indexesAt(hours, 23)
    expect(at.usAqi).toEqual({ index: 143, dominant: 'pm2_5', category: 'Unhealthy for Sensitive Groups', beyond: false })
    expect(at.owm5).toEqual({ index: 3, dominant: 'pm2_5' })
    expect(at.eaqi).toEqual({ index: 5, category: 'Very poor' })
    expect(at.ukDaqi).toEqual({ index: 1, band: 'Low' })
  })

  it('an hour of 250 µg/m³ PM2.5 after clean air is Very Unhealthy / Very Poor (issue 13: it read "US AQI 96")', () => {
    const hours = series(24, (h) => ({ pm2_5: h === 23 ? 250 : 10 })) // NowCast (250 + 10 × 0.9995) / 1.9995 = 130.0
    expect(indexesAt(hours, 23).usAqi).toEqual({ index: 205, dominant: 'pm2_5', category: 'Very Unhealthy', beyond: false })
    expect(indexesAt(hours, 23).owm5.index).toBe(5)
  })

  it('PM: no US value where 2 of the 3 most recent hours are missing (EPA NowCast rule)', () => {
    const hours = series(24, (h) => ({ pm2_5: h >= 22 ? null : 30, no2: 20 }))
    expect(indexesAt(hours, 23).usSubIndexes.pm2_5).toBeNull()
    expect(indexesAt(hours, 23).usAqi.dominant).toBe('no2')
    expect(indexesAt(hours, 22).usSubIndexes.pm2_5).toBe(usPm25(30))
  })

  it('O3: ozone NowCast on the 8-hour table for the US AQI, 8-hour mean for DAQI, the hour for EAQI', () => {
    // NowCast: w = 40/200 = 0.2, (200 + 40 × 0.25) / 1.25 = 168 µg/m³ = 0.085 ppm → 150. The hour,
    // 200 µg/m³ = 0.102 ppm, is below the 1-hour table. 8-hour mean 60 µg/m³ → DAQI 2.
    const hours = series(8, (h) => ({ o3: h === 7 ? 200 : 40 }))
    const at = indexesAt(hours, 7)
    expect(at.usAqi).toEqual({ index: 150, dominant: 'o3', category: 'Unhealthy for Sensitive Groups', beyond: false })
    expect(at.ukDaqi).toEqual({ index: 2, band: 'Low' })
    expect(at.eaqi).toEqual({ index: 6, category: 'Extremely poor' })
    expect(at.owm5).toEqual({ index: 3, dominant: 'o3' })
  })

  it('O3: the hour on the 1-hour table counts too, e.g. when no NowCast can be made', () => {
    // Hours 5 and 6 missing: no NowCast (2 of the 3 most recent hours needed); the hour,
    // 270 µg/m³ = 0.137 ppm, is 101 + 49/0.039 × 0.012 = 116 on the 1-hour table.
    const hours = series(8, (h) => ({ o3: h === 7 ? 270 : h >= 5 ? null : 100 }))
    expect(indexesAt(hours, 7).usAqi).toEqual({ index: 116, dominant: 'o3', category: 'Unhealthy for Sensitive Groups', beyond: false })
    // With the NowCast the 8-hour table gives more: (270 + 100 × …) weighted, 0.110 ppm → 205.
    const complete = series(8, (h) => ({ o3: h === 7 ? 270 : h >= 5 ? 130 : 100 }))
    expect(indexesAt(complete, 7).usAqi.index).toBe(205)
  })

  it('NO2 and SO2: the hour itself everywhere', () => {
    const hours = series(24, (h) => ({ no2: h === 23 ? 250 : 10 })) // 250 µg/m³ = 132.9 ppb
    expect(indexesAt(hours, 23)).toEqual({
      owm5: { index: 3, dominant: 'no2' },
      usAqi: { index: 107, dominant: 'no2', category: 'Unhealthy for Sensitive Groups', beyond: false },
      usSubIndexes: { ...NO_SUB_INDEXES, no2: 107 },
      eaqi: { index: 6, category: 'Extremely poor' },
      ukDaqi: { index: 4, band: 'Moderate' },
    })
  })

  it('CO: 8-hour mean for US only; EAQI and DAQI do not cover it', () => {
    const hours = series(8, (h) => ({ co: h === 7 ? 20000 : 1000 })) // 3375 µg/m³ = 2.9 ppm
    expect(indexesAt(hours, 7)).toEqual({
      owm5: { index: 1, dominant: 'co' },
      usAqi: { index: 33, dominant: 'co', category: 'Good', beyond: false },
      usSubIndexes: { ...NO_SUB_INDEXES, co: 33 },
      eaqi: { index: null, category: null },
      ukDaqi: { index: null, band: null },
    })
  })
})

describe('indexesAt: overall and dominant', () => {
  it('takes the worst pollutant, ties going to the first in POLLUTANTS', () => {
    const tie = series(3, () => ({ pm2_5: 9.0, pm10: 54, so2: 10 }))
    expect(indexesAt(tie, 2).usAqi).toEqual({ index: 50, dominant: 'pm2_5', category: 'Good', beyond: false })
    const worse = series(3, () => ({ pm2_5: 9.0, pm10: 54, no2: 102 })) // 102 µg/m³ = 54.2 ppb → 51
    expect(indexesAt(worse, 2).usAqi).toEqual({ index: 51, dominant: 'no2', category: 'Moderate', beyond: false })
  })

  it('reports Beyond the AQI as 500+, Hazardous, Very Poor, with its pollutant', () => {
    const hours = series(24, () => ({ pm2_5: 400, o3: 100 }))
    expect(indexesAt(hours, 23).usAqi).toEqual({ index: 500, dominant: 'pm2_5', category: 'Hazardous', beyond: true })
    expect(indexesAt(hours, 23).owm5).toEqual({ index: 5, dominant: 'pm2_5' })
  })

  it('the 1-5 level is the US AQI category, hour by hour', () => {
    const hours = series(48, (h) => ({ pm2_5: (h * 23) % 300, o3: (h * 17) % 250, no2: (h * 31) % 400 }))
    for (let i = 0; i < hours.length; i += 1) {
      const { owm5, usAqi } = indexesAt(hours, i)
      const us = usAqi.index
      expect(owm5.index).toBe(us === null ? null : us <= 50 ? 1 : us <= 100 ? 2 : us <= 150 ? 3 : us <= 200 ? 4 : 5)
      expect(owm5.dominant).toBe(usAqi.dominant)
    }
  })

  it('is empty for an hour without data', () => {
    expect(indexesAt(series(1, () => ({})), 0)).toEqual({
      owm5: { index: null, dominant: null },
      usAqi: { index: null, dominant: null, category: null, beyond: false },
      usSubIndexes: NO_SUB_INDEXES,
      eaqi: { index: null, category: null },
      ukDaqi: { index: null, band: null },
    })
  })

  it('throws for an hour outside the series', () => {
    expect(() => indexesAt([], 0)).toThrow(RangeError)
    expect(() => indexesAt(series(2, () => ({})), -1)).toThrow(RangeError)
  })
})

describe('indexSeries', () => {
  // A deterministic generator, so the comparison is repeatable.
  function lcg(seed: number) {
    let state = seed
    return () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
      return state / 2_147_483_648
    }
  }

  it('equals indexesAt hour by hour, with gaps, missing and invalid values', () => {
    const random = lcg(42)
    const hours: HourlyReading[] = []
    let hour = 0
    for (let k = 0; k < 160; k += 1) {
      hour += random() < 0.1 ? 3 : 1
      const value = (max: number) => (random() < 0.15 ? null : random() < 0.02 ? Number.NaN : Math.round(random() * max * 100) / 100)
      hours.push(reading(hour, { pm2_5: value(150), pm10: value(300), o3: value(300), no2: value(400), so2: value(300), co: value(20000) }))
    }
    const all = indexSeries(hours)
    expect(all).toHaveLength(hours.length)
    hours.forEach((_, i) => expect(all[i]).toEqual(indexesAt(hours, i)))
  })

  it('is empty for an empty series', () => {
    expect(indexSeries([])).toEqual([])
  })
})
