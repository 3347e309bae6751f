/**
 * The country of the first browser language that names one (`en-AU` → AU), or null: a
 * language without a region (`en`) says nothing about where someone is, and unlike the
 * sign-in form's default this must not guess, since it decides whom we tell "not yet".
 */
export function visitorCountry(languages: readonly string[]): string | null {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region
      if (region && /^[A-Z]{2}$/.test(region)) return region
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return null
}
