import { emailErrorCodes } from '../../../src/domain/contracts/email'
import {
  newsletterSubscribeRequestSchema,
  type NewsletterSubscribeResponse,
} from '../../../src/domain/contracts/newsletter'
import { clientRateLimitKey, rateLimitKey } from '../client-ip'
import { allowMethods, json, problem, readerText, type ReaderMessage } from '../http'
import { CONFIRMATION_DAYS, hashConfirmationToken, newConfirmationToken } from '../email/confirmation-token'
import { sendConfirmation, siteOrigin } from '../email/send-confirmation'
import { emailSetup } from '../providers/email'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import { readJsonBody, sameOrigin } from '../request-body'
import { confirmationEmail, confirmationLink } from './confirmation-email'
import { translator } from '../i18n'
import { requestLocale } from '../request-locale'
import { forgetPendingSignUp, recordSignUp } from './subscribers'

/**
 * Sign-ups from one network, and attempts for one address (each may send it a confirmation
 * e-mail: an hour's and a day's worth); the e-mails themselves have their own limits
 * (`takeConfirmationMail`, decision 232).
 */
export const NEWSLETTER_LIMITS = {
  perIp: { name: 'newsletter-ip', limit: 10, windowSeconds: 3600 },
  perEmail: { name: 'newsletter-email', limit: 3, windowSeconds: 3600 },
  perEmailDay: { name: 'newsletter-email-day', limit: 5, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimitRule>

const SUBSCRIBE_WORDS = {
  confirmationSent: /*i18n*/ {
    id: 'answer.newsletter.confirmationSent',
    message: 'Almost done: we sent a confirmation link to {email}. Open it within {days} days to start getting the newsletter.',
  },
  confirmationInOutbox: /*i18n*/ {
    id: 'answer.newsletter.confirmationInOutbox',
    message: 'Almost done: the confirmation link for {email} is in the local e-mail outbox (/api/dev/email-outbox); nothing was sent, as no SMTP server is configured.',
  },
}

/** What the newsletter signup answers (decision 285: descriptors, written in the request's language). */
export const NEWSLETTER_MESSAGES = {
  confirmationSent: (email: string) => ({ ...SUBSCRIBE_WORDS.confirmationSent, values: { email, days: CONFIRMATION_DAYS } }),
  confirmationInOutbox: (email: string) => ({ ...SUBSCRIBE_WORDS.confirmationInOutbox, values: { email } }),
  alreadySubscribed: /*i18n*/ { id: 'answer.newsletter.alreadySubscribed', message: 'You\'re already subscribed.' },
  tooManyFromIp: /*i18n*/ { id: 'problem.newsletter.tooManyFromIp', message: 'Too many sign-ups from your network. Please try again later.' },
  tooManyForEmail: /*i18n*/ { id: 'problem.newsletter.tooManyForEmail', message: 'Too many attempts for this email address. Please try again later.' },
  notConfigured: /*i18n*/ { id: 'problem.newsletter.notConfigured', message: 'The newsletter cannot take sign-ups right now: e-mail is not configured on this server.' },
  emailFailed: /*i18n*/ { id: 'problem.newsletter.emailFailed', message: 'We could not send the confirmation e-mail. Please try again in a few minutes.' },
} as const

export interface NewsletterDeps {
  /** Unix seconds. */
  now: () => number
}

/**
 * POST /api/newsletter/subscribe: double opt-in (decision 119). A new or still pending
 * address gets a confirmation e-mail with a one-time link and counts only once it is
 * followed; a confirmed one is "already subscribed" and gets nothing. Only a valid request
 * counts against the limits, so nothing is written for bad input; every valid attempt
 * counts, duplicates included, which also slows down anyone probing the list.
 */
export async function subscribeToNewsletter(req: Request, deps: NewsletterDeps): Promise<Response> {
  const refused = allowMethods(req, ['POST']) ?? sameOrigin(req)
  if (refused) return refused
  const body = await readJsonBody(req, newsletterSubscribeRequestSchema)
  if (!body.ok) return body.response
  const { email, source } = body.value
  const setup = emailSetup()
  if (!setup) return problem(503, emailErrorCodes.emailNotConfigured, NEWSLETTER_MESSAGES.notConfigured)

  const now = deps.now()
  const limits: [RateLimitRule, string, ReaderMessage][] = [
    [NEWSLETTER_LIMITS.perIp, clientRateLimitKey(req), NEWSLETTER_MESSAGES.tooManyFromIp],
    [NEWSLETTER_LIMITS.perEmail, rateLimitKey(email), NEWSLETTER_MESSAGES.tooManyForEmail],
    [NEWSLETTER_LIMITS.perEmailDay, rateLimitKey(email), NEWSLETTER_MESSAGES.tooManyForEmail],
  ]
  for (const [rule, key, message] of limits) {
    const decision = await takeRateLimit(rule, key, now)
    if (!decision.allowed) return tooManyRequests(decision.retryAfterSeconds, message)
  }

  const token = newConfirmationToken()
  const tokenHash = hashConfirmationToken(token)
  const signUp = await recordSignUp(email, source, tokenHash, new Date((now + CONFIRMATION_DAYS * 86_400) * 1000))
  if (signUp === 'confirmed') return answer({ success: true, message: readerText(NEWSLETTER_MESSAGES.alreadySubscribed), alreadySubscribed: true }, 200)

  const locale = requestLocale(req)
  const mail = confirmationEmail({ to: email, link: confirmationLink(siteOrigin(req), token), t: translator(locale), locale })
  const sent = await sendConfirmation(req, setup.provider, mail, now, NEWSLETTER_MESSAGES.emailFailed)
  if (!sent.ok) {
    if (signUp === 'pending-new') await forgetPendingSignUp(tokenHash)
    return sent.response
  }
  const message = readerText(sent.delivery === 'smtp' ? NEWSLETTER_MESSAGES.confirmationSent(email) : NEWSLETTER_MESSAGES.confirmationInOutbox(email))
  return answer({ success: true, message, alreadySubscribed: false }, signUp === 'pending-new' ? 201 : 200)
}

function answer(body: NewsletterSubscribeResponse, status: number): Response {
  return json(body, { status, headers: { 'cache-control': 'no-store' } })
}
