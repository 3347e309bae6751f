import type { Config } from '@netlify/functions'
import {
  LOCATION_SEARCH_MAX_RESULTS,
  locationSearchQuerySchema,
} from '../../src/domain/contracts/geocoding'
import { serverEnv } from '../server/env'
import { allowMethods, handler, json, problem } from '../server/http'
import { geocoder, geocoderRequestBudget } from '../server/providers/geocoding'
import { takeUpstreamSlot } from '../server/providers/geocoding/request-budget'
import { tooManyRequests } from '../server/rate-limit'
import type { UpstreamError } from '../server/result'

/**
 * Places hardly move: browsers keep an answer for an hour, Netlify's CDN for a week (and
 * serves it stale while it asks again), so a popular search reaches the geocoder rarely.
 */
export const SEARCH_CACHE_HEADERS = {
  'cache-control': 'public, max-age=3600',
  'netlify-cdn-cache-control': 'public, durable, max-age=604800, stale-while-revalidate=86400',
}

function geocoderFailed(error: UpstreamError): Response {
  const headers: Record<string, string> = {}
  if (error.kind === 'rate-limited') headers['retry-after'] = String(error.retryAfterSeconds ?? 60)
  return problem(
    502,
    'upstream_failed',
    `Location search is unavailable right now (${error.upstream}: ${error.message}). Please try again shortly.`,
    headers,
  )
}

/** GET /api/geocoding/search?q=: up to 5 places for 3-200 characters of text (spec §7). */
export default handler(async (req) => {
  const notAllowed = allowMethods(req, ['GET'])
  if (notAllowed) return notAllowed
  const parsed = locationSearchQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams))
  if (!parsed.success) {
    return problem(400, 'invalid_request', parsed.error.issues.map((issue) => issue.message).join('; '))
  }

  const budget = geocoderRequestBudget(serverEnv())
  if (budget) {
    const slot = await takeUpstreamSlot(budget, { maxWaitMs: 1000 })
    if (!slot.allowed) {
      return tooManyRequests(slot.retryAfterSeconds, 'Location search is busy right now. Please try again in a moment.')
    }
  }
  // A detached signal, as the air-quality reads use: a search is one short call bounded by
  // UPSTREAM_TIMEOUT_MS, and a caller leaving early must not turn into a logged 500.
  const found = await geocoder().search(parsed.data.q, {
    signal: new AbortController().signal,
    limit: LOCATION_SEARCH_MAX_RESULTS,
  })
  if (!found.ok) return geocoderFailed(found.error)
  return json(found.value.slice(0, LOCATION_SEARCH_MAX_RESULTS), { headers: SEARCH_CACHE_HEADERS })
})

export const config: Config = { path: '/api/geocoding/search' }
