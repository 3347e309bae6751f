import { say } from '../../../src/domain/i18n/ambient'
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { MAX_CODE_ATTEMPTS } from '../../../src/domain/contracts/auth'
import { networkRateLimitKey } from '../client-ip'
import { query } from '../db'
import { returnRateLimitHit, takeRateLimits } from '../rate-limit'
import { err, ok, type Result } from '../result'
import type { SmsReceipt, SmsSender } from '../providers/sms/types'
import { callingCode } from './phone'
import { codeRequestChecks, limitMessage, phoneOnNetworkKey, SIGN_IN_CODE_RULES, wrongCodeChecks } from './sign-in-code-limits'
import { signInStanding } from './sign-in-standing'
import { takeSignInTextBudget } from './sign-in-text-caps'
import { english, type Translate } from '../../../src/domain/i18n/locales'

/** A code works for 10 minutes. */
export const CODE_TTL_SECONDS = 10 * 60

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
  /** The text in the requester's language (decision 283); absent: English. */
  t?: Translate
}

/**
 * Makes a 6-digit code for `phone`, stores only its HMAC, and texts it (or puts it in the
 * outbox), within the limits of `codeRequestChecks` and the caps of `takeSignInTextBudget`:
 * a number with an account is never refused by the caps against pumping to new numbers, and
 * a network that signed the number in has its own budgets for it (decision 231).
 */
