import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** The placeholder of the phone box: a US number as people write it (docs/product.md §Screens, /alerts). */
export const PHONE_PLACEHOLDER = '(555) 123-4567'

/**
 * How the phone box relates to the verified phone: `verified` (the same number, however it is
 * typed), `other` (a different possible number), `incomplete` (not a number yet) or `empty`.
 */
export type PhoneEntry =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | { kind: 'verified'; e164: string }
  | { kind: 'other'; e164: string; international: string }

/**
 * Reads the typed text with the verified phone's country calling code (US when there is
 * none) unless it starts with +. Only the length is checked (the small metadata): the server decides the rest.
 */
export function readPhoneEntry(text: string, verifiedE164: string | null): PhoneEntry {
  if (text.trim() === '') return { kind: 'empty' }
  const phone = parsePhoneNumberFromString(text, defaultsFor(verifiedE164))
  if (!phone?.isPossible()) return { kind: 'incomplete' }
  if (phone.number === verifiedE164) return { kind: 'verified', e164: phone.number }
  return { kind: 'other', e164: phone.number, international: phone.formatInternational() }
}

/** "+1 202 555 0143" for "+12025550143"; the text itself when it cannot be read. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}

/** The calling code, not the country: +44 alone does not say GB or GG, and either reads 07… the same. */
function defaultsFor(e164: string | null) {
  const callingCode = e164 ? parsePhoneNumberFromString(e164)?.countryCallingCode : undefined
  return callingCode ? { defaultCallingCode: callingCode } : { defaultCountry: 'US' as const }
}
