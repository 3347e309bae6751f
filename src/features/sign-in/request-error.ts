import { describeRequestError } from '../../lib/api'
import { RateLimitedError } from './api/rate-limited'

/** The sentence shown under a sign-in step when a request failed; a 429 gets a live "try again in N s". */
export function signInErrorText(error: unknown, secondsLeft: number): string {
  if (error instanceof RateLimitedError) {
    const reason = error.problem?.message ?? 'Too many attempts.'
    return secondsLeft > 0 ? `${reason} Try again in ${secondsLeft} s.` : `${reason} You can try again now.`
  }
  return describeRequestError(error)
}

/** When a failed request may be retried (Date.now() time), or null when at once. */
export function retryAllowedAt(error: unknown, nowMs: number): number | null {
  return error instanceof RateLimitedError ? nowMs + error.retryAfterSeconds * 1000 : null
}
