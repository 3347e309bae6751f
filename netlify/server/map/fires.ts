import type { FiresResponse } from '../../../src/domain/contracts/map'
import { mapViewQuerySchema } from '../../../src/domain/contracts/map-query'
import { admitPublicCalls, shareOf, type PublicShare } from '../air-quality/upstream-shares'
import { clientIp } from '../client-ip'
import { allowMethods, json, parseQuery, problem } from '../http'
import { tooManyRequests } from '../rate-limit'
import { fireProvider } from '../providers/fires'

/**
 * FIRMS allows a MAP_KEY 5,000 transactions per 10 minutes; the map takes at most half, in
 * fixed windows: 250 a minute, 15,000 an hour (a fair share of 30,000) and 360,000 a day.
 */
const FIRMS_BUDGET = { perMinute: 250, perHour: 15_000, perDay: 360_000 }
/** One client (an IPv4 address, an IPv6 /64) may take a tenth of it, so no one client turns the layer off for everyone (decision 234). */
export const FIRMS_SHARE: PublicShare = { scope: 'fires:firms', budget: FIRMS_BUDGET, perClient: shareOf(FIRMS_BUDGET, 1 / 10) }

/** FIRMS data is published within ~3 h of a satellite pass: the CDN keeps a view's fires for 15 minutes. */
const FIRE_CACHE_HEADERS = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': 'public, durable, max-age=900, stale-while-revalidate=900',
}

/** GET /api/map/fires?west&south&east&north: active fires in view over the last day, or why the layer is off. */
export async function mapFires(req: Request): Promise<Response> {
  const notAllowed = allowMethods(req, ['GET'])
  if (notAllowed) return notAllowed
  const parsed = parseQuery(req, mapViewQuerySchema)
  if (!parsed.ok) return parsed.response
  const { west, south, east, north } = parsed.value

  const provider = fireProvider()
  if (!provider) {
    const off: FiresResponse = {
      status: 'off',
      message: 'The fire layer is off: this AirAhead has no NASA FIRMS key (FIRMS_MAP_KEY).',
      fires: [],
      source: { name: 'NASA FIRMS', simulated: false, url: 'https://firms.modaps.eosdis.nasa.gov/' },
    }
    return json(off, { headers: FIRE_CACHE_HEADERS })
  }
  const now = Math.floor(Date.now() / 1000)
  if (provider.id === 'firms') {
    const call = await admitPublicCalls(FIRMS_SHARE, clientIp(req), now)
    if (!call.allowed && call.scope === 'client') {
      return tooManyRequests(call.retryAfterSeconds, /*i18n*/ { id: 'problem.map.firesClientBudget', message: 'Your network has asked for a lot of fire data recently; the fire layer comes back for you shortly.' })
    }
    if (!call.allowed) {
      return problem(503, 'fires_budget_exhausted', /*i18n*/ { id: 'problem.map.firesBudget', message: 'The fire layer has used its data allowance for now; it comes back shortly.' }, {
        'retry-after': String(call.retryAfterSeconds),
      })
    }
  }
  const result = await provider.fetchFires({ west, south, east, north }, { signal: req.signal, now })
  if (!result.ok) {
    return problem(502, 'upstream_failed', /*i18n*/ { id: 'problem.map.firesUpstream', message: 'Fire detections are unavailable right now ({detail}).', comment: 'detail: which service failed and how, in English', values: { detail: `${result.error.upstream}: ${result.error.message}` } })
  }
  const body: FiresResponse = {
    status: provider.id === 'simulated' ? 'simulated' : 'on',
    message: provider.id === 'simulated' ? 'Simulated fires: local mode has no NASA FIRMS key.' : 'Active fires detected by satellite in the last 24 hours.',
    fires: result.value,
    source: provider.source,
  }
  return json(body, { headers: FIRE_CACHE_HEADERS })
}
