import * as z from 'zod/mini'
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../validation/newsletter'
import { say } from '../i18n/ambient'
import { bodyObjectError } from './body-errors'

/** GET /api/sms/countries: the countries this deploy texts (its SMS_ALLOWED_COUNTRIES). */
export const smsCountriesResponseSchema = z.object({ countries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))) })
export type SmsCountriesResponse = z.infer<typeof smsCountriesResponseSchema>

const EMAIL_MESSAGES = {
  invalid: /*i18n*/ { id: 'validation.email.invalid', message: 'Please enter a valid email address.' },
  required: /*i18n*/ { id: 'validation.email.required', message: 'Email is required.' },
  notText: /*i18n*/ { id: 'validation.email.notText', message: 'Email must be a string.' },
}
const chooseCountry = () => say(/*i18n*/ { id: 'validation.waitlist.country', message: 'Choose your country.' })
const invalidEmail = () => say(EMAIL_MESSAGES.invalid)

/** POST /api/sms/waitlist: someone whose country AirAhead cannot text yet. */
export const waitlistRequestSchema = z.strictObject(
  {
    email: z.pipe(
      z
        .string({ error: (issue) => say(issue.input === undefined ? EMAIL_MESSAGES.required : EMAIL_MESSAGES.notText) })
        .check(z.overwrite(normalizeEmail)),
      z.email({ error: invalidEmail }).check(z.maxLength(EMAIL_MAX_LENGTH, { error: invalidEmail })),
    ),
    country: z
      .string({ error: chooseCountry })
      .check(z.overwrite((c) => c.trim().toUpperCase()), z.regex(/^[A-Z]{2}$/, { error: chooseCountry })),
  },
  { error: bodyObjectError },
)
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>

export const waitlistResponseSchema = z.object({ success: z.boolean(), message: z.string() })
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>
