import { describe, expect, it } from 'vitest'
import { overallOwm5, owm5Index } from './owm5'
import type { Pollutant } from './pollutants'

// SPEC.md §9: lower bounds of Fair, Moderate, Poor, Very Poor in µg/m³.
const BANDS: [Pollutant, number[]][] = [
  ['so2', [20, 80, 250, 350]],
  ['no2', [40, 70, 150, 200]],
  ['pm10', [20, 50, 100, 200]],
  ['pm2_5', [10, 25, 50, 75]],
  ['o3', [60, 100, 140, 180]],
  ['co', [4400, 9400, 12400, 15400]],
]

const edges = BANDS.flatMap(([pollutant, bounds]) =>
  bounds.flatMap((bound, k) => [
    { pollutant, ugm3: bound - 0.01, expected: k + 1 },
    { pollutant, ugm3: bound, expected: k + 2 },
  ]),
)

const none = { pm2_5: null, pm10: null, o3: null, no2: null, so2: null, co: null }

describe('owm5Index', () => {
  it.each(edges)('$pollutant $ugm3 µg/m³ → $expected', ({ pollutant, ugm3, expected }) => {
    expect(owm5Index(pollutant, ugm3)).toBe(expected)
  })

  it.each([
    { pollutant: 'pm2_5' as const, ugm3: 9.99, expected: 1 },
    { pollutant: 'pm2_5' as const, ugm3: 10.0, expected: 2 },
    { pollutant: 'pm2_5' as const, ugm3: 0, expected: 1 },
    { pollutant: 'co' as const, ugm3: 1e6, expected: 5 },
  ])('$pollutant $ugm3 µg/m³ → $expected', ({ pollutant, ugm3, expected }) => {
    expect(owm5Index(pollutant, ugm3)).toBe(expected)
  })
})

describe('overallOwm5', () => {
  it.each([
    { name: 'no values', components: none, expected: { index: null, dominant: null } },
    { name: 'only unusable values', components: { ...none, pm2_5: Number.NaN, o3: -1 }, expected: { index: null, dominant: null } },
    { name: 'the worst pollutant', components: { ...none, pm2_5: 12, o3: 150, no2: 10 }, expected: { index: 4, dominant: 'o3' } },
    { name: 'ties go to the first in POLLUTANTS', components: { ...none, co: 9400, pm10: 50, no2: 70 }, expected: { index: 3, dominant: 'pm10' } },
    { name: 'skips NaN', components: { ...none, pm2_5: Number.NaN, so2: 5 }, expected: { index: 1, dominant: 'so2' } },
  ])('$name', ({ components, expected }) => {
    expect(overallOwm5(components)).toEqual(expected)
  })
})
