import type { Config } from '@netlify/functions'
import {
  LOCATION_SEARCH_MAX_RESULTS,
  locationSearchQuerySchema,
} from '../../src/domain/contracts/geocoding'
import { clientIp } from '../server/client-ip'
import { allowMethods, handler, json, problem } from '../server/http'
import { geocoder } from '../server/providers/geocoding'
import { geocoderFailed } from '../server/providers/geocoding/geocoder-failed'

/**
 * Places hardly move: browsers keep an answer for an hour, Netlify's CDN for a week (and
 * serves it stale while it asks again), so a popular search reaches the geocoder rarely.
 */
export const SEARCH_CACHE_HEADERS = {
  'cache-control': 'public, max-age=3600',
  'netlify-cdn-cache-control': 'public, durable, max-age=604800, stale-while-revalidate=86400',
}

/** GET /api/geocoding/search?q=: up to 5 places for 3-200 characters of text (docs/product.md §API). */
export default handler(async (req) => {
  const notAllowed = allowMethods(req, ['GET'])
  if (notAllowed) return notAllowed
  const parsed = locationSearchQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams))
  if (!parsed.success) {
    return problem(400, 'invalid_request', parsed.error.issues.map((issue) => issue.message).join('; '))
  }

  // A detached signal, as the air-quality reads use: a search is one short call bounded by
  // UPSTREAM_TIMEOUT_MS, and a caller leaving early must not turn into a logged 500.
  const found = await geocoder().search(parsed.data.q, {
    signal: new AbortController().signal,
    limit: LOCATION_SEARCH_MAX_RESULTS,
    client: clientIp(req),
  })
  if (!found.ok) return geocoderFailed(found.error, /*i18n*/ { id: 'problem.geocoding.search', message: 'Location search' })
  return json(found.value.slice(0, LOCATION_SEARCH_MAX_RESULTS), { headers: SEARCH_CACHE_HEADERS })
})

export const config: Config = { path: '/api/geocoding/search' }
