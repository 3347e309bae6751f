// zod/mini: the response schema also runs in the browser.
import * as z from 'zod/mini'
import { EMAIL_MAX_LENGTH, normalizeEmail } from '../validation/newsletter'
import { bodyObjectError } from './body-errors'

/** Where on the site someone signed up (docs/product.md §API sends 'website'). */
export const NEWSLETTER_SOURCES = ['website', 'home', 'landing'] as const
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number]

const INVALID_EMAIL = 'Please enter a valid email address.'

/** Normalised before the shape check, so " Ann@Example.com" is ann@example.com. */
const emailSchema = z.pipe(
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required.' : 'Email must be a string.') })
    .check(z.overwrite(normalizeEmail)),
  z.email({ error: INVALID_EMAIL }).check(z.maxLength(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL })),
)

/** POST /api/newsletter/subscribe. `source` may be left out: it is then 'website'. */
export const newsletterSubscribeRequestSchema = z.strictObject(
  {
    email: emailSchema,
    source: z._default(
      z.enum(NEWSLETTER_SOURCES, { error: `Source must be one of ${NEWSLETTER_SOURCES.join(', ')}.` }),
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
