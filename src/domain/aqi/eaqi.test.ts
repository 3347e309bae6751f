import { describe, expect, it } from 'vitest'
import { eaqiCategory, eaqiIndex } from './eaqi'
import type { EaqiIndex } from './eaqi'
import type { Pollutant } from './pollutants'

// ETC HE Report 2024/17 Table 5.2: upper bounds (µg/m³) of Good … Very poor.
const BOUNDS: [Pollutant, number[]][] = [
  ['pm2_5', [5, 15, 50, 90, 140]],
  ['pm10', [15, 45, 120, 195, 270]],
  ['no2', [10, 25, 60, 100, 150]],
  ['o3', [60, 100, 120, 160, 180]],
  ['so2', [20, 40, 125, 190, 275]],
]

const edges = BOUNDS.flatMap(([pollutant, bounds]) =>
  bounds.flatMap((upper, k) => [
    { pollutant, ugm3: upper, expected: k + 1 },
    { pollutant, ugm3: upper + 0.01, expected: k + 2 },
  ]),
)

describe('eaqiIndex', () => {
  it.each(edges)('$pollutant $ugm3 µg/m³ → $expected', ({ pollutant, ugm3, expected }) => {
    expect(eaqiIndex(pollutant, ugm3)).toBe(expected)
  })

  it.each([
    { pollutant: 'pm2_5' as const, ugm3: 0, expected: 1 },
    { pollutant: 'pm2_5' as const, ugm3: 5.4, expected: 2 }, // between the printed ranges 0-5 and 6-15
    { pollutant: 'o3' as const, ugm3: 1000, expected: 6 },
  ])('$pollutant $ugm3 µg/m³ → $expected', ({ pollutant, ugm3, expected }) => {
    expect(eaqiIndex(pollutant, ugm3)).toBe(expected)
  })

  it('does not cover CO', () => {
    expect(eaqiIndex('co', 100_000)).toBeNull()
  })
})

describe('eaqiCategory', () => {
  it.each([
    [1, 'Good'], [2, 'Fair'], [3, 'Moderate'], [4, 'Poor'], [5, 'Very poor'], [6, 'Extremely poor'],
  ] as [EaqiIndex, string][])('%i → %s', (index, name) => {
    expect(eaqiCategory(index)).toBe(name)
  })
})
