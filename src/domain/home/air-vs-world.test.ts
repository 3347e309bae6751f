import { describe, expect, it } from 'vitest'
import { compareAir, WORLD_CITIES, type AirVerdict } from './air-vs-world'

describe('compareAir', () => {
  const table: Array<[string, [number, number | null], [number, number | null], AirVerdict]> = [
    ['lower US AQI is cleaner', [2, 40], [3, 80], 'cleaner'],
    ['higher US AQI is worse', [3, 120], [2, 60], 'worse'],
    ['under 10 % apart is similar', [2, 95], [2, 100], 'similar'],
    ['exactly 10 % apart is not', [2, 90], [2, 100], 'cleaner'],
    ['both zero is similar', [1, 0], [1, 0], 'similar'],
    ['without a US AQI the 1-5 index decides', [1, null], [3, 120], 'cleaner'],
    ['the same 1-5 index is similar', [2, null], [2, null], 'similar'],
  ]

  it.each(table)('%s', (_name, [aqi, usAqi], [theirAqi, theirUs], verdict) => {
    expect(compareAir({ aqi, usAqi }, { aqi: theirAqi, usAqi: theirUs })).toBe(verdict)
  })

  it('is symmetric', () => {
    expect(compareAir({ aqi: 3, usAqi: 80 }, { aqi: 2, usAqi: 40 })).toBe('worse')
    expect(compareAir({ aqi: 2, usAqi: 40 }, { aqi: 3, usAqi: 80 })).toBe('cleaner')
  })
})

describe('WORLD_CITIES', () => {
  it('are New York, Los Angeles and London (spec §9, first three)', () => {
    expect(WORLD_CITIES.map((c) => c.name)).toEqual(['New York', 'Los Angeles', 'London'])
  })
})
