import { parsePhoneNumberFromString, type CountryCode, type NumberType } from 'libphonenumber-js/max'
import { say } from '../../../src/domain/i18n/ambient'
import { describeCountries } from '../../../src/domain/sms/countries'
import { currentLocale } from '../request-context'
import { err, ok, type Result } from '../result'

/** Number types that can receive a text. Landlines, premium-rate and toll-free numbers cannot (or must not: SMS pumping). */
const TEXTABLE: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE_OR_MOBILE'])

export interface PhoneError {
  error: 'invalid_phone' | 'country_not_supported'
  message: string
}

/**
 * A typed phone number as E.164, or why it cannot receive a sign-in code. A number without
 * `+` is read in `country` (default US). Uses the full metadata: validity and the number's
 * type need it, and this runs on the server only.
 */
export function textablePhone(input: string, country: string | undefined, allowedCountries: readonly string[]): Result<string, PhoneError> {
  const phone = parsePhoneNumberFromString(input, { defaultCountry: (country?.toUpperCase() ?? 'US') as CountryCode })
  if (!phone?.isValid()) {
    return err({ error: 'invalid_phone', message: say(/*i18n*/ { id: 'problem.phone.invalid', message: 'That is not a valid phone number. Check the number and the country code.' }) })
  }
  if (!phone.country || !allowedCountries.includes(phone.country)) {
    return err({
      error: 'country_not_supported',
      message: say(/*i18n*/ { id: 'problem.phone.countryNotSupported', message: 'AirAhead can text numbers in {countries} only; {number} is not one of them.', values: { countries: describeCountries(allowedCountries, currentLocale()), number: phone.formatInternational() } }),
    })
  }
  const type = phone.getType()
  if (type === undefined || !TEXTABLE.has(type)) {
    return err({ error: 'invalid_phone', message: say(/*i18n*/ { id: 'problem.phone.notMobile', message: '{number} cannot receive text messages. Use a mobile number.', values: { number: phone.formatInternational() } }) })
  }
  return ok(phone.number)
}

/** Whether a typed number ("(201) 555-0123", "+1 201…") is this E.164 number, read in its country. */
export function isSamePhone(typed: string, e164: string): boolean {
  const country = parsePhoneNumberFromString(e164)?.country
  return parsePhoneNumberFromString(typed, country ? { defaultCountry: country } : undefined)?.number === e164
}

/** E.164 for people: "+1 201 555 0123". */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164
}


/** The country calling code of an E.164 number, without "+": "1", "44". */
export function callingCode(e164: string): string {
  return parsePhoneNumberFromString(e164)?.countryCallingCode ?? e164.slice(1, 2)
}
