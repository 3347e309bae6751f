import { describe, expect, it } from 'vitest'
import { defaultCountry } from './default-country'

describe('defaultCountry', () => {
  it.each([
    [['en-GB'], 'GB'],
    [['en-US'], 'US'],
    [['fr-CA', 'en-US'], 'CA'],
    [['en', 'de-DE'], 'DE'],
    [['en'], 'US'],
    [[], 'US'],
    [['not a tag'], 'US'],
    [['es-419'], 'US'],
  ])('%j → %s', (languages, country) => expect(defaultCountry(languages)).toBe(country))
})
