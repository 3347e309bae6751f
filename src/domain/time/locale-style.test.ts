import { describe, expect, it } from 'vitest'
import { EN_US_STYLE, KNOWN_LOCALES, localeStyleFor } from './locale-style'

/** What Intl (Node's ICU and its CLDR) says of a locale: the oracle the table was made from. */
function intlStyle(locale: string) {
  const hourCycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle
  const first = new Intl.DateTimeFormat(locale, { month: 'numeric', day: 'numeric' })
    .formatToParts(0)
    .find((part) => part.type === 'month' || part.type === 'day')?.type
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value
  return {
    hourCycle: hourCycle === 'h12' || hourCycle === 'h11' ? 'h12' : 'h23',
    dateOrder: first === 'month' ? 'month-day' : 'day-month',
    decimalSeparator: decimal === ',' ? ',' : '.',
  }
}

describe('localeStyleFor', () => {
  it.each(KNOWN_LOCALES)('%s agrees with Intl', (locale) => {
    expect(localeStyleFor([locale])).toEqual(intlStyle(locale))
  })

  it.each([
    ['en-US', { hourCycle: 'h12', dateOrder: 'month-day', decimalSeparator: '.' }],
    ['en-GB', { hourCycle: 'h23', dateOrder: 'day-month', decimalSeparator: '.' }],
    ['de-DE', { hourCycle: 'h23', dateOrder: 'day-month', decimalSeparator: ',' }],
    ['fr-CA', { hourCycle: 'h23', dateOrder: 'month-day', decimalSeparator: ',' }],
  ])('%s', (locale, style) => {
    expect(localeStyleFor([locale])).toEqual(style)
  })

  it('takes the first locale it knows, by language when the region is not listed', () => {
    expect(localeStyleFor(['xx-YY', 'de-LU', 'en-US'])).toEqual(localeStyleFor(['de']))
    expect(localeStyleFor(['en-gb'])).toEqual(localeStyleFor(['en-GB']))
    expect(localeStyleFor(['zh-Hant-TW'])).toEqual(localeStyleFor(['zh-TW']))
  })

  it("is en-US's with no locale or none it knows", () => {
    expect(localeStyleFor([])).toEqual(EN_US_STYLE)
    expect(localeStyleFor(['tlh'])).toEqual(EN_US_STYLE)
  })
})
