import { returnRateLimitHit, takeRateLimit, type RateLimitRule } from '../rate-limit'

/**
 * Every sign-in text together (all phones, all networks): what the service spends on them
 * at most, whoever asks (decision 115). At Twilio's list price a text costs about $0.012 to the
 * US (with carrier fees) and about $0.05 to the UK, so a day at the cap costs at most $50.
 */
export const SIGN_IN_TEXT_CAPS = {
  hourly: { name: 'sign-in-texts-all-hour', limit: 200, windowSeconds: 3600 },
  daily: { name: 'sign-in-texts-all-day', limit: 1000, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimitRule>

/** The stable start of the log line an operator alerts on. */
export const SIGN_IN_TEXT_CAP_ALERT = 'ALERT sign-in-texts global cap reached'

const ALL = 'all'

export type GlobalCapDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string }

/**
 * Counts one sign-in text against the hourly and the daily cap (`nowSeconds`: unix seconds).
 * A refusal is logged with `SIGN_IN_TEXT_CAP_ALERT` as a warning (an operator's alert, not a
 * failure of this request) and leaves both counts as they were.
 */
export async function takeSignInTextBudget(nowSeconds: number): Promise<GlobalCapDecision> {
  const hourly = await takeRateLimit(SIGN_IN_TEXT_CAPS.hourly, ALL, nowSeconds)
  if (!hourly.allowed) return refuse(SIGN_IN_TEXT_CAPS.hourly, hourly.retryAfterSeconds)
  const daily = await takeRateLimit(SIGN_IN_TEXT_CAPS.daily, ALL, nowSeconds)
  if (daily.allowed) return { allowed: true }
  await returnRateLimitHit(SIGN_IN_TEXT_CAPS.hourly, ALL, nowSeconds)
  return refuse(SIGN_IN_TEXT_CAPS.daily, daily.retryAfterSeconds)
}

function refuse(rule: RateLimitRule, retryAfterSeconds: number): GlobalCapDecision {
  console.warn(
    `${SIGN_IN_TEXT_CAP_ALERT}: ${rule.name} (${rule.limit} texts per ${rule.windowSeconds} s); sign-in codes refused for the next ${retryAfterSeconds} s`,
  )
  const per = rule.windowSeconds >= 86_400 ? 'a day' : 'an hour'
  return {
    allowed: false,
    retryAfterSeconds,
    message: `Sign-in texts are paused for everyone: we have sent as many as we allow in ${per}. Please try again in ${waitInWords(retryAfterSeconds)}.`,
  }
}

/** "about 40 minutes", "about 3 hours": how long a person waits, without false precision. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  if (minutes === 1) return 'a minute'
  if (minutes < 90) return `about ${minutes} minutes`
  return `about ${Math.round(minutes / 60)} hours`
}
