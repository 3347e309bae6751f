// zod/mini: these schemas also run in the browser (/test-welcome-email).
import * as z from 'zod/mini'

/**
 * E-mail (issue 6). The server sends through its e-mail port: SMTP when SMTP_URL is set,
 * else — locally — the outbox table, where nothing leaves the machine. No endpoint sends
 * to an address the caller chooses (docs/decisions/070-welcome-email-recipient.md).
 */

/** How a message left the server: handed to the SMTP server, or only stored in the local outbox. */
export const emailDeliverySchema = z.enum(['smtp', 'outbox'])
export type EmailDelivery = z.infer<typeof emailDeliverySchema>

/**
 * POST /api/user/send-welcome-email: docs/product.md §API sends a JSON content type and no body; `{}` is
 * accepted too, and any field is a 400 (the recipient is never the caller's to choose).
 */
export const sendWelcomeEmailBodySchema = z.strictObject({})

export const sendWelcomeEmailResponseSchema = z.object({
  success: z.literal(true),
  delivery: emailDeliverySchema,
  /** The address the message went (smtp) or would go (outbox) to. */
  to: z.string(),
  /** A sentence for people, true to `delivery`. */
  message: z.string(),
})
export type SendWelcomeEmailResponse = z.infer<typeof sendWelcomeEmailResponseSchema>

/** GET /api/dev/email-outbox (local mode only; 404 when SMTP is configured or in production). Newest first. */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** What the message is for, e.g. `welcome`. */
  purpose: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
})
export type OutboxEmail = z.infer<typeof outboxEmailSchema>
export const emailOutboxResponseSchema = z.object({ messages: z.array(outboxEmailSchema) })
export type EmailOutboxResponse = z.infer<typeof emailOutboxResponseSchema>

/**
 * The `error` codes of the e-mail endpoints (besides the generic `invalid_request` and
 * `malformed_json` 400, `cross_origin` 403, `method_not_allowed` 405, `payload_too_large`
 * 413, `unsupported_media_type` 415 and `internal_error` 500).
 */
export const emailErrorCodes = {
  /** 429 with Retry-After (seconds): too many test e-mails from this caller or in all. */
  rateLimited: 'rate_limited',
  /** 502: the SMTP server refused the message, failed or timed out. */
  emailFailed: 'email_failed',
  /** 503: a deployed site without SMTP_URL; nothing is stored where no one reads it. */
  emailNotConfigured: 'email_not_configured',
  /** 404: the outbox is read in local mode only. */
  notFound: 'not_found',
} as const
