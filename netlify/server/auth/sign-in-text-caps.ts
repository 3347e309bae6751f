import { say } from '../../../src/domain/i18n/ambient'
import { takeRateLimits, type RateLimitRule } from '../rate-limit'

/**
 * Sign-in texts to numbers without an account, from all networks together: the brake on SMS
 * pumping (decision 115), whoever asks. At Twilio's list price a text costs about $0.012 to
 * the US (with carrier fees) and about $0.05 to the UK, so a day at the cap costs at most $50.
 * Numbers that have an account never count here (decision 231): members are not refused by
 * a brake meant against texts to numbers an attacker is paid for.
 */
export const SIGN_IN_TEXT_CAPS = {
  hourly: { name: 'sign-in-texts-all-hour', limit: 200, windowSeconds: 3600 },
  daily: { name: 'sign-in-texts-all-day', limit: 1000, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimitRule>

/**
 * The share of `SIGN_IN_TEXT_CAPS` one country calling code (+1, +44, …) may use (decision
 * 231): pumping aims at one country's number ranges, so it closes new sign-ups there and
 * leaves the other countries' open.
 */
export const SIGN_IN_TEXT_CAPS_PER_COUNTRY = {
  hourly: { name: 'sign-in-texts-country-hour', limit: 120, windowSeconds: 3600 },
  daily: { name: 'sign-in-texts-country-day', limit: 600, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimitRule>

/**
 * Sign-in texts to numbers that have an account, all together: a cost ceiling only, far above
 * members' use (each number has its own per-hour and per-day limits), so that a farm of
 * accounts made to be pumped still costs at most 3,000 × $0.05 = $150 a day (decision 231).
 */
export const MEMBER_SIGN_IN_TEXT_CAPS = {
  hourly: { name: 'sign-in-texts-members-hour', limit: 600, windowSeconds: 3600 },
  daily: { name: 'sign-in-texts-members-day', limit: 3000, windowSeconds: 86_400 },
} as const satisfies Record<string, RateLimitRule>

/** The stable start of the log line an operator alerts on. */
export const SIGN_IN_TEXT_CAP_ALERT = 'ALERT sign-in-texts global cap reached'

const ALL = 'all'

export type GlobalCapDecision =
  | { allowed: true; /** Gives the counted text back (it was not sent). */ giveBack: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number; message: string }

/**
 * Counts one sign-in text (`nowSeconds`: unix seconds) against the caps that apply to its
 * number: a member's against `MEMBER_SIGN_IN_TEXT_CAPS`; a new number's against its country's
 * share, then `SIGN_IN_TEXT_CAPS`. A refusal is logged with `SIGN_IN_TEXT_CAP_ALERT` as a
 * warning (an operator's alert, not a failure of this request) and leaves every count as it was.
 */
export async function takeSignInTextBudget(nowSeconds: number, number: { member: boolean; callingCode: string }): Promise<GlobalCapDecision> {
  const caps = number.member
    ? [MEMBER_SIGN_IN_TEXT_CAPS.hourly, MEMBER_SIGN_IN_TEXT_CAPS.daily].map((rule) => ({ rule, key: ALL }))
    : [
        ...[SIGN_IN_TEXT_CAPS_PER_COUNTRY.hourly, SIGN_IN_TEXT_CAPS_PER_COUNTRY.daily].map((rule) => ({ rule, key: number.callingCode })),
        ...[SIGN_IN_TEXT_CAPS.hourly, SIGN_IN_TEXT_CAPS.daily].map((rule) => ({ rule, key: ALL })),
      ]
  const decision = await takeRateLimits(caps, nowSeconds)
  if (decision.allowed) return decision
  const { rule } = decision.refused
  console.warn(
    `${SIGN_IN_TEXT_CAP_ALERT}: ${rule.name}${decision.refused.key === ALL ? '' : ` +${decision.refused.key}`} (${rule.limit} texts per ${rule.windowSeconds} s); sign-in codes refused for the next ${decision.retryAfterSeconds} s`,
  )
  const per = say(rule.windowSeconds >= 86_400 ? PAUSED.aDay : PAUSED.anHour)
  const who = say(number.member ? PAUSED.everyone : decision.refused.key === ALL ? PAUSED.newNumbers : PAUSED.newNumbersIn, { code: number.callingCode })
  const members = number.member ? '' : say(PAUSED.members)
  return {
    allowed: false,
    retryAfterSeconds: decision.retryAfterSeconds,
    message: say(PAUSED.paused, { who, per, wait: waitInWords(decision.retryAfterSeconds), members }),
  }
}

/** "about 40 minutes", "about 3 hours": how long a person waits, without false precision. */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  if (minutes === 1) return say(PAUSED.aMinute)
  if (minutes < 90) return say(PAUSED.aboutMinutes, { count: minutes })
  return say(PAUSED.aboutHours, { count: Math.round(minutes / 60) })
}

const PAUSED = {
  paused: /*i18n*/ { id: 'problem.signIn.paused', message: 'Sign-in texts are paused {who}: we have sent as many as we allow in {per}. Please try again in {wait}.{members}', comment: 'who: "for everyone", "to new numbers"...; per: "a day" or "an hour"; wait: "about 40 minutes"; members: the next sentence or nothing' },
  everyone: /*i18n*/ { id: 'problem.signIn.paused.everyone', message: 'for everyone' },
  newNumbers: /*i18n*/ { id: 'problem.signIn.paused.newNumbers', message: 'to new numbers' },
  newNumbersIn: /*i18n*/ { id: 'problem.signIn.paused.newNumbersIn', message: 'to new numbers in +{code}' },
  aDay: /*i18n*/ { id: 'problem.signIn.paused.aDay', message: 'a day' },
  anHour: /*i18n*/ { id: 'problem.signIn.paused.anHour', message: 'an hour' },
  members: /*i18n*/ { id: 'problem.signIn.paused.members', message: ' Numbers that already have an account can still sign in.', comment: 'Starts with a space: it follows the sentence before' },
  aMinute: /*i18n*/ { id: 'problem.wait.aMinute', message: 'a minute' },
  aboutMinutes: /*i18n*/ { id: 'problem.wait.aboutMinutes', message: 'about {count} minutes' },
  aboutHours: /*i18n*/ { id: 'problem.wait.aboutHours', message: 'about {count} hours' },
}
