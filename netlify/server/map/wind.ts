import { MAP_FORECAST_HOURS, type WindResponse } from '../../../src/domain/contracts/map'
import { mapViewQuerySchema } from '../../../src/domain/contracts/map-query'
import { windSamples } from '../../../src/domain/map/sampling'
import { publicShare } from '../air-quality/read-budget'
import { admitPublicCalls } from '../air-quality/upstream-shares'
import { clientIp } from '../client-ip'
import { serverEnv } from '../env'
import { allowMethods, json, parseQuery, problem } from '../http'
import { tooManyRequests } from '../rate-limit'
import { weatherProvider } from '../providers/weather'

const HOUR = 3600

/** Browsers revalidate; the CDN keeps a view's wind for 15 minutes (forecasts update hourly). */
const WIND_CACHE_HEADERS = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': 'public, durable, max-age=900, stale-while-revalidate=900',
}

/**
 * GET /api/map/wind?west&south&east&north: wind at 10 m on a lattice of at most 16 points
 * (decision 187), for the slider's hours. Open-Meteo counts each location as one call, so the
 * request takes one call per point from the provider's public share, the one the air-quality
 * reads and city search draw on (half its free tier unless AIR_QUALITY_READ_BUDGET says
 * otherwise, decision 120), within the client's part of it: a client over its part is refused
 * alone, the layer stays on for everyone else (decision 234).
 */
export async function mapWind(req: Request): Promise<Response> {
  const notAllowed = allowMethods(req, ['GET'])
  if (notAllowed) return notAllowed
  const parsed = parseQuery(req, mapViewQuerySchema)
  if (!parsed.ok) return parsed.response
  const { west, south, east, north } = parsed.value

  const provider = weatherProvider()
  const now = Math.floor(Date.now() / 1000)
  const currentHour = Math.floor(now / HOUR) * HOUR
  const hours = Array.from({ length: MAP_FORECAST_HOURS + 1 }, (_, h) => currentHour + h * HOUR)
  const points = windSamples({ west, south, east, north })
  if (provider.id !== 'simulated') {
    const call = await admitPublicCalls(publicShare(serverEnv(), provider.id), clientIp(req), now, points.length)
    if (!call.allowed && call.scope === 'client') {
      return tooManyRequests(call.retryAfterSeconds, /*i18n*/ { id: 'problem.map.windClientBudget', message: 'Your network has asked for a lot of wind data recently; the wind layer comes back for you shortly.' })
    }
    if (!call.allowed) {
      return problem(503, 'wind_budget_exhausted', /*i18n*/ { id: 'problem.map.windBudget', message: 'The wind layer has used its data allowance for now; it comes back shortly.' }, {
        'retry-after': String(call.retryAfterSeconds),
      })
    }
  }
  const result = await provider.fetchWind(points, hours, { signal: req.signal })
  if (!result.ok) {
    return problem(502, 'upstream_failed', /*i18n*/ { id: 'problem.map.windUpstream', message: 'Wind data is unavailable right now ({detail}). Please try again shortly.', comment: 'detail: which service failed and how, in English', values: { detail: `${result.error.upstream}: ${result.error.message}` } })
  }
  const body: WindResponse = { hours, points: result.value, source: provider.source, generatedAt: new Date(now * 1000).toISOString() }
  return json(body, { headers: WIND_CACHE_HEADERS })
}
