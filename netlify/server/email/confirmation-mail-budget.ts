import type { MessageDescriptor } from '../../../src/domain/i18n/locales'
import { blockRateLimitKey, clientIp, networkRateLimitKey, rateLimitKey } from '../client-ip'
import { takeRateLimits, tooManyRequests, type RateLimitCheck, type RateLimitRule } from '../rate-limit'

/**
 * Confirmation e-mails (the newsletter's and the SMS waitlist's double opt-in) go to an
 * address someone typed. The site sends at most `all` an hour; no one sender may spend
 * that for everyone, so each network, each IPv6 /48 or IPv4 /24, and each recipient domain
 * has a small share of it (decision 232). 300 an hour took 300 requests from anywhere; now it
 * takes 30 networks in 10 blocks, writing to 10 domains.
 */
export const CONFIRMATION_MAIL_LIMITS = {
  perNetwork: { name: 'confirmation-mail-network', limit: 10, windowSeconds: 3600 },
  perBlock: { name: 'confirmation-mail-block', limit: 30, windowSeconds: 3600 },
  /** A tenth of the site's hour: a flood aimed at one provider's users leaves the others theirs. */
  perDomain: { name: 'confirmation-mail-domain', limit: 30, windowSeconds: 3600 },
  all: { name: 'newsletter-confirmations-all', limit: 300, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>

export const CONFIRMATION_MAIL_MESSAGES: Record<string, MessageDescriptor> = {
  [CONFIRMATION_MAIL_LIMITS.perNetwork.name]: /*i18n*/ { id: 'problem.confirmationMail.perNetwork', message: 'Too many confirmation e-mails from your network. Please try again later.' },
  [CONFIRMATION_MAIL_LIMITS.perBlock.name]: /*i18n*/ { id: 'problem.confirmationMail.perNetwork', message: 'Too many confirmation e-mails from your network. Please try again later.' },
  [CONFIRMATION_MAIL_LIMITS.perDomain.name]: /*i18n*/ { id: 'problem.confirmationMail.perDomain', message: 'We are sending a lot of confirmation e-mails to addresses like yours right now. Please try again later.' },
  [CONFIRMATION_MAIL_LIMITS.all.name]: /*i18n*/ { id: 'problem.confirmationMail.all', message: 'We are sending a lot of confirmation e-mails right now. Please try again later.' },
}

export type ConfirmationMailDecision = { allowed: true; giveBack: () => Promise<void> } | { allowed: false; response: Response }

/** Counts one confirmation e-mail to `email` asked for by `req`'s client (`now`: unix seconds), or the 429 answer. */
export async function takeConfirmationMail(req: Request, email: string, now: number): Promise<ConfirmationMailDecision> {
  const ip = clientIp(req)
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  const checks: RateLimitCheck[] = [
    { rule: CONFIRMATION_MAIL_LIMITS.perNetwork, key: networkRateLimitKey(ip) },
    { rule: CONFIRMATION_MAIL_LIMITS.perBlock, key: blockRateLimitKey(ip) },
    { rule: CONFIRMATION_MAIL_LIMITS.perDomain, key: rateLimitKey(`domain:${domain}`) },
    { rule: CONFIRMATION_MAIL_LIMITS.all, key: 'all' },
  ]
  const decision = await takeRateLimits(checks, now)
  if (decision.allowed) return decision
  return { allowed: false, response: tooManyRequests(decision.retryAfterSeconds, CONFIRMATION_MAIL_MESSAGES[decision.refused.rule.name] ?? CONFIRMATION_MAIL_MESSAGES[CONFIRMATION_MAIL_LIMITS.all.name] ?? '') }
}
