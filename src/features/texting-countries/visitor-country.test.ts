import { describe, expect, it } from 'vitest'
import { visitorCountry } from './visitor-country'

describe('visitorCountry', () => {
  it.each([
    [['en-IN', 'en-US'], 'IN'],
    [['en', 'de-AT'], 'AT'],
    [['en', 'fr'], null],
    [['not a tag', 'es-419', 'pt-BR'], 'BR'],
    [[], null],
  ])('%j → %s', (languages, expected) => {
    expect(visitorCountry(languages)).toBe(expected)
  })
})
