import { describe, expect, it } from 'vitest'
import { GUIDE_LEVELS, POLLUTANT_GUIDE } from './guide'

describe('GUIDE_LEVELS', () => {
  it('are the six levels of docs/product.md §Index, in order', () => {
    expect(GUIDE_LEVELS.map((l) => [l.index, l.name, l.range])).toEqual([
      [1, 'Good', '0-50'],
      [2, 'Fair', '51-100'],
      [3, 'Moderate', '101-150'],
      [4, 'Poor', '151-200'],
      [5, 'Very Poor', '201-300'],
      [6, 'Extremely Poor', '300+'],
    ])
  })

  it.each(GUIDE_LEVELS)('$name has a colour, a description, advice and actions', (level) => {
    expect(level.color).toMatch(/^#[0-9A-F]{6}$/)
    expect(level.description.length).toBeGreaterThan(20)
    expect(level.healthAdvice.length).toBeGreaterThan(20)
    expect(level.actions.length).toBeGreaterThan(0)
  })
})

describe('POLLUTANT_GUIDE', () => {
  it('covers the six pollutants of the guide page, in its order', () => {
    expect(POLLUTANT_GUIDE.map((p) => [p.id, p.name])).toEqual([
      ['pm2_5', 'PM2.5'], ['pm10', 'PM10'], ['no2', 'NO2'], ['so2', 'SO2'], ['co', 'CO'], ['o3', 'O3'],
    ])
  })

  it.each(POLLUTANT_GUIDE)('$name has a description, sources and health effects', (pollutant) => {
    expect(pollutant.fullName.length).toBeGreaterThan(2)
    expect(pollutant.description.length).toBeGreaterThan(40)
    expect(pollutant.sources.length).toBeGreaterThanOrEqual(3)
    expect(pollutant.healthEffects.length).toBeGreaterThanOrEqual(3)
  })
})