export async function issueSignInCode(input: IssueInput): Promise<Result<{ expiresAt: Date; delivery: SmsReceipt['delivery'] }, IssueError>> {
  const { phone, now } = input
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const network = networkRateLimitKey(input.ip)
  const standing = await signInStanding(phone, network, now)
  const limits = await takeRateLimits(codeRequestChecks(phone, input.ip, standing), nowSeconds)
  if (!limits.allowed) return err({ kind: 'rate_limited', retryAfterSeconds: limits.retryAfterSeconds, message: limitMessage(limits.refused.rule) })
  const budget = await takeSignInTextBudget(nowSeconds, { member: standing.account, callingCode: callingCode(phone) })
  if (!budget.allowed) {
    // Nothing was texted and the person did nothing wrong: the number's budgets are as before.
    await limits.giveBack()
    return err({ kind: 'paused', retryAfterSeconds: budget.retryAfterSeconds, message: budget.message })
  }

  const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
  const expiresAt = new Date(now.getTime() + CODE_TTL_SECONDS * 1000)
  const [row] = await query<{ id: string }>(
    `INSERT INTO sign_in_codes (phone_e164, code_hmac, ip, network_key, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [phone, codeHmac(input.secret, phone, code), input.ip, network, now, expiresAt],
  )
  const sent = await input.sms.send({ to: phone, body: signInText(code, input.host, input.t), purpose: 'sign_in_code' })
  if (!sent.ok) {
    await query(`DELETE FROM sign_in_codes WHERE id = $1`, [row?.id])
    // No text went out, so there is nothing to wait for before asking again (and "a code was
    // just sent" would be untrue); the hourly budgets keep counting, so a failing provider
    // is not hammered.
    await returnRateLimitHit(SIGN_IN_CODE_RULES.resend, phoneOnNetworkKey(phone, network), nowSeconds)
    return err({ kind: 'sms_failed', message: say(/*i18n*/ { id: 'problem.signIn.smsFailed', message: 'We could not send the text message. Please try again in a minute.' }) })
  }
  return ok({ expiresAt, delivery: sent.value.delivery })
}

const SIGN_IN_TEXT = /*i18n*/ { id: 'signin.text', message: 'Your AirAhead code is {code}. It expires in 10 minutes. Never share it.' }

/**
 * The text: the code, its lifetime and a warning in the reader's words (GSM-7, decision 282),
 * then the WebOTP line browsers autofill from, the same in every language.
 */
export function signInText(code: string, host: string, t: Translate = english): string {
  return `${t({ ...SIGN_IN_TEXT, values: { code } })}\n\n@${host} #${code}`
}

export type VerifyError =
  | { kind: 'rate_limited'; message: string; retryAfterSeconds: number }
  | { kind: 'code_expired'; message: string }
  | { kind: 'code_locked'; message: string }
  | { kind: 'code_invalid'; message: string; attemptsLeft: number }

interface AttemptRow { id: string; attempts: number; code_hmac: Buffer }
interface LatestRow { attempts: number; consumed_at: Date | null; expires_at: Date }

/**
 * Checks `code` against the newest code of `phone` asked from the caller's network (`ip`),
 * else its newest code, and uses it up when it matches: a stranger asking for a newer code
 * does not void the one a member is typing (decision 231). Every try counts (atomically)
 * before the comparison; the 5th wrong one locks the code, and `wrongCodeChecks` end the
 * day's tries for the guessing network, or for the number from networks that never signed
 * it in, never for the member's own networks.
 */
export async function verifySignInCode(phone: string, code: string, secret: string, now: Date, ip: string): Promise<Result<null, VerifyError>> {
  const network = networkRateLimitKey(ip)
  // Nothing to try (no live code, or it is locked) costs and writes nothing.
  const unusable = await whyNoAttempt(phone, network, now)
  if (unusable) return err(unusable)
  // The try is counted against the day's budgets before it is made, so parallel wrong tries
  // cannot pass them together; a right code, or a code gone meanwhile, gives it back.
  const nowSeconds = Math.floor(now.getTime() / 1000)
  const budget = await takeRateLimits(wrongCodeChecks(phone, ip, await signInStanding(phone, network, now)), nowSeconds)
  if (!budget.allowed) return err({ kind: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds, message: limitMessage(budget.refused.rule) })

  const [attempt] = await query<AttemptRow>(
    `UPDATE sign_in_codes c SET attempts = c.attempts + 1
      WHERE c.id = (${newestCode('$1', '$4')})
        AND c.consumed_at IS NULL AND c.expires_at > $2 AND c.attempts < $3
      RETURNING c.id, c.attempts, c.code_hmac`,
    [phone, now, MAX_CODE_ATTEMPTS, network],
  )
  if (!attempt) {
    await budget.giveBack()
    return err((await whyNoAttempt(phone, network, now)) ?? expired())
  }

  if (timingSafeEqual(attempt.code_hmac, codeHmac(secret, phone, code))) {
    await budget.giveBack()
    const used = await query(`UPDATE sign_in_codes SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id`, [attempt.id, now])
    return used.length === 1 ? ok(null) : err(expired())
  }
  const attemptsLeft = MAX_CODE_ATTEMPTS - attempt.attempts
  if (attemptsLeft === 0) return err(locked())
  const message = say(/*i18n*/ { id: 'problem.signIn.wrongCode', message: 'That code is not right. {count, plural, one {# try} other {# tries}} left.', values: { count: attemptsLeft } })
  return err({ kind: 'code_invalid', message, attemptsLeft })
}

/** SQL for the id of the code a try checks, given the parameters of the phone and of the caller's network key. */
const newestCode = (phone: string, network: string) =>
  `SELECT id FROM sign_in_codes WHERE phone_e164 = ${phone} ORDER BY (network_key IS NOT DISTINCT FROM ${network}) DESC, created_at DESC LIMIT 1`

/** Why the code a try from `network` would check cannot be tried (none, used, expired or locked), or null when it can. */
async function whyNoAttempt(phone: string, network: string, now: Date): Promise<VerifyError | null> {
  const [latest] = await query<LatestRow>(
    `SELECT attempts, consumed_at, expires_at FROM sign_in_codes WHERE id = (${newestCode('$1', '$2')})`,
    [phone, network],
  )
  if (!latest || latest.consumed_at !== null || latest.expires_at <= now) return expired()
  return latest.attempts >= MAX_CODE_ATTEMPTS ? locked() : null
}

const expired = (): VerifyError => ({ kind: 'code_expired', message: say(/*i18n*/ { id: 'problem.signIn.codeExpired', message: 'This code has expired or was already used. Ask for a new code.' }) })
const locked = (): VerifyError => ({ kind: 'code_locked', message: say(/*i18n*/ { id: 'problem.signIn.codeLocked', message: 'Too many wrong codes. Ask for a new code.' }) })

/** HMAC-SHA256 of the phone and code under the server's secret: a leaked table reveals no code. */
function codeHmac(secret: string, phone: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${phone}\n${code}`).digest()
}
