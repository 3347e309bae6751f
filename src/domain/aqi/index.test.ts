import { describe, expect, it } from 'vitest'
import { aqiFor } from './index'
import type { ConcentrationUnit, Scale } from './index'
import type { Pollutant } from './pollutants'
import { ppbToUgm3 } from './units'

type Case = { scale: Scale; pollutant: Pollutant; value: number; unit: ConcentrationUnit; expected: { index: number | null; category: string } }

const cases: Case[] = [
  { scale: 'owm5', pollutant: 'pm2_5', value: 9.99, unit: 'ug/m3', expected: { index: 1, category: 'Good' } },
  { scale: 'owm5', pollutant: 'pm2_5', value: 10.0, unit: 'ug/m3', expected: { index: 2, category: 'Fair' } },
  { scale: 'owm5', pollutant: 'co', value: 15400, unit: 'ug/m3', expected: { index: 5, category: 'Very Poor' } },
  { scale: 'owm5', pollutant: 'no2', value: 21.27, unit: 'ppb', expected: { index: 2, category: 'Fair' } }, // 40.03 µg/m³
  { scale: 'owm5', pollutant: 'o3', value: 0.07, unit: 'ppm', expected: { index: 3, category: 'Moderate' } }, // 137.4 µg/m³
  { scale: 'us_epa', pollutant: 'pm2_5', value: 9.0, unit: 'ug/m3', expected: { index: 50, category: 'Good' } },
  { scale: 'us_epa', pollutant: 'pm2_5', value: 9.05, unit: 'ug/m3', expected: { index: 50, category: 'Good' } },
  { scale: 'us_epa', pollutant: 'pm2_5', value: 9.1, unit: 'ug/m3', expected: { index: 51, category: 'Moderate' } },
  { scale: 'us_epa', pollutant: 'pm2_5', value: 500, unit: 'ug/m3', expected: { index: null, category: 'Beyond the AQI' } },
  { scale: 'us_epa', pollutant: 'o3', value: 71, unit: 'ppb', expected: { index: 101, category: 'Unhealthy for Sensitive Groups' } },
  { scale: 'us_epa', pollutant: 'so2', value: ppbToUgm3('so2', 36), unit: 'ug/m3', expected: { index: 51, category: 'Moderate' } },
  { scale: 'eaqi', pollutant: 'pm2_5', value: 5, unit: 'ug/m3', expected: { index: 1, category: 'Good' } },
  { scale: 'eaqi', pollutant: 'pm2_5', value: 5.01, unit: 'ug/m3', expected: { index: 2, category: 'Fair' } },
  { scale: 'eaqi', pollutant: 'no2', value: 50, unit: 'ppb', expected: { index: 4, category: 'Poor' } }, // 94.1 µg/m³
  { scale: 'eaqi', pollutant: 'no2', value: 100, unit: 'ppb', expected: { index: 6, category: 'Extremely poor' } }, // 188.2 µg/m³
  { scale: 'eaqi', pollutant: 'co', value: 10, unit: 'ppm', expected: { index: null, category: 'Not covered' } },
  { scale: 'uk_daqi', pollutant: 'pm10', value: 50.4, unit: 'ug/m3', expected: { index: 3, category: 'Low' } },
  { scale: 'uk_daqi', pollutant: 'pm10', value: 50.5, unit: 'ug/m3', expected: { index: 4, category: 'Moderate' } },
  { scale: 'uk_daqi', pollutant: 'o3', value: 0.125, unit: 'ppm', expected: { index: 10, category: 'Very High' } }, // 245.4 µg/m³
  { scale: 'uk_daqi', pollutant: 'no2', value: 700, unit: 'ug/m3', expected: { index: 10, category: 'Very High' } },
  { scale: 'uk_daqi', pollutant: 'co', value: 1000, unit: 'ug/m3', expected: { index: null, category: 'Not covered' } },
]

describe('aqiFor', () => {
  it.each(cases)('$scale $pollutant $value $unit → $expected.index', ({ scale, pollutant, value, unit, expected }) => {
    expect(aqiFor(scale, pollutant, value, unit)).toEqual(expected)
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
  })
})
