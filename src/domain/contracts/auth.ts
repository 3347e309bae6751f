// zod/mini: these schemas also run in the browser (the sign-in page and the account sheet).
import * as z from 'zod/mini'
import { say } from '../i18n/ambient'
import { bodyObjectError, mustBeText } from './body-errors'
import { currentUserSchema } from './user'
import { APP_LOCALES, appLocaleSchema } from '../i18n/locales'

/**
 * Phone sign-in (issue 4). Every request body is a strict object: unknown fields are a
 * 400, and every error answer is the `{ error, message }` problem (contracts/problem.ts)
 * with one of `authErrorCodes`. State-changing calls must come from the app's own origin
 * (a cross-origin `Origin` is a 403 `cross_origin`).
 */

/** Longest accepted phone text: E.164 is at most 15 digits, people add spaces and dashes. */
export const PHONE_INPUT_MAX_LENGTH = 32
/** A sign-in code: exactly six digits. */
export const SIGN_IN_CODE_LENGTH = 6
/** Seconds before another code may be requested for the same phone. */
export const RESEND_AFTER_SECONDS = 60
/** Wrong tries that lock a code. */
export const MAX_CODE_ATTEMPTS = 5

const AUTH_MESSAGES = {
  enterPhone: /*i18n*/ { id: 'validation.phone.required', message: 'Enter your phone number.' },
  phoneTooLong: /*i18n*/ { id: 'validation.phone.tooLong', message: 'That is too long for a phone number.' },
  country: /*i18n*/ { id: 'validation.phone.country', message: 'country must be a two-letter code such as US.', comment: '"country" is the name of the request field, untranslated' },
  code: /*i18n*/ { id: 'validation.code.digits', message: 'The code is 6 digits.' },
  confirmDelete: /*i18n*/ { id: 'validation.account.confirmDelete', message: 'Send {json} to delete the account.', comment: 'json: {"confirm": "DELETE"}, as it is' },
  locale: /*i18n*/ { id: 'validation.locale.oneOf', message: 'The language must be one of: {locales}.' },
}

const phoneInput = z.string({ error: mustBeText('phone') }).check(
  z.trim(),
  z.minLength(1, { error: () => say(AUTH_MESSAGES.enterPhone) }),
  z.maxLength(PHONE_INPUT_MAX_LENGTH, { error: () => say(AUTH_MESSAGES.phoneTooLong) }),
)
const countryInput = z.optional(
  z.string({ error: mustBeText('country') }).check(z.regex(/^[A-Za-z]{2}$/, { error: () => say(AUTH_MESSAGES.country) })),
)

/**
 * POST /api/auth/code: text a sign-in code to `phone`. The server parses the number with
 * libphonenumber-js; a national number without `+` is read in `country` (ISO 3166-1
 * alpha-2, e.g. from the browser's locale), else as US. Destinations outside
 * SMS_ALLOWED_COUNTRIES are a 400 `country_not_supported`.
 */
export const requestCodeBodySchema = z.strictObject({ phone: phoneInput, country: countryInput }, { error: bodyObjectError })
export type RequestCodeBody = z.infer<typeof requestCodeBodySchema>

export const requestCodeResponseSchema = z.object({
  /** The number the code went to, E.164 (send this back to /api/auth/verify). */
  phone: z.string(),
  /** ISO 8601: the code stops working then (10 minutes). */
  expiresAt: z.string(),
  /** Seconds until a new code may be requested (60). */
  resendAfterSeconds: z.int(),
  /**
   * `sms`: handed to the SMS provider. `outbox`: local mode, nothing was texted; the
   * message is stored in the outbox (GET /api/dev/outbox).
   */
  delivery: z.enum(['sms', 'outbox']),
  /** A sentence for people, e.g. "We texted a code to +1 212 555 0100." */
  message: z.string(),
})
export type RequestCodeResponse = z.infer<typeof requestCodeResponseSchema>

/** POST /api/auth/verify: the E.164 phone from the code answer and the 6 digits. */
export const verifyCodeBodySchema = z.strictObject(
  {
    phone: phoneInput,
    code: z.string({ error: mustBeText('code') }).check(z.trim(), z.regex(/^\d{6}$/, { error: () => say(AUTH_MESSAGES.code) })),
    country: countryInput,
  },
  { error: bodyObjectError },
)
export type VerifyCodeBody = z.infer<typeof verifyCodeBodySchema>

/**
 * Signed in: a new session cookie is set (the old one, if any, is ended) and any data
 * of the device's anonymous account now belongs to this user.
 */
