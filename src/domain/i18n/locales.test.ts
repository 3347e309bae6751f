import { describe, expect, it } from 'vitest'
import { english, localeFromLanguages } from './locales'

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

describe('english', () => {
  const say = (message: unknown, values?: Record<string, unknown>) => english({ id: 'x', message: message as string, values })

  it('fills arguments, plurals and selects as Lingui formats them in English', () => {
    expect(say('Air at {place} is {level}', { place: 'Home', level: 'Poor' })).toBe('Air at Home is Poor')
    const cities = '{level}: better than {count} of {total, plural, one {# city} other {# cities}}'
    expect(say(cities, { level: 'Fair', count: 2, total: 4 })).toBe('Fair: better than 2 of 4 cities')
    expect(say(cities, { level: 'Fair', count: 0, total: 1 })).toBe('Fair: better than 0 of 1 city')
    expect(say('{n, plural, =0 {none} one {# day} other {# days}} {kind, select, a {A} other {other}}', { n: 0, kind: 'a' })).toBe('none A')
    expect(say("Keep children's play short. #1", {})).toBe("Keep children's play short. #1")
    expect(say('Hi {name}')).toBe('Hi {name}')
  })

  it("reads the compiled form the app's build writes", () => {
    expect(say(['Hi ', ['name'], ', ', ['n', 'plural', { one: ['#', ' day'], other: ['#', ' days'] }]], { name: 'Ana', n: 3 })).toBe('Hi Ana, 3 days')
  })
})
