import { msg } from '@lingui/core/macro'
import { describeRequestError } from '../../lib/api'
import { i18n } from '../../lib/i18n'
import { RateLimitedError } from './api/rate-limited'

/**
 * The sentence shown under a sign-in step when a request failed, in the app's language (called
 * at render); a 429 gets a live "try again in N s".
 */
export function signInErrorText(error: unknown, secondsLeft: number): string {
  if (error instanceof RateLimitedError) {
    const reason = error.problem?.message ?? i18n._(msg`Too many attempts.`)
    return secondsLeft > 0
      ? i18n._(msg({ message: `${reason} Try again in ${secondsLeft} s.`, comment: "reason: the server's sentence, e.g. Too many attempts." }))
      : i18n._(msg({ message: `${reason} You can try again now.`, comment: "reason: the server's sentence, e.g. Too many attempts." }))
  }
  return describeRequestError(error)
}

/** When a failed request may be retried (Date.now() time), or null when at once. */
export function retryAllowedAt(error: unknown, nowMs: number): number | null {
  return error instanceof RateLimitedError ? nowMs + error.retryAfterSeconds * 1000 : null
}
