import { describe, expect, it } from 'vitest'
import { describeCountries, isTextableCountry } from './countries'

describe('describeCountries', () => {
  it("names the countries and joins them in the reader's language", () => {
    expect(describeCountries(['US', 'CA', 'GB'])).toBe('United States, Canada and United Kingdom')
    expect(describeCountries(['US', 'CA', 'GB'], 'es')).toBe('Estados Unidos, Canadá y Reino Unido')
    expect(describeCountries(['ES', 'DE'], 'es-MX')).toBe('España y Alemania')
  })

  it('names one country alone, and none as empty', () => {
    expect(describeCountries(['JP'], 'es')).toBe('Japón')
    expect(describeCountries([])).toBe('')
  })
})

describe('isTextableCountry', () => {
  it("reads the deploy's list whatever the case, and nothing for an unknown country", () => {
    expect(isTextableCountry('us', ['US', 'CA'])).toBe(true)
    expect(isTextableCountry('IN', ['US', 'CA'])).toBe(false)
    expect(isTextableCountry(null, ['US'])).toBe(false)
  })
})
