import { afterEach, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { describeCountries } from '../sms/countries'
import { ambientTranslate, say, saying, setTranslationSource } from './ambient'
import { english, type Translate } from './locales'

const NAME = /*i18n*/ { id: 'test.name', message: 'Give {what} a name' }
const shouting: Translate = (descriptor) => english(descriptor).toUpperCase()

describe('the ambient translator (decision 285)', () => {
  const before = ambientTranslate()
  afterEach(() => setTranslationSource(() => before))

  it('says English until a source is set, then asks the source on every message', () => {
    setTranslationSource(() => english)
    expect(say(NAME, { what: 'the place' })).toBe('Give the place a name')
    let current = english
    setTranslationSource(() => current)
    current = shouting
    expect(say(NAME, { what: 'the place' })).toBe('GIVE THE PLACE A NAME')
  })

  it("makes a zod check's message when the check fails, in the language of that moment", () => {
    const schema = z.string().check(z.minLength(1, saying(NAME, { what: 'it' })))
    setTranslationSource(() => english)
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Give it a name')
    setTranslationSource(() => shouting)
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('GIVE IT A NAME')
  })
})

describe('describeCountries in the reader\'s language', () => {
  it('keeps English as it was and lists other languages with Intl', () => {
    expect(describeCountries(['US', 'CA', 'GB'])).toBe('United States, Canada and United Kingdom')
    expect(describeCountries(['US', 'CA', 'GB'], 'es')).toBe('Estados Unidos, Canadá y Reino Unido')
    expect(describeCountries(['MX'], 'es')).toBe('México')
  })
})
