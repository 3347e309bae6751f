import {
  newsletterSubscribeRequestSchema,
  type NewsletterSubscribeResponse,
} from '../../../src/domain/contracts/newsletter'
import { clientRateLimitKey, rateLimitKey } from '../client-ip'
import { allowMethods, json } from '../http'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import { readJsonBody, sameOrigin } from '../request-body'
import { addSubscriber } from './subscribers'

/** Sign-ups from one network, and attempts for one address, per hour. */
export const NEWSLETTER_LIMITS = {
  perIp: { name: 'newsletter-ip', limit: 10, windowSeconds: 3600 },
  perEmail: { name: 'newsletter-email', limit: 3, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>

export const NEWSLETTER_MESSAGES = {
  added: "Thanks for subscribing! We'll send air-quality tips and AirAhead news to your inbox.",
  alreadySubscribed: "You're already subscribed.",
  tooManyFromIp: 'Too many sign-ups from your network. Please try again later.',
  tooManyForEmail: 'Too many attempts for this email address. Please try again later.',
} as const

export interface NewsletterDeps {
  /** Unix seconds. */
  now: () => number
}

/**
 * POST /api/newsletter/subscribe. Only a valid request counts against the limits, so
 * nothing is written for bad input; every valid attempt counts, duplicates included,
 * which also slows down anyone probing which addresses are on the list.
 */
export async function subscribeToNewsletter(req: Request, deps: NewsletterDeps): Promise<Response> {
  const refused = allowMethods(req, ['POST']) ?? sameOrigin(req)
  if (refused) return refused
  const body = await readJsonBody(req, newsletterSubscribeRequestSchema)
  if (!body.ok) return body.response
  const { email, source } = body.value

  const now = deps.now()
  const byIp = await takeRateLimit(NEWSLETTER_LIMITS.perIp, clientRateLimitKey(req), now)
  if (!byIp.allowed) return tooManyRequests(byIp.retryAfterSeconds, NEWSLETTER_MESSAGES.tooManyFromIp)
  const byEmail = await takeRateLimit(NEWSLETTER_LIMITS.perEmail, rateLimitKey(email), now)
  if (!byEmail.allowed) return tooManyRequests(byEmail.retryAfterSeconds, NEWSLETTER_MESSAGES.tooManyForEmail)

  const outcome = await addSubscriber(email, source)
  const answer: NewsletterSubscribeResponse =
    outcome === 'added'
      ? { success: true, message: NEWSLETTER_MESSAGES.added, alreadySubscribed: false }
      : { success: true, message: NEWSLETTER_MESSAGES.alreadySubscribed, alreadySubscribed: true }
  return json(answer, { status: outcome === 'added' ? 201 : 200, headers: { 'cache-control': 'no-store' } })
}
