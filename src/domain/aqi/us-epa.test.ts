import { describe, expect, it } from 'vitest'
import type { Pollutant } from './pollutants'
import { ppbToUgm3 } from './units'
import type { ConcentrationUnit } from './units'
import { usAqiCategory, usAqiFromConcentration, usAqiWithCategory, usOzoneAqi, usSubIndexPeriod } from './us-epa'
import { english } from '../i18n/locales'

// EPA-454/B-24-002 (May 2024) Table 6, restated here so the test checks the transcription.
type Row = [cLo: number, cHi: number, iLo: number, iHi: number]
const TABLE: [Pollutant, ConcentrationUnit, Row[]][] = [
  ['pm2_5', 'ug/m3', [[0, 9.0, 0, 50], [9.1, 35.4, 51, 100], [35.5, 55.4, 101, 150], [55.5, 125.4, 151, 200], [125.5, 225.4, 201, 300], [225.5, 325.4, 301, 500]]],
  ['pm10', 'ug/m3', [[0, 54, 0, 50], [55, 154, 51, 100], [155, 254, 101, 150], [255, 354, 151, 200], [355, 424, 201, 300], [425, 604, 301, 500]]],
  ['o3', 'ppm', [[0, 0.054, 0, 50], [0.055, 0.07, 51, 100], [0.071, 0.085, 101, 150], [0.086, 0.105, 151, 200], [0.106, 0.2, 201, 300]]],
  ['co', 'ppm', [[0, 4.4, 0, 50], [4.5, 9.4, 51, 100], [9.5, 12.4, 101, 150], [12.5, 15.4, 151, 200], [15.5, 30.4, 201, 300], [30.5, 50.4, 301, 500]]],
  ['so2', 'ppb', [[0, 35, 0, 50], [36, 75, 51, 100], [76, 185, 101, 150], [186, 304, 151, 200], [305, 604, 201, 300], [605, 1004, 301, 500]]],
  ['no2', 'ppb', [[0, 53, 0, 50], [54, 100, 51, 100], [101, 360, 101, 150], [361, 649, 151, 200], [650, 1249, 201, 300], [1250, 2049, 301, 500]]],
]

const edges = TABLE.flatMap(([pollutant, unit, rows]) =>
  rows.flatMap(([cLo, cHi, iLo, iHi]) => [
    { pollutant, unit, value: cLo, expected: iLo },
    { pollutant, unit, value: cHi, expected: iHi },
  ]),
)

describe('usAqiFromConcentration: every breakpoint edge', () => {
  it.each(edges)('$pollutant $value $unit → $expected', ({ pollutant, unit, value, expected }) => {
    expect(usAqiFromConcentration(pollutant, value, unit)?.index).toBe(expected)
  })
})

describe('usAqiFromConcentration: EPA truncation before the lookup', () => {
  it.each([
    { pollutant: 'pm2_5' as const, unit: 'ug/m3' as const, value: 9.05, expected: 50 },
    { pollutant: 'pm2_5' as const, unit: 'ug/m3' as const, value: 9.09, expected: 50 },
    { pollutant: 'pm2_5' as const, unit: 'ug/m3' as const, value: 9.1, expected: 51 },
    { pollutant: 'pm2_5' as const, unit: 'ug/m3' as const, value: 35.49, expected: 100 },
    { pollutant: 'pm10' as const, unit: 'ug/m3' as const, value: 54.99, expected: 50 },
    { pollutant: 'pm10' as const, unit: 'ug/m3' as const, value: 55, expected: 51 },
    { pollutant: 'o3' as const, unit: 'ppm' as const, value: 0.0549, expected: 50 },
    { pollutant: 'o3' as const, unit: 'ppm' as const, value: 0.0709, expected: 100 },
    { pollutant: 'co' as const, unit: 'ppm' as const, value: 4.49, expected: 50 },
    { pollutant: 'co' as const, unit: 'ppm' as const, value: 9.45, expected: 100 },
    { pollutant: 'so2' as const, unit: 'ppb' as const, value: 35.9, expected: 50 },
    { pollutant: 'no2' as const, unit: 'ppb' as const, value: 53.9, expected: 50 },
    { pollutant: 'no2' as const, unit: 'ppb' as const, value: 100.99, expected: 100 },
  ])('$pollutant $value $unit → $expected', ({ pollutant, unit, value, expected }) => {
    expect(usAqiFromConcentration(pollutant, value, unit)?.index).toBe(expected)
  })
})

