import { waitlistRequestSchema, type WaitlistResponse } from '../../../src/domain/contracts/sms-countries'
import { describeCountries, isTextableCountry } from '../../../src/domain/sms/countries'
import { clientRateLimitKey, rateLimitKey } from '../client-ip'
import { query } from '../db'
import { serverEnv } from '../env'
import { allowMethods, json, problem } from '../http'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import { readJsonBody, sameOrigin } from '../request-body'

/** The newsletter's limits (decision 092): sign-ups per network, and attempts per address. */
export const WAITLIST_LIMITS = {
  perIp: { name: 'sms-waitlist-ip', limit: 10, windowSeconds: 3600 },
  perEmail: { name: 'sms-waitlist-email', limit: 3, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>

export const WAITLIST_MESSAGES = {
  joined: (country: string) => `Thank you: we will e-mail you when AirAhead can text numbers in ${country}.`,
  alreadyTexted: (country: string) => `AirAhead already texts numbers in ${country}: sign in with your phone to get alerts.`,
  tooManyFromIp: 'Too many sign-ups from your network. Please try again later.',
  tooManyForEmail: 'Too many attempts for this email address. Please try again later.',
} as const

/**
 * POST /api/sms/waitlist {email, country}: a visitor from a country AirAhead cannot text
 * yet. Joining twice keeps one row (the newest country) and answers the same, so the list
 * cannot be probed; only a valid request counts against the limits.
 */
export async function joinWaitlist(req: Request, now: number): Promise<Response> {
  const refused = allowMethods(req, ['POST']) ?? sameOrigin(req)
  if (refused) return refused
  const body = await readJsonBody(req, waitlistRequestSchema)
  if (!body.ok) return body.response
  const { email, country } = body.value
  const countryName = describeCountries([country])
  if (isTextableCountry(country, serverEnv().SMS_ALLOWED_COUNTRIES)) {
    return problem(400, 'country_supported', WAITLIST_MESSAGES.alreadyTexted(countryName))
  }
  const limits: [RateLimitRule, string, string][] = [
    [WAITLIST_LIMITS.perIp, clientRateLimitKey(req), WAITLIST_MESSAGES.tooManyFromIp],
    [WAITLIST_LIMITS.perEmail, rateLimitKey(email), WAITLIST_MESSAGES.tooManyForEmail],
  ]
  for (const [rule, key, message] of limits) {
    const decision = await takeRateLimit(rule, key, now)
    if (!decision.allowed) return tooManyRequests(decision.retryAfterSeconds, message)
  }
  await query(
    `INSERT INTO sms_waitlist (email, country) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET country = EXCLUDED.country, updated_at = now()`,
    [email, country],
  )
  const answer: WaitlistResponse = { success: true, message: WAITLIST_MESSAGES.joined(countryName) }
  return json(answer, { headers: { 'cache-control': 'no-store' } })
}
