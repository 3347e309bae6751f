import { localeStyleFor, type LocaleStyle } from '../domain/time/locale-style'

let cached: LocaleStyle | undefined

/**
 * The reader's clock, date order and decimal separator, from the browser's languages (most
 * preferred first; decision 181). Read once per page: a language change in the browser's
 * settings reloads open pages' `navigator.languages` only on the next load.
 */
export function deviceLocaleStyle(): LocaleStyle {
  cached ??= localeStyleFor(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
  return cached
}
