import { describe, expect, it } from 'vitest'
import { localeFromLanguages } from './locales'

describe('localeFromLanguages', () => {
  it('reads Spanish from any Spanish tag, in order of preference', () => {
    expect(localeFromLanguages(['es-MX', 'en-US'])).toBe('es')
    expect(localeFromLanguages(['es-419'])).toBe('es')
    expect(localeFromLanguages(['fr-FR', 'es'])).toBe('es')
    expect(localeFromLanguages(['ES_us'])).toBe('es')
  })

  it('keeps English when English comes first or no language is spoken here', () => {
    expect(localeFromLanguages(['en-GB', 'es-ES'])).toBe('en')
    expect(localeFromLanguages(['fr', 'de'])).toBe('en')
    expect(localeFromLanguages([])).toBe('en')
  })
})
