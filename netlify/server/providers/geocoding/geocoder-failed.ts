import { problem } from '../../http'
import { tooManyRequests } from '../../rate-limit'
import type { UpstreamError } from '../../result'
import { FAIR_USE_UPSTREAM } from './request-budget'

/**
 * A geocoder's failure as the API answers it (decision 061): our own fair-use budget spent is
 * a 429 with Retry-After; the vendor's failures (timeout, 5xx, its own 429, bad JSON) are a 502,
 * passing its Retry-After on.
 */
export function geocoderFailed(error: UpstreamError, what: string): Response {
  if (error.upstream === FAIR_USE_UPSTREAM) return tooManyRequests(error.retryAfterSeconds ?? 1, error.message)
  const headers: Record<string, string> = {}
  if (error.kind === 'rate-limited') headers['retry-after'] = String(error.retryAfterSeconds ?? 60)
  return problem(
    502,
    'upstream_failed',
    `${what} is unavailable right now (${error.upstream}: ${error.message}). Please try again shortly.`,
    headers,
  )
}
