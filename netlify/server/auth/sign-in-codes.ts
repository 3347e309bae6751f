import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { MAX_CODE_ATTEMPTS, RESEND_AFTER_SECONDS } from '../../../src/domain/contracts/auth'
import { networkRateLimitKey, rateLimitKey } from '../client-ip'
import { query } from '../db'
import { returnRateLimitHit, takeRateLimit, type RateLimitRule } from '../rate-limit'
import { err, ok, type Result } from '../result'
import type { SmsReceipt, SmsSender } from '../providers/sms/types'
import { takeSignInTextBudget } from './sign-in-text-caps'

/** A code works for 10 minutes. */
export const CODE_TTL_SECONDS = 10 * 60

/**
 * Checked in this order, so a refused request spends as little of the other budgets as
 * possible; the global caps (`takeSignInTextBudget`) come last.
 */
export const SIGN_IN_CODE_RULES = {
  /** Against SMS pumping: one network (IPv4 address, IPv6 /64) texting many numbers. */
  perIp: { name: 'sign-in-code-ip', limit: 20, windowSeconds: 3600 },
  resend: { name: 'sign-in-code-resend', limit: 1, windowSeconds: RESEND_AFTER_SECONDS },
  perPhone: { name: 'sign-in-code-phone', limit: 5, windowSeconds: 3600 },
  /** Two hours' worth: a number is not texted codes all day long (decision 115). */
  perPhoneDay: { name: 'sign-in-code-phone-day', limit: 10, windowSeconds: 86_400 },
} satisfies Record<string, RateLimitRule>

/** The rules keyed by the phone: given back when no text could go out for a reason not the person's. */
const PHONE_RULES = [SIGN_IN_CODE_RULES.resend, SIGN_IN_CODE_RULES.perPhone, SIGN_IN_CODE_RULES.perPhoneDay]

export type IssueError =
  | { kind: 'rate_limited'; retryAfterSeconds: number; message: string }
  | { kind: 'paused'; retryAfterSeconds: number; message: string }
  | { kind: 'sms_failed'; message: string }

export interface IssueInput {
  /** E.164, already checked by `textablePhone`. */
  phone: string
  ip: string
  /** The site's host name, for the one-time-code autofill line (WebOTP). */
  host: string
  secret: string
  sms: SmsSender
  now: Date
}

/** Makes a 6-digit code for `phone`, stores only its HMAC, and texts it (or puts it in the outbox). */
export async function issueSignInCode(input: IssueInput): Promise<Result<{ expiresAt: Date; delivery: SmsReceipt['delivery'] }, IssueError>> {
  const { phone, now } = input
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const checks: [RateLimitRule, string, string][] = [
    [SIGN_IN_CODE_RULES.perIp, networkRateLimitKey(input.ip), 'Too many sign-in codes from this network. Try again later.'],
    [SIGN_IN_CODE_RULES.resend, rateLimitKey(phone), `A code was just sent. You can ask for a new one ${RESEND_AFTER_SECONDS} seconds after the last.`],
    [SIGN_IN_CODE_RULES.perPhone, rateLimitKey(phone), 'Too many codes for this number. Try again later.'],
    [SIGN_IN_CODE_RULES.perPhoneDay, rateLimitKey(phone), 'Too many codes for this number today. Try again later.'],
  ]
  for (const [rule, key, message] of checks) {
    const decision = await takeRateLimit(rule, key, nowSeconds)
    if (!decision.allowed) return err({ kind: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds, message })
  }
  const budget = await takeSignInTextBudget(nowSeconds)
  if (!budget.allowed) {
    // Nothing was texted and the person did nothing wrong: the number's budgets are as before.
    for (const rule of PHONE_RULES) await returnRateLimitHit(rule, rateLimitKey(phone), nowSeconds)
    return err({ kind: 'paused', retryAfterSeconds: budget.retryAfterSeconds, message: budget.message })
  }

  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000)
  const [row] = await query<{ id: string }>(
    `INSERT INTO sign_in_codes (phone_e164, code_hmac, ip, created_at, expires_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [phone, codeHmac(input.secret, phone, code), input.ip, now, expiresAt],
  )
  const sent = await input.sms.send({ to: phone, body: signInText(code, input.host), purpose: 'sign_in_code' })
  if (!sent.ok) {
    await query(`DELETE FROM sign_in_codes WHERE id = $1`, [row?.id])
    // No text went out, so there is nothing to wait for before asking again (and "a code was
    // just sent" would be untrue); the hourly budgets keep counting, so a failing provider
    // is not hammered.
    await returnRateLimitHit(SIGN_IN_CODE_RULES.resend, rateLimitKey(phone), nowSeconds)
    return err({ kind: 'sms_failed', message: 'We could not send the text message. Please try again in a minute.' })
  }
  return ok({ expiresAt, delivery: sent.value.delivery })
}

/** The text: the code, its lifetime, a warning, and the WebOTP line browsers autofill from. */
export function signInText(code: string, host: string): string {
  return `Your AirAhead code is ${code}. It expires in 10 minutes. Never share it.\n\n@${host} #${code}`
}

