import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min'

export interface CountryOption {
  code: CountryCode
  /** "United Kingdom (+44)" in the reader's language. */
  label: string
}

/** Every country the phone metadata knows, by name in the reader's language. */
export function countryOptions(locale?: string): CountryOption[] {
  const names = new Intl.DisplayNames(locale, { type: 'region' })
  return getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
    .map(({ code, name, callingCode }) => ({ code, label: `${name} (+${callingCode})` }))
}