export const verifyCodeResponseSchema = z.object({
  user: currentUserSchema,
  /** True when this phone had no account before. */
  created: z.boolean(),
})
export type VerifyCodeResponse = z.infer<typeof verifyCodeResponseSchema>

/**
 * POST /api/auth/logout: no body (or `{}`); 200 and the cookie is cleared, even without a
 * session. Signing out of an anonymous account deletes it (nothing could reach it again).
 */
export const logoutBodySchema = z.strictObject({}, { error: bodyObjectError })
export const logoutResponseSchema = z.object({ success: z.literal(true) })
export type LogoutResponse = z.infer<typeof logoutResponseSchema>

/**
 * DELETE /api/auth/account: deletes the account (anonymous or signed in) and every personal
 * row, after cancelling a live Stripe subscription; the cookie is cleared. 401 without a
 * session; 502 `payments_unavailable` (nothing deleted) when Stripe cannot cancel.
 */
export const deleteAccountBodySchema = z.strictObject(
  { confirm: z.literal('DELETE', { error: () => say(AUTH_MESSAGES.confirmDelete, { json: '{"confirm": "DELETE"}' }) }) },
  { error: bodyObjectError },
)
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>
export const deleteAccountResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>

/**
 * PUT /api/user/locale: the language the person's texts, pushes and e-mails are written in
 * (decision 283), chosen in Settings. Without a session nothing is saved (`saved: false`):
 * sign-in sets it from the app's language.
 */
export const userLocaleBodySchema = z.strictObject(
  { locale: z.enum(APP_LOCALES, { error: () => say(AUTH_MESSAGES.locale, { locales: APP_LOCALES.join(', ') }) }) },
  { error: bodyObjectError },
)
export type UserLocaleBody = z.infer<typeof userLocaleBodySchema>
export const userLocaleResponseSchema = z.object({ locale: appLocaleSchema, saved: z.boolean() })
export type UserLocaleResponse = z.infer<typeof userLocaleResponseSchema>

/** GET /api/dev/outbox, local mode only (404 when Twilio is configured or on any Netlify deploy): the newest 50 texts first. */
export const outboxMessageSchema = z.object({
  id: z.string(),
  /** E.164 destination. */
  to: z.string(),
  body: z.string(),
  /** What the message is for, e.g. `sign_in_code`. */
  purpose: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
})
export type OutboxMessage = z.infer<typeof outboxMessageSchema>
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) })
export type OutboxResponse = z.infer<typeof outboxResponseSchema>

/**
 * The `error` codes the auth endpoints answer with, besides the generic ones of every
 * JSON endpoint: `malformed_json` and `invalid_request` 400 (the message is for people),
 * `method_not_allowed` 405, `payload_too_large` 413, `unsupported_media_type` 415,
 * `internal_error` 500.
 */
export const authErrorCodes = {
  /** 400: not a valid phone number, or one that cannot receive texts (landline, premium-rate, toll-free). */
  invalidPhone: 'invalid_phone',
  /** 400: valid number, but its country is not in SMS_ALLOWED_COUNTRIES. */
  countryNotSupported: 'country_not_supported',
  /** 400: wrong code; the message says how many tries are left. */
  codeInvalid: 'code_invalid',
  /** 400: no live code for this phone (expired, used, or never sent): request a new one. */
  codeExpired: 'code_expired',
  /** 400: 5 wrong tries; request a new one. */
  codeLocked: 'code_locked',
  /** 401: no session (logout never answers this). */
  notSignedIn: 'not_signed_in',
  /** 403: the request came from another origin. */
  crossOrigin: 'cross_origin',
  /** 429 with Retry-After (seconds): resend cooldown, per-phone or per-IP hourly limit. */
  rateLimited: 'rate_limited',
  /** 502: the SMS provider refused or failed to take the message; try again in a minute. */
  smsFailed: 'sms_failed',
  /** 409 (POST /api/user/phone): the new number already belongs to another account. */
  phoneInUse: 'phone_in_use',
} as const

/**
 * POST /api/user/phone: move the signed-in account to a new number, proven with the code
 * that POST /api/auth/code texted to it. The same body as /api/auth/verify.
 */
export const changePhoneBodySchema = verifyCodeBodySchema
export type ChangePhoneBody = VerifyCodeBody

export const changePhoneResponseSchema = z.object({
  user: currentUserSchema,
  /** False when the number already was the account's. */
  changed: z.boolean(),
  /** A sentence for people, e.g. "Your account now uses +1 212 555 0100. Alerts are off until…" */
  message: z.string(),
})
export type ChangePhoneResponse = z.infer<typeof changePhoneResponseSchema>