/**
 * Wrong codes one number may get in a day, across all its codes (decision 115). Each code
 * allows 5 tries; without this, 10 codes a day would allow 50 guesses at a 6-digit code.
 * With it a guesser's odds are at most 10 in 10⁶ a day (NIST SP 800-63B §5.2.2 asks for
 * at most 100 consecutive failures per account).
 */
export const WRONG_CODES_PER_DAY = { name: 'sign-in-wrong-code-phone-day', limit: 10, windowSeconds: 86_400 } satisfies RateLimitRule

export type VerifyError =
  | { kind: 'rate_limited'; message: string; retryAfterSeconds: number }
  | { kind: 'code_expired'; message: string }
  | { kind: 'code_locked'; message: string }
  | { kind: 'code_invalid'; message: string; attemptsLeft: number }

interface AttemptRow { id: string; attempts: number; code_hmac: Buffer }
interface LatestRow { attempts: number; consumed_at: Date | null; expires_at: Date }

/**
 * Checks `code` against the newest code of `phone` and uses it up when it matches. Every
 * try counts (atomically) before the comparison; the 5th wrong one locks the code, and the
 * number's `WRONG_CODES_PER_DAY` ends all tries for the day.
 */
export async function verifySignInCode(phone: string, code: string, secret: string, now: Date): Promise<Result<null, VerifyError>> {
  // Nothing to try (no live code, or it is locked) costs and writes nothing.
  const unusable = await whyNoAttempt(phone, now)
  if (unusable) return err(unusable)
  // The try is counted against the day's budget before it is made, so parallel wrong tries
  // cannot pass it together; a right code, or a code gone meanwhile, gives it back.
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const budget = await takeRateLimit(WRONG_CODES_PER_DAY, rateLimitKey(phone), nowSeconds)
  if (!budget.allowed) {
    return err({ kind: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds, message: 'Too many wrong codes for this number today. Try again later.' })
  }
  const giveBack = () => returnRateLimitHit(WRONG_CODES_PER_DAY, rateLimitKey(phone), nowSeconds)

  const [attempt] = await query<AttemptRow>(
    `UPDATE sign_in_codes c SET attempts = c.attempts + 1
      WHERE c.id = (SELECT id FROM sign_in_codes WHERE phone_e164 = $1 ORDER BY created_at DESC LIMIT 1)
        AND c.consumed_at IS NULL AND c.expires_at > $2 AND c.attempts < $3
      RETURNING c.id, c.attempts, c.code_hmac`,
    [phone, now, MAX_CODE_ATTEMPTS],
  )
  if (!attempt) {
    await giveBack()
    return err((await whyNoAttempt(phone, now)) ?? expired())
  }

  if (timingSafeEqual(attempt.code_hmac, codeHmac(secret, phone, code))) {
    await giveBack()
    const used = await query(`UPDATE sign_in_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id`, [attempt.id, now])
    return used.length === 1 ? ok(null) : err(expired())
  }
  const attemptsLeft = MAX_CODE_ATTEMPTS - attempt.attempts
  if (attemptsLeft === 0) return err(locked())
  const tries = attemptsLeft === 1 ? '1 try' : `${attemptsLeft} tries`
  return err({ kind: 'code_invalid', message: `That code is not right. ${tries} left.`, attemptsLeft })
}

/** Why the newest code of `phone` cannot be tried (none, used, expired or locked), or null when it can. */
async function whyNoAttempt(phone: string, now: Date): Promise<VerifyError | null> {
  const [latest] = await query<LatestRow>(
    `SELECT attempts, consumed_at, expires_at FROM sign_in_codes WHERE phone_e164 = $1 ORDER BY created_at DESC LIMIT 1`,
    [phone],
  )
  if (!latest || latest.consumed_at !== null || latest.expires_at <= now) return expired()
  return latest.attempts >= MAX_CODE_ATTEMPTS ? locked() : null
}

const expired = (): VerifyError => ({ kind: 'code_expired', message: 'This code has expired or was already used. Ask for a new code.' })
const locked = (): VerifyError => ({ kind: 'code_locked', message: 'Too many wrong codes. Ask for a new code.' })

/** HMAC-SHA256 of the phone and code under the server's secret: a leaked table reveals no code. */
function codeHmac(secret: string, phone: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${phone}\n${code}`).digest()
}