describe('usAqiFromConcentration: interpolation and rounding', () => {
  it.each([
    { pollutant: 'pm2_5' as const, value: 12.0, expected: 56 }, // 51 + 49/26.3 × 2.9 = 56.40
    { pollutant: 'pm2_5' as const, value: 20.0, expected: 71 }, // 51 + 49/26.3 × 10.9 = 71.31
    { pollutant: 'pm2_5' as const, value: 4.5, expected: 25 },
    { pollutant: 'pm10' as const, value: 100, expected: 73 }, // 51 + 49/99 × 45 = 73.27
  ])('$pollutant $value µg/m³ → $expected', ({ pollutant, value, expected }) => {
    expect(usAqiFromConcentration(pollutant, value, 'ug/m3')?.index).toBe(expected)
  })
})

describe('usAqiFromConcentration: units', () => {
  it('reads O3 given in ppb or µg/m³ like ppm', () => {
    expect(usAqiFromConcentration('o3', 55, 'ppb')?.index).toBe(51)
    expect(usAqiFromConcentration('o3', ppbToUgm3('o3', 55), 'ug/m3')?.index).toBe(51)
    expect(usAqiFromConcentration('o3', ppbToUgm3('o3', 54), 'ug/m3')?.index).toBe(50)
  })
  it('reads NO2 and CO given in µg/m³', () => {
    expect(usAqiFromConcentration('no2', ppbToUgm3('no2', 54), 'ug/m3')?.index).toBe(51)
    expect(usAqiFromConcentration('co', ppbToUgm3('co', 4500), 'ug/m3')?.index).toBe(51)
    expect(usAqiFromConcentration('co', 4.5, 'ppm')?.index).toBe(51)
    expect(usAqiFromConcentration('co', 4500, 'ppb')?.index).toBe(51)
  })
  it('rejects PM in ppb and unusable values', () => {
    expect(() => usAqiFromConcentration('pm2_5', 10, 'ppb')).toThrow(RangeError)
    expect(() => usAqiFromConcentration('pm10', Number.NaN, 'ug/m3')).toThrow(RangeError)
    expect(() => usAqiFromConcentration('no2', -1, 'ppb')).toThrow(RangeError)
  })
})

describe('usAqiFromConcentration: beyond the top of the table is 500+, Hazardous, never null', () => {
  it.each([
    { pollutant: 'pm2_5' as const, unit: 'ug/m3' as const, value: 325.5 }, // EPA 2024: 225.5-325.4 µg/m³ → 301-500
    { pollutant: 'pm2_5' as const, unit: 'ug/m3' as const, value: 1200 },
    { pollutant: 'pm10' as const, unit: 'ug/m3' as const, value: 605 },
    { pollutant: 'co' as const, unit: 'ppm' as const, value: 50.5 },
    { pollutant: 'so2' as const, unit: 'ppb' as const, value: 1005 },
    { pollutant: 'no2' as const, unit: 'ppb' as const, value: 2050 },
  ])('$pollutant $value $unit → 500, beyond', ({ pollutant, unit, value }) => {
    expect(usAqiFromConcentration(pollutant, value, unit)).toEqual({ index: 500, category: 'Hazardous', beyond: true })
  })
  it('ozone above the 1-hour table (0.604 ppm) is 500+', () => {
    expect(usAqiFromConcentration('o3', 0.605, 'ppm', '1h')).toEqual({ index: 500, category: 'Hazardous', beyond: true })
  })
  it('keeps 325.49 µg/m³ PM2.5 (truncated to 325.4) on the table', () => {
    expect(usAqiFromConcentration('pm2_5', 325.49, 'ug/m3')).toEqual({ index: 500, category: 'Hazardous', beyond: false })
  })
})

describe('usAqiFromConcentration: averaging periods', () => {
  it('reads 1-hour ozone on the 1-hour table, which starts at 0.125 ppm (AQI 101)', () => {
    expect(usAqiFromConcentration('o3', 0.125, 'ppm', '1h')?.index).toBe(101)
    expect(usAqiFromConcentration('o3', 0.164, 'ppm', '1h')?.index).toBe(150)
    expect(usAqiFromConcentration('o3', 0.124, 'ppm', '1h')).toBeNull()
    // The same 0.125 ppm as an 8-hour mean is Very Unhealthy: 201 + 99/0.094 × 0.019 = 221.
    expect(usAqiFromConcentration('o3', 0.125, 'ppm', '8h')?.index).toBe(221)
  })
  it.each([
    { pollutant: 'pm2_5' as const, averaging: '1h' as const },
    { pollutant: 'pm10' as const, averaging: '8h' as const },
    { pollutant: 'co' as const, averaging: '1h' as const },
    { pollutant: 'no2' as const, averaging: '24h' as const },
    { pollutant: 'o3' as const, averaging: '24h' as const },
  ])('has no $averaging table for $pollutant', ({ pollutant, averaging }) => {
    expect(() => usAqiFromConcentration(pollutant, 10, pollutant.startsWith('pm') ? 'ug/m3' : 'ppb', averaging)).toThrow(RangeError)
  })
})

