import { describe, expect, it } from 'vitest'
import { aqiFor } from './index'
import type { Averaging, ConcentrationUnit, Scale } from './index'
import type { Pollutant } from './pollutants'
import { ppbToUgm3 } from './units'

type Case = { scale: Scale; pollutant: Pollutant; value: number; unit: ConcentrationUnit; averaging?: Averaging; expected: { index: number | null; category: string; beyond?: true } }

const cases: Case[] = [
  // The 1-5 level is the US AQI category (decision 135): Good 0-50, Fair 51-100, Moderate 101-150, Poor 151-200, Very Poor 201+.
  { scale: 'owm5', pollutant: 'pm2_5', value: 9.0, unit: 'ug/m3', expected: { index: 1, category: 'Good' } },
  { scale: 'owm5', pollutant: 'pm2_5', value: 9.1, unit: 'ug/m3', expected: { index: 2, category: 'Fair' } },
  { scale: 'owm5', pollutant: 'pm2_5', value: 55.5, unit: 'ug/m3', expected: { index: 4, category: 'Poor' } }, // AQI 151
  { scale: 'owm5', pollutant: 'pm2_5', value: 125.5, unit: 'ug/m3', expected: { index: 5, category: 'Very Poor' } }, // AQI 201
  { scale: 'owm5', pollutant: 'pm2_5', value: 400, unit: 'ug/m3', expected: { index: 5, category: 'Very Poor', beyond: true } },
  { scale: 'owm5', pollutant: 'co', value: 15.5, unit: 'ppm', expected: { index: 5, category: 'Very Poor' } }, // AQI 201
  { scale: 'owm5', pollutant: 'no2', value: 101, unit: 'ppb', expected: { index: 3, category: 'Moderate' } }, // AQI 101
  { scale: 'owm5', pollutant: 'o3', value: 0.07, unit: 'ppm', expected: { index: 2, category: 'Fair' } }, // 8-hour AQI 100
  { scale: 'owm5', pollutant: 'o3', value: 0.165, unit: 'ppm', averaging: '1h', expected: { index: 4, category: 'Poor' } }, // 1-hour AQI 151
  { scale: 'us_epa', pollutant: 'pm2_5', value: 9.0, unit: 'ug/m3', expected: { index: 50, category: 'Good' } },
  { scale: 'us_epa', pollutant: 'pm2_5', value: 9.05, unit: 'ug/m3', expected: { index: 50, category: 'Good' } },
  { scale: 'us_epa', pollutant: 'pm2_5', value: 9.1, unit: 'ug/m3', expected: { index: 51, category: 'Moderate' } },
  { scale: 'us_epa', pollutant: 'pm2_5', value: 500, unit: 'ug/m3', averaging: '24h', expected: { index: 500, category: 'Hazardous', beyond: true } },
  { scale: 'us_epa', pollutant: 'pm2_5', value: 325.4, unit: 'ug/m3', expected: { index: 500, category: 'Hazardous' } },
  { scale: 'us_epa', pollutant: 'o3', value: 0.201, unit: 'ppm', averaging: '8h', expected: { index: 301, category: 'Hazardous' } },
  { scale: 'us_epa', pollutant: 'o3', value: 0.2, unit: 'ppm', averaging: '1h', expected: { index: 195, category: 'Unhealthy' } }, // 151 + 49/0.039 × 0.035 = 194.97
  { scale: 'us_epa', pollutant: 'o3', value: 0.1, unit: 'ppm', averaging: '1h', expected: { index: null, category: 'Not covered' } },
  { scale: 'us_epa', pollutant: 'o3', value: 71, unit: 'ppb', expected: { index: 101, category: 'Unhealthy for Sensitive Groups' } },
  { scale: 'us_epa', pollutant: 'so2', value: ppbToUgm3('so2', 36), unit: 'ug/m3', expected: { index: 51, category: 'Moderate' } },
  { scale: 'eaqi', pollutant: 'pm2_5', value: 5, unit: 'ug/m3', expected: { index: 1, category: 'Good' } },
  { scale: 'eaqi', pollutant: 'pm2_5', value: 5.01, unit: 'ug/m3', expected: { index: 2, category: 'Fair' } },
  { scale: 'eaqi', pollutant: 'no2', value: 50, unit: 'ppb', expected: { index: 4, category: 'Poor' } }, // 94.1 µg/m³
  { scale: 'eaqi', pollutant: 'no2', value: 100, unit: 'ppb', expected: { index: 6, category: 'Extremely poor' } }, // 188.2 µg/m³
  { scale: 'eaqi', pollutant: 'co', value: 10, unit: 'ppm', expected: { index: null, category: 'Not covered' } },
  { scale: 'uk_daqi', pollutant: 'pm10', value: 50.4, unit: 'ug/m3', expected: { index: 3, category: 'Low' } },
  { scale: 'uk_daqi', pollutant: 'pm10', value: 50.5, unit: 'ug/m3', expected: { index: 4, category: 'Moderate' } },
  { scale: 'uk_daqi', pollutant: 'o3', value: 0.125, unit: 'ppm', expected: { index: 10, category: 'Very High' } }, // 249.4 µg/m³ at 20 °C
  // DAQI O3 index 6 starts at 141 µg/m³: 70.5 ppb is 140.7 µg/m³ at 20 °C (→ 141, index 6), 138.4 at 25 °C (index 5).
  { scale: 'uk_daqi', pollutant: 'o3', value: 70.5, unit: 'ppb', averaging: '8h', expected: { index: 6, category: 'Moderate' } },
  // EAQI NO2 Good ≤ 10 µg/m³: 5.3 ppb is 10.13 µg/m³ at 20 °C (Fair), 9.97 at 25 °C.
  { scale: 'eaqi', pollutant: 'no2', value: 5.3, unit: 'ppb', expected: { index: 2, category: 'Fair' } },
  { scale: 'uk_daqi', pollutant: 'no2', value: 700, unit: 'ug/m3', expected: { index: 10, category: 'Very High' } },
  { scale: 'uk_daqi', pollutant: 'co', value: 1000, unit: 'ug/m3', expected: { index: null, category: 'Not covered' } },
]

