/*
 * How a reader's locale writes clocks, dates and decimals (decision 181), without Intl: the
 * dashboard's first render formats times, and the first Intl date format starts ICU (decision
 * 012). The app's words stay English; the clock (12 or 24 hours), the order of day and month
 * and the decimal separator follow the locale. The sets below are CLDR's (v48, read through
 * ICU 78's Intl.DateTimeFormat `hourCycle`, the order of `month`/`day` parts and
 * Intl.NumberFormat's decimal part) for the locales Chrome offers as languages;
 * locale-style.test.ts checks them against Intl. A locale not listed takes its language's
 * style, and an unknown language en-US's.
 */

export interface LocaleStyle {
  /** "4 PM" (h12) or "16:00" (h23). */
  hourCycle: 'h12' | 'h23'
  /** "Nov 22" (month-day) or "22 Nov" (day-month). */
  dateOrder: 'month-day' | 'day-month'
  /** "12.5" or "12,5". */
  decimalSeparator: '.' | ','
}

/** en-US: the style of the app before issue 15, of the server's texts (SMS) and of the tests. */
export const EN_US_STYLE: LocaleStyle = { hourCycle: 'h12', dateOrder: 'month-day', decimalSeparator: '.' }

/** Every locale whose style this table knows; the test checks each against Intl. */
export const KNOWN_LOCALES = (
  'af am ar ar-AE ar-EG ar-SA ar-MA az be bg bn bs ca cs cy da de de-AT de-CH de-DE el en en-AU en-CA ' +
  'en-GB en-IE en-IN en-NZ en-PH en-SG en-US en-ZA es es-419 es-AR es-CL es-CO es-ES es-MX es-US et eu ' +
  'fi fil fr fr-BE fr-CA fr-CH fr-FR ga gl gu he hi hr hu hy id is it it-CH ja ka kk km kn ko ky lo lt lv ' +
  'mk ml mn mr ms my nb ne nl nl-BE no pa pl pt pt-BR pt-PT ro ru si sk sl sq sr sv sw ta te th tr uk ur uz ' +
  'vi zh zh-CN zh-HK zh-TW zu'
).split(' ')

const H12 = new Set(
  ('am ar ar-AE ar-EG ar-SA bn el en en-AU en-CA en-IN en-NZ en-PH en-SG en-US es-419 es-AR es-CL es-CO ' +
    'es-MX es-US fil gu hi km kn ko ml mr ms pa sq ta te ur zh-HK zh-TW').split(' '),
)
/** Month before day when the year is left out (year-first locales too: "11/22" in ja, zh, ko, hu, lt). */
const MONTH_FIRST = new Set(
  'en en-CA en-PH en-US en-ZA eu fa fil fr-CA hu ja ko lt mn ne ps si zh zh-CN zh-TW zu'.split(' '),
)
/** Decimal comma. (ar-EG, ar-SA, fa and ps use the Arabic separator "٫"; "." stands in for it here.) */
const DECIMAL_COMMA = new Set(
  ('af ar-MA az be bg bs ca cs da de de-AT de-DE el en-ZA es es-AR es-CL es-CO es-ES et eu fi fr fr-BE ' +
    'fr-CA fr-CH fr-FR gl hr hu hy id is it ka kk ky lo lt lv mk nb nl nl-BE no pl pt pt-BR pt-PT ro ru sk ' +
    'sl sq sr sv tr uk uz vi').split(' '),
)
const KNOWN = new Set(KNOWN_LOCALES)

/** "en-us" → "en-US", "zh-hant-tw" → "zh-TW"-like lookups: language and region only. */
function languageAndRegion(tag: string): { full: string; language: string } {
  const parts = tag.trim().replace(/_/g, '-').split('-')
  const language = (parts[0] ?? '').toLowerCase()
  const region = parts.slice(1).find((part) => /^([a-z]{2}|\d{3})$/i.test(part))
  return { full: region ? `${language}-${region.toUpperCase()}` : language, language }
}

function styleOf(tag: string): LocaleStyle {
  return {
    hourCycle: H12.has(tag) ? 'h12' : 'h23',
    dateOrder: MONTH_FIRST.has(tag) ? 'month-day' : 'day-month',
    decimalSeparator: DECIMAL_COMMA.has(tag) ? ',' : '.',
  }
}

/**
 * The style of the reader's first locale this table knows (the browser's `navigator.languages`,
 * most preferred first), by its language and region, else by its language; en-US's when none.
 */
export function localeStyleFor(locales: readonly string[]): LocaleStyle {
  for (const locale of locales) {
    const { full, language } = languageAndRegion(locale)
    if (KNOWN.has(full)) return styleOf(full)
    if (KNOWN.has(language)) return styleOf(language)
  }
  return EN_US_STYLE
}