describe('usOzoneAqi: the higher of the 8-hour and the 1-hour tables, no inversion at 0.200 ppm', () => {
  it.each([
    { name: '8-hour only', eight: 0.07, hour: 0.06, expected: 100 },
    { name: '1-hour raises the result', eight: 0.07, hour: 0.13, expected: 107 }, // 101 + 49/0.039 × 0.005
    { name: '1-hour below its table is ignored', eight: 0.09, hour: 0.124, expected: 161 }, // 151 + 49/0.019 × 0.004
    { name: 'top of the 8-hour table', eight: 0.2, hour: 0.2, expected: 300 },
    { name: 'above it: at least 301, Hazardous', eight: 0.201, hour: 0.25, expected: 301 },
    { name: 'above it, no 1-hour value', eight: 0.201, hour: null, expected: 301 },
    { name: 'above it, the 1-hour table raises it', eight: 0.25, hour: 0.5, expected: 396 }, // 301 + 199/0.199 × 0.095
    { name: '1-hour only, on its table', eight: null, hour: 0.205, expected: 201 },
  ])('$name', ({ eight, hour, expected }) => {
    expect(usOzoneAqi(eight, hour)?.index).toBe(expected)
  })
  it('never falls as the 8-hour value rises past 0.200 ppm', () => {
    let previous = 0
    for (let ppb = 150; ppb <= 260; ppb += 1) {
      const index = usOzoneAqi(ppb / 1000, ppb / 1000)?.index ?? 0
      expect(index).toBeGreaterThanOrEqual(previous)
      previous = index
    }
  })
  it('is null without a value that defines an AQI; 500+ above 0.604 ppm', () => {
    expect(usOzoneAqi(null, null)).toBeNull()
    expect(usOzoneAqi(null, 0.1)).toBeNull()
    expect(usOzoneAqi(0.1, 0.605)).toEqual({ index: 500, category: 'Hazardous', beyond: true })
  })
})

describe('usAqiCategory', () => {
  it.each([
    [0, 'Good'], [50, 'Good'], [51, 'Moderate'], [100, 'Moderate'], [101, 'Unhealthy for Sensitive Groups'],
    [150, 'Unhealthy for Sensitive Groups'], [151, 'Unhealthy'], [200, 'Unhealthy'], [201, 'Very Unhealthy'],
    [300, 'Very Unhealthy'], [301, 'Hazardous'], [500, 'Hazardous'],
  ] as const)('%i → %s', (index, category) => {
    expect(usAqiCategory(index)).toBe(category)
  })
})

describe('usAqiWithCategory: EPA’s name goes with the number (decision 235)', () => {
  it.each([
    [42, false, '42 · Good'],
    [100, false, '100 · Moderate'],
    [114, false, '114 · Unhealthy for Sensitive Groups'],
    [151, false, '151 · Unhealthy'],
    [300, false, '300 · Very Unhealthy'],
    [500, true, '500+ · Hazardous'],
    [null, false, '—'],
  ] as const)('%s (beyond %s) → %s', (index, beyond, text) => {
    expect(usAqiWithCategory(index, beyond, english)).toBe(text)
  })
})

describe('usSubIndexPeriod: the period a sub-index is read from, as hourIndexes reads it', () => {
  it.each([
    ['pm2_5', 'nowcast', 'NowCast'], ['pm10', 'nowcast', 'NowCast'], ['o3', 'nowcast', 'NowCast'],
    ['co', 'nowcast', '8-hour mean'], ['no2', 'nowcast', 'hour'], ['so2', 'nowcast', 'hour'],
    ['pm2_5', 'hourly', 'hour'], ['co', 'hourly', 'hour'],
  ] as const)('%s (%s) → %s', (pollutant, averaging, period) => {
    expect(usSubIndexPeriod(pollutant, averaging)).toBe(period)
  })
})
