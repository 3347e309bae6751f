import { problem, readerText, type ReaderMessage } from '../../http'
import { tooManyRequests } from '../../rate-limit'
import type { UpstreamError } from '../../result'
import { FAIR_USE_UPSTREAM } from './request-budget'

/**
 * A geocoder's failure as the API answers it (decision 061): our own fair-use budget spent is
 * a 429 with Retry-After; the vendor's failures (timeout, 5xx, its own 429, bad JSON) are a 502,
 * passing its Retry-After on.
 */
export function geocoderFailed(error: UpstreamError, what: ReaderMessage): Response {
  if (error.upstream === FAIR_USE_UPSTREAM) return tooManyRequests(error.retryAfterSeconds ?? 1, error.message)
  const headers: Record<string, string> = {}
  if (error.kind === 'rate-limited') headers['retry-after'] = String(error.retryAfterSeconds ?? 60)
  return problem(
    502,
    'upstream_failed',
    /*i18n*/ { id: 'problem.geocoding.upstream', message: '{what} is unavailable right now ({detail}). Please try again shortly.', comment: 'what: "Place search" or "Place names"; detail: which service failed and how, in English', values: { what: readerText(what), detail: `${error.upstream}: ${error.message}` } },
    headers,
  )
}
