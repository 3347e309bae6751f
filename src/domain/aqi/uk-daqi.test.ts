import { describe, expect, it } from 'vitest'
import type { Pollutant } from './pollutants'
import { daqiBand, daqiIndex } from './uk-daqi'
import type { DaqiIndex } from './uk-daqi'

// DEFRA UK-AIR DAQI: top of indices 1-9 in whole µg/m³.
const BOUNDS: [Pollutant, number[]][] = [
  ['o3', [33, 66, 100, 120, 140, 160, 187, 213, 240]],
  ['no2', [67, 134, 200, 267, 334, 400, 467, 534, 600]],
  ['so2', [88, 177, 266, 354, 443, 532, 710, 887, 1064]],
  ['pm2_5', [11, 23, 35, 41, 47, 53, 58, 64, 70]],
  ['pm10', [16, 33, 50, 58, 66, 75, 83, 91, 100]],
]

const edges = BOUNDS.flatMap(([pollutant, bounds]) =>
  bounds.flatMap((top, k) => [
    { pollutant, ugm3: top, expected: k + 1 },
    { pollutant, ugm3: top + 0.49, expected: k + 1 },
    { pollutant, ugm3: top + 0.5, expected: k + 2 },
    { pollutant, ugm3: top + 1, expected: k + 2 },
  ]),
)

describe('daqiIndex', () => {
  it.each(edges)('$pollutant $ugm3 µg/m³ → $expected', ({ pollutant, ugm3, expected }) => {
    expect(daqiIndex(pollutant, ugm3)).toBe(expected)
  })

  it.each([
    { pollutant: 'pm2_5' as const, ugm3: 0, expected: 1 },
    { pollutant: 'pm2_5' as const, ugm3: 11.4, expected: 1 },
    { pollutant: 'pm2_5' as const, ugm3: 11.5, expected: 2 },
    { pollutant: 'no2' as const, ugm3: 5000, expected: 10 },
  ])('$pollutant $ugm3 µg/m³ → $expected', ({ pollutant, ugm3, expected }) => {
    expect(daqiIndex(pollutant, ugm3)).toBe(expected)
  })

  it('does not cover CO', () => {
    expect(daqiIndex('co', 100_000)).toBeNull()
  })
})

describe('daqiBand', () => {
  it.each([
    [1, 'Low'], [3, 'Low'], [4, 'Moderate'], [6, 'Moderate'], [7, 'High'], [9, 'High'], [10, 'Very High'],
  ] as [DaqiIndex, string][])('%i → %s', (index, band) => {
    expect(daqiBand(index)).toBe(band)
  })
})
