import { emailErrorCodes } from '../../../src/domain/contracts/email'
import { waitlistRequestSchema, type WaitlistResponse } from '../../../src/domain/contracts/sms-countries'
import { describeCountries, isTextableCountry } from '../../../src/domain/sms/countries'
import { clientRateLimitKey, rateLimitKey } from '../client-ip'
import { CONFIRMATION_DAYS, hashConfirmationToken, newConfirmationToken } from '../email/confirmation-token'
import { sendConfirmation, siteOrigin } from '../email/send-confirmation'
import { translator } from '../i18n'
import { requestLocale } from '../request-locale'
import { serverEnv } from '../env'
import { allowMethods, json, problem, readerText, type ReaderMessage } from '../http'
import { emailSetup } from '../providers/email'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import { readJsonBody, sameOrigin } from '../request-body'
import { waitlistConfirmationEmail, waitlistConfirmationLink } from './confirmation'
import { forgetPendingJoin, recordJoin } from './waitlist-rows'

/**
 * The newsletter's limits (decisions 092, 119): joins per network, and attempts per address,
 * an hour's and a day's worth (each sends the address a confirmation e-mail); the e-mails
 * themselves have their own shares (`takeConfirmationMail`, decision 232).
 */
export const WAITLIST_LIMITS = {
  perIp: { name: 'sms-waitlist-ip', limit: 10, windowSeconds: 3600 },
  perEmail: { name: 'sms-waitlist-email', limit: 3, windowSeconds: 3600 },
  perEmailDay: { name: 'sms-waitlist-email-day', limit: 5, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimitRule>

const JOIN_WORDS = {
  confirmationSent: /*i18n*/ {
    id: 'answer.waitlist.confirmationSent',
    message: 'Check your inbox: we sent a confirmation link to {email}. Open it within {days} days to be told when AirAhead can text numbers in {country}.',
  },
  confirmationInOutbox: /*i18n*/ {
    id: 'answer.waitlist.confirmationInOutbox',
    message: 'Check the local e-mail outbox (/api/dev/email-outbox): the confirmation link for {email} is there; nothing was sent, as no SMTP server is configured.',
  },
  alreadyTexted: /*i18n*/ { id: 'problem.waitlist.alreadyTexted', message: 'AirAhead already texts numbers in {country}: sign in with your phone to get alerts.' },
}

/** What the waitlist answers (decision 285: descriptors, written in the request's language). */
export const WAITLIST_MESSAGES = {
  confirmationSent: (email: string, country: string) => ({ ...JOIN_WORDS.confirmationSent, values: { email, days: CONFIRMATION_DAYS, country } }),
  confirmationInOutbox: (email: string) => ({ ...JOIN_WORDS.confirmationInOutbox, values: { email } }),
  alreadyTexted: (country: string) => ({ ...JOIN_WORDS.alreadyTexted, values: { country } }),
  tooManyFromIp: /*i18n*/ { id: 'problem.waitlist.tooManyFromIp', message: 'Too many sign-ups from your network. Please try again later.' },
  tooManyForEmail: /*i18n*/ { id: 'problem.waitlist.tooManyForEmail', message: 'Too many attempts for this email address. Please try again later.' },
  notConfigured: /*i18n*/ { id: 'problem.waitlist.notConfigured', message: 'The waitlist cannot take sign-ups right now: e-mail is not configured on this server.' },
  emailFailed: /*i18n*/ { id: 'problem.waitlist.emailFailed', message: 'We could not send the confirmation e-mail. Please try again in a few minutes.' },
} as const

/**
 * POST /api/sms/waitlist {email, country}: a visitor from a country AirAhead cannot text
 * yet. Double opt-in (decision 240): the join is pending and the address gets a one-time
 * link; it counts, and a confirmed address's country changes, only once the link is
 * followed. The answer is the same whether or not the address is on the list, so the list
 * cannot be probed; only a valid request counts against the limits.
 */
export async function joinWaitlist(req: Request, now: number): Promise<Response> {
  const refused = allowMethods(req, ['POST']) ?? sameOrigin(req)
  if (refused) return refused
  const body = await readJsonBody(req, waitlistRequestSchema)
  if (!body.ok) return body.response
  const { email, country } = body.value
  const countryName = describeCountries([country], requestLocale(req))
  if (isTextableCountry(country, serverEnv().SMS_ALLOWED_COUNTRIES)) {
    return problem(400, 'country_supported', WAITLIST_MESSAGES.alreadyTexted(countryName))
  }
  const setup = emailSetup()
  if (!setup) return problem(503, emailErrorCodes.emailNotConfigured, WAITLIST_MESSAGES.notConfigured)
  const limits: [RateLimitRule, string, ReaderMessage][] = [
    [WAITLIST_LIMITS.perIp, clientRateLimitKey(req), WAITLIST_MESSAGES.tooManyFromIp],
    [WAITLIST_LIMITS.perEmail, rateLimitKey(email), WAITLIST_MESSAGES.tooManyForEmail],
    [WAITLIST_LIMITS.perEmailDay, rateLimitKey(email), WAITLIST_MESSAGES.tooManyForEmail],
  ]
  for (const [rule, key, message] of limits) {
    const decision = await takeRateLimit(rule, key, now)
    if (!decision.allowed) return tooManyRequests(decision.retryAfterSeconds, message)
  }

  const token = newConfirmationToken()
  const tokenHash = hashConfirmationToken(token)
  const join = await recordJoin(email, country, tokenHash, new Date((now + CONFIRMATION_DAYS * 86_400) * 1000))
  const locale = requestLocale(req)
  // The e-mail names the country in the reader's language ("Francia"), decision 283.
  const mail = waitlistConfirmationEmail({ to: email, country: describeCountries([country], locale), link: waitlistConfirmationLink(siteOrigin(req), token), t: translator(locale), locale })
  const sent = await sendConfirmation(req, setup.provider, mail, now, WAITLIST_MESSAGES.emailFailed)
  if (!sent.ok) {
    if (join === 'pending-new') await forgetPendingJoin(tokenHash)
    return sent.response
  }
  const message = readerText(sent.delivery === 'smtp' ? WAITLIST_MESSAGES.confirmationSent(email, countryName) : WAITLIST_MESSAGES.confirmationInOutbox(email))
  const answer: WaitlistResponse = { success: true, message }
  return json(answer, { headers: { 'cache-control': 'no-store' } })
}
