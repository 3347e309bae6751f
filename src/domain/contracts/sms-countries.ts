import * as z from 'zod/mini'
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../validation/newsletter'
import { bodyObjectError } from './body-errors'

/** GET /api/sms/countries: the countries this deploy texts (its SMS_ALLOWED_COUNTRIES). */
export const smsCountriesResponseSchema = z.object({ countries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))) })
export type SmsCountriesResponse = z.infer<typeof smsCountriesResponseSchema>

const INVALID_EMAIL = 'Please enter a valid email address.'

/** POST /api/sms/waitlist: someone whose country AirAhead cannot text yet. */
export const waitlistRequestSchema = z.strictObject(
  {
    email: z.pipe(
      z
        .string({ error: (issue) => (issue.input === undefined ? 'Email is required.' : 'Email must be a string.') })
        .check(z.overwrite(normalizeEmail)),
      z.email({ error: INVALID_EMAIL }).check(z.maxLength(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL })),
    ),
    country: z
      .string({ error: 'Choose your country.' })
      .check(z.overwrite((c) => c.trim().toUpperCase()), z.regex(/^[A-Z]{2}$/, 'Choose your country.')),
  },
  { error: bodyObjectError },
)
export type WaitlistRequest = z.infer<typeof waitlistRequestSchema>

export const waitlistResponseSchema = z.object({ success: z.boolean(), message: z.string() })
export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>
