import { describe, expect, it } from 'vitest'
import { convertConcentration, isUsableConcentration, ppbToUgm3, ugm3ToPpb } from './units'

describe('ugm3ToPpb / ppbToUgm3 at 25 °C, 1 atm', () => {
  it.each([
    { pollutant: 'o3' as const, ugm3: 48.0, ppb: 24.45 },
    { pollutant: 'no2' as const, ugm3: 46.01, ppb: 24.45 },
    { pollutant: 'so2' as const, ugm3: 64.07, ppb: 24.45 },
    { pollutant: 'co' as const, ugm3: 28.01, ppb: 24.45 },
    { pollutant: 'no2' as const, ugm3: 100, ppb: 53.14062160399913 },
    { pollutant: 'o3' as const, ugm3: 100, ppb: 50.9375 },
  ])('$pollutant $ugm3 µg/m³ = $ppb ppb', ({ pollutant, ugm3, ppb }) => {
    expect(ugm3ToPpb(pollutant, ugm3)).toBeCloseTo(ppb, 10)
    expect(ppbToUgm3(pollutant, ppb)).toBeCloseTo(ugm3, 10)
  })

  it('has no ppb form for particles', () => {
    expect(() => ugm3ToPpb('pm2_5', 10)).toThrow(RangeError)
    expect(() => ppbToUgm3('pm10', 10)).toThrow(RangeError)
  })
})

describe('at 20 °C, 1 atm (EU Directive 2008/50/EC, DEFRA)', () => {
  // DEFRA's published factors at 20 °C and 1013 mb: NO2 1 ppb = 1.9125 µg/m³, O3 1.9957, SO2 2.6609.
  it.each([
    { pollutant: 'no2' as const, factor: 1.9125 },
    { pollutant: 'o3' as const, factor: 1.9957 },
    { pollutant: 'so2' as const, factor: 2.6609 },
  ])('$pollutant: 1 ppb = $factor µg/m³', ({ pollutant, factor }) => {
    expect(ppbToUgm3(pollutant, 1, 20)).toBeCloseTo(factor, 2)
    expect(convertConcentration(pollutant, 1000, 'ppb', 'ug/m3', 20) / 1000).toBeCloseTo(factor, 2)
  })

  it('gives about 1.6 % more µg/m³ per ppb than at 25 °C', () => {
    expect(ppbToUgm3('no2', 100, 20) / ppbToUgm3('no2', 100, 25)).toBeCloseTo(298.15 / 293.15, 2) // 24.45 (EPA's rounded figure) / 24.055
    expect(ugm3ToPpb('o3', 100, 20)).toBeLessThan(ugm3ToPpb('o3', 100, 25))
  })
})

describe('convertConcentration', () => {
  it.each([
    { from: 'ppm' as const, to: 'ppb' as const, value: 0.055, expected: 55 },
    { from: 'ppb' as const, to: 'ppm' as const, value: 55, expected: 0.055 },
    { from: 'ug/m3' as const, to: 'ppm' as const, value: 48, expected: 0.02445 },
    { from: 'ppm' as const, to: 'ug/m3' as const, value: 0.02445, expected: 48 },
    { from: 'ppb' as const, to: 'ug/m3' as const, value: 24.45, expected: 48 },
  ])('o3 $value $from → $expected $to', ({ from, to, value, expected }) => {
    expect(convertConcentration('o3', value, from, to)).toBeCloseTo(expected, 10)
  })

  it('returns a value already in the target unit untouched', () => {
    expect(convertConcentration('no2', 0.1 + 0.2, 'ppb', 'ppb')).toBe(0.1 + 0.2)
    expect(convertConcentration('pm2_5', 9.05, 'ug/m3', 'ug/m3')).toBe(9.05)
  })

  it.each(['ppb', 'ppm'] as const)('rejects particles in %s', (unit) => {
    expect(() => convertConcentration('pm2_5', 1, unit, 'ug/m3')).toThrow(RangeError)
    expect(() => convertConcentration('pm10', 1, 'ug/m3', unit)).toThrow(RangeError)
  })
})

describe('isUsableConcentration', () => {
  it.each([
    { value: 0, expected: true },
    { value: 12.5, expected: true },
    { value: -0.1, expected: false },
    { value: Number.NaN, expected: false },
    { value: Number.POSITIVE_INFINITY, expected: false },
    { value: null, expected: false },
    { value: undefined, expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isUsableConcentration(value)).toBe(expected)
  })
})
