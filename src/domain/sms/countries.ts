/**
 * The countries AirAhead texts (issue 15, decision 171): one list for sign-in validation
 * (the server's default SMS_ALLOWED_COUNTRIES), /pricing, /subscribe, the sign-in phone form
 * and the waitlist. Each entry records what a sender needs there, from Twilio's country
 * guidelines (twilio.com/guidelines/<cc>/sms) and compliance pages, because every AirAhead
 * text says "Reply STOP": it is sent from a number that can receive the reply.
 */
export interface SmsCountry {
  /** ISO 3166-1 alpha-2. */
  code: string
  /** What the deploy's Twilio sender needs before texting this country. */
  needs: string
}

export const SMS_COUNTRIES: readonly SmsCountry[] = [
  {
    code: 'US',
    needs:
      'A2P 10DLC brand and campaign registration for a local number, or toll-free verification for a toll-free one (unverified toll-free traffic has been blocked since 31 Jan 2024).',
  },
  {
    code: 'CA',
    needs:
      'The US sender works (a verified toll-free number reaches the major Canadian carriers); Canadian carriers filter A2P traffic on long codes, so volume needs a short code.',
  },
  { code: 'GB', needs: 'A UK number for two-way texts; an alphanumeric sender cannot receive STOP, and a protected (MEF) sender ID needs a letter of authorisation.' },
  {
    code: 'AU',
    needs: 'An Australian number (two-way supported); alphanumeric sender IDs must be on the ACMA Sender ID Register from 1 Jul 2026, else they show as "Unverified".',
  },
  { code: 'IE', needs: 'A number that can take replies; check the Ireland page of Twilio\u2019s SMS guidelines for the sender type.' },
  { code: 'DE', needs: 'Numeric and alphanumeric senders are both delivered; use a number for STOP replies.' },
  { code: 'NL', needs: 'Numeric and alphanumeric senders, no registration; use a number for STOP replies.' },
  { code: 'AT', needs: 'Alphanumeric senders without registration; use a number for STOP replies.' },
  {
    code: 'FR',
    needs: 'Alphanumeric senders get "STOP 36047" appended by the carriers; a number for STOP replies to AirAhead.',
  },
  {
    code: 'ES',
    needs: 'Alphanumeric senders must be on the CNMC alias registry from 15 Sep 2026; numbers are outside it.',
  },
]

/**
 * Recorded, not texted: what it would take. India: every A2P text needs DLT registration
 * (entity, header, approved template), and Twilio delivers to India one-way from random
 * short codes, so STOP replies could not reach us.
 */
export const SMS_COUNTRIES_NOT_YET: readonly SmsCountry[] = [
  {
    code: 'IN',
    needs:
      'DLT registration (entity ID, sender header and each message template approved on an operator portal); Twilio sends to India one-way, from random ILDO short codes.',
  },
]

/** The default texting list, as codes. */
export const SMS_COUNTRY_CODES: readonly string[] = SMS_COUNTRIES.map((country) => country.code)

/** Whether a number in `country` can be texted, given the deploy's list. */
export function isTextableCountry(country: string | null | undefined, allowed: readonly string[]): boolean {
  return country !== null && country !== undefined && allowed.includes(country.toUpperCase())
}

/**
 * "United States, Canada and United Kingdom" in the reader's language (region names and, but
 * for English's own "and" without a serial comma, the list from Intl).
 */
export function describeCountries(codes: readonly string[], locale = 'en'): string {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const list = codes.map((code) => names.of(code) ?? code)
  if (list.length <= 1) return list[0] ?? ''
  if (locale !== 'en') return new Intl.ListFormat([locale], { type: 'conjunction' }).format(list)
  return `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`
}
