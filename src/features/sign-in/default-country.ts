import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/min'

/** The country a national number is read in when the browser's languages name none. */
export const FALLBACK_COUNTRY: CountryCode = 'US'

/**
 * The country of the first browser language that names one (`en-GB` → GB, `fr-CA` → CA),
 * else the US. A language without a region (`en`, `fr`) says nothing about where the
 * phone is, so it is skipped.
 */
export function defaultCountry(languages: readonly string[]): CountryCode {
  for (const tag of languages) {
    const region = regionOf(tag)
    if (region && isSupportedCountry(region)) return region
  }
  return FALLBACK_COUNTRY
}

function regionOf(tag: string): string | undefined {
  try {
    return new Intl.Locale(tag).region
  } catch {
    return undefined
  }
}
