import type { UpstreamError } from '../result'
import { problem } from '../http'

/** A failed upstream call as a 502 the caller can read (docs/product.md §API: 502 upstream failed). */
export function upstreamProblem(error: UpstreamError): Response {
  const headers: Record<string, string> = {}
  if (error.kind === 'rate-limited') headers['retry-after'] = String(error.retryAfterSeconds ?? 60)
  return problem(
    502,
    'upstream_failed',
    /*i18n*/ { id: 'problem.airQuality.upstream', message: 'Air-quality data is unavailable right now ({detail}). Please try again shortly.', comment: 'detail: which service failed and how, in English', values: { detail: `${error.upstream}: ${error.message}` } },
    headers,
  )
}
