import type { VerifyCodeBody } from '../../../src/domain/contracts/auth'
import { serverEnv, signInCodeSecret } from '../env'
import { problem } from '../http'
import { tooManyRequests } from '../rate-limit'
import { err, ok, type Result } from '../result'
import { textablePhone } from './phone'
import { verifySignInCode } from './sign-in-codes'

/**
 * The phone of a `{phone, code, country?}` body once its one-time code checks out (and is
 * used up): E.164, or the 400 answer (a number we cannot text, or a wrong, expired or locked
 * code), or 429 once the caller's network, or the number from networks that never signed it
 * in, has had its wrong codes for the day (decision 231). Shared by sign-in and by moving an account to a new number.
 */
export async function phoneProvenByCode(body: VerifyCodeBody, now: Date, ip: string): Promise<Result<string, Response>> {
  const env = serverEnv()
  const phone = textablePhone(body.phone, body.country, env.SMS_ALLOWED_COUNTRIES)
  if (!phone.ok) return err(problem(400, phone.error.error, phone.error.message))
  const verified = await verifySignInCode(phone.value, body.code, signInCodeSecret(env), now, ip)
  if (!verified.ok) {
    const failure = verified.error
    if (failure.kind === 'rate_limited') return err(tooManyRequests(failure.retryAfterSeconds, failure.message))
    return err(problem(400, failure.kind, failure.message))
  }
  return ok(phone.value)
}
