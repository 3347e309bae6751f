import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'

export interface ParsedPhone {
  /** `+12025550143`: what the server is sent. */
  e164: string
  /** `+1 202 555 0143`: what the person is shown. */
  international: string
  /** The number's country, when its digits say (`+1 …` may leave it open). */
  country: string | undefined
}

/**
 * A typed phone number in E.164, read in `country` unless it starts with `+`; null while it
 * cannot be a number yet. Only the length is checked here (the small metadata): the server
 * has the last word on validity and on which countries can receive texts.
 */
export function parsePhone(text: string, country: CountryCode): ParsedPhone | null {
  const phone = parsePhoneNumberFromString(text, country)
  if (!phone?.isPossible()) return null
  return { e164: phone.number, international: phone.formatInternational(), country: phone.country }
}
