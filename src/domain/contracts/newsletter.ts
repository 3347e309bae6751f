// zod/mini: the response schema also runs in the browser.
import * as z from 'zod/mini'
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../validation/newsletter'
import { say } from '../i18n/ambient'
import { bodyObjectError } from './body-errors'

/** Where on the site someone signed up (docs/product.md §API sends 'website'). */
export const NEWSLETTER_SOURCES = ['website', 'home', 'landing'] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

const EMAIL_MESSAGES = {
  invalid: /*i18n*/ { id: 'validation.email.invalid', message: 'Please enter a valid email address.' },
  required: /*i18n*/ { id: 'validation.email.required', message: 'Email is required.' },
  notText: /*i18n*/ { id: 'validation.email.notText', message: 'Email must be a string.' },
}
const SOURCE_MESSAGE = /*i18n*/ { id: 'validation.newsletter.source', message: 'Source must be one of {sources}.' }
const invalidEmail = () => say(EMAIL_MESSAGES.invalid)

/** Normalised before the shape check, so " Ann@Example.com" is ann@example.com. */
const emailSchema = z.pipe(
  z
    .string({ error: (issue) => say(issue.input === undefined ? EMAIL_MESSAGES.required : EMAIL_MESSAGES.notText) })
    .check(z.overwrite(normalizeEmail)),
  z.email({ error: invalidEmail }).check(z.maxLength(EMAIL_MAX_LENGTH, { error: invalidEmail })),
)

/** POST /api/newsletter/subscribe. `source` may be left out: it is then 'website'. */
export const newsletterSubscribeRequestSchema = z.strictObject(
  {
    email: emailSchema,
    source: z._default(
      z.enum(NEWSLETTER_SOURCES, { error: () => say(SOURCE_MESSAGE, { sources: NEWSLETTER_SOURCES.join(', ') }) }),
      'website',
    ),
  },
  { error: bodyObjectError },
)
export type NewsletterSubscribeRequest = z.output<typeof newsletterSubscribeRequestSchema>

/** 201 when added, 200 when the address was already on the list (still a success). */
export const newsletterSubscribeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  alreadySubscribed: z.boolean(),
})
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>