describe('aqiFor', () => {
  it.each(cases)('$scale $pollutant $value $unit $averaging → $expected.index', ({ scale, pollutant, value, unit, averaging, expected }) => {
    expect(aqiFor(scale, pollutant, value, unit, averaging)).toStrictEqual(expected)
  })

  it.each([
    { scale: 'us_epa' as const, pollutant: 'pm2_5' as const, averaging: '1h' as const },
    { scale: 'owm5' as const, pollutant: 'pm10' as const, averaging: '8h' as const },
    { scale: 'uk_daqi' as const, pollutant: 'pm2_5' as const, averaging: '1h' as const },
    { scale: 'uk_daqi' as const, pollutant: 'no2' as const, averaging: '24h' as const },
    { scale: 'eaqi' as const, pollutant: 'o3' as const, averaging: '8h' as const },
  ])('throws a RangeError for a period $scale does not define for $pollutant ($averaging)', ({ scale, pollutant, averaging }) => {
    expect(() => aqiFor(scale, pollutant, 10, 'ug/m3', averaging)).toThrow(RangeError)
  })

  it.each(['owm5', 'us_epa', 'eaqi', 'uk_daqi'] as const)('%s: NaN, infinite and negative values are no data', (scale) => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, -0.5]) {
      expect(aqiFor(scale, 'no2', value, 'ug/m3')).toEqual({ index: null, category: 'No data' })
    }
  })

  it.each([
    { pollutant: 'pm2_5' as const, unit: 'ppb' as const },
    { pollutant: 'pm10' as const, unit: 'ppm' as const },
    { pollutant: 'pm2_5' as const, unit: 'ppm' as const },
  ])('throws a RangeError for $pollutant in $unit, even without data', ({ pollutant, unit }) => {
    expect(() => aqiFor('owm5', pollutant, 10, unit)).toThrow(RangeError)
    expect(() => aqiFor('us_epa', pollutant, Number.NaN, unit)).toThrow(RangeError)
  })

  it('throws a RangeError for an unknown scale, pollutant or unit', () => {
    expect(() => aqiFor('caqi' as Scale, 'no2', 10, 'ug/m3')).toThrow(RangeError)
    expect(() => aqiFor('eaqi', 'nh3' as Pollutant, 10, 'ug/m3')).toThrow(RangeError)
    expect(() => aqiFor('eaqi', 'no2', 10, 'mg/m3' as ConcentrationUnit)).toThrow(RangeError)
    expect(() => aqiFor('eaqi', 'no2', 10, 'ppb', '2h' as Averaging)).toThrow(RangeError)
  })
})
