import type { Config } from '@netlify/functions'
import { coordinatesQuerySchema } from '../../src/domain/contracts/coordinates'
import type { ReverseGeocodeResponse } from '../../src/domain/contracts/geocoding'
import { clientIp } from '../server/client-ip'
import { allowMethods, handler, json, problem } from '../server/http'
import { geocoder } from '../server/providers/geocoding'
import { geocoderFailed } from '../server/providers/geocoding/geocoder-failed'
import { SEARCH_CACHE_HEADERS } from './geocoding-search'

/** About 1 km: the position never leaves more exactly, and neighbours share one cached answer. */
const round2 = (degrees: number) => Math.round(degrees * 100) / 100

/**
 * GET /api/geocoding/reverse?lat=&lon= (or latitude/longitude): the town a position is in,
 * `{ place: null }` where none is known (decision 177). Towns do not move: cached like searches.
 */
export default handler(async (req) => {
  const notAllowed = allowMethods(req, ['GET'])
  if (notAllowed) return notAllowed
  const parsed = coordinatesQuerySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams))
  if (!parsed.success) {
    return problem(400, 'invalid_request', parsed.error.issues.map((issue) => issue.message).join('; '))
  }
  const position = { lat: round2(parsed.data.lat), lon: round2(parsed.data.lon) }
  const found = await geocoder().reverse(position, { signal: new AbortController().signal, client: clientIp(req) })
  if (!found.ok) return geocoderFailed(found.error, /*i18n*/ { id: 'problem.geocoding.naming', message: 'Naming this place' })
  const body: ReverseGeocodeResponse = { place: found.value }
  return json(body, { headers: SEARCH_CACHE_HEADERS })
})

export const config: Config = { path: '/api/geocoding/reverse' }
