import { MAP_FORECAST_HOURS, type OverlayResponse } from '../../../src/domain/contracts/map'
import { mapViewQuerySchema } from '../../../src/domain/contracts/map-query'
import { overlaySamples } from '../../../src/domain/map/sampling'
import { budgetProblem } from '../air-quality/budget-problem'
import { cellFor } from '../air-quality/cells'
import { admitCacheMiss, publicShare } from '../air-quality/read-budget'
import { SHARED_CACHE_HEADERS, STATIONS_DEADLINE_MS } from '../air-quality/read-air-quality'
import { upstreamProblem } from '../air-quality/upstream-problem'
import { publicCaller } from '../air-quality/upstream-shares'
import { clientIp } from '../client-ip'
import { serverEnv } from '../env'
import { allowMethods, json, parseQuery } from '../http'
import { airQualityProvider } from '../providers/air-quality'
import { overlayCell, readOverlayForecasts } from './overlay-cells'
import { stationsInView } from './stations-in-view'

const HOUR = 3600

/**
 * GET /api/map/overlay?west&south&east&north&zoom: one call per map view. The view is
 * sampled into at most MAX_OVERLAY_CELLS model cells (decision 186), each read through the
 * shared forecast cache and the read budgets and fused with the stations near it from the
 * view's one station read (decision 197: the levels a place's answer gives for that cell and
 * hour), with its level for every slider hour, plus the stations in view. Cells refused or failed are counted in `missing`; only when none loads is
 * the answer an error (the budget's 429/503 or the provider's 502).
 */
export async function mapOverlay(req: Request): Promise<Response> {
  const notAllowed = allowMethods(req, ['GET'])
  if (notAllowed) return notAllowed
  const parsed = parseQuery(req, mapViewQuerySchema)
  if (!parsed.ok) return parsed.response
  const { zoom, ...bbox } = parsed.value

  const now = Math.floor(Date.now() / 1000)
  const provider = airQualityProvider()
  const share = publicShare(serverEnv(), provider.id)
  const client = clientIp(req)
  const currentHour = Math.floor(now / HOUR) * HOUR
  const hours = Array.from({ length: MAP_FORECAST_HOURS + 1 }, (_, h) => currentHour + h * HOUR)
  const { spacingDegrees, points } = overlaySamples(bbox, zoom)

  const [read, stations] = await Promise.all([
    readOverlayForecasts(provider, points, now, () => admitCacheMiss(client, provider.id, share, now)),
    stationsInView(bbox, cellCentres(points), now, STATIONS_DEADLINE_MS, publicCaller(client), req.signal),
  ])
  if (read.forecasts.length === 0 || !read.source) {
    const failure = read.failures.find((f) => f.kind === 'budget') ?? read.failures[0]
    if (failure?.kind === 'budget') return budgetProblem(failure)
    if (failure) return upstreamProblem(failure)
  }
  const body: OverlayResponse = {
    bbox,
    zoom,
    spacingDegrees,
    hours,
    cells: read.forecasts.map((forecast) => overlayCell(forecast, stations.nearby, hours, now)),
    missing: read.failures.length,
    source: read.source ?? { id: provider.id, name: provider.id, simulated: provider.id === 'simulated', url: null },
    generatedAt: new Date(now * 1000).toISOString(),
    fetchedAt: new Date((read.oldestFetchedAt ?? now) * 1000).toISOString(),
    stations: stations.stations,
    stationsConnected: stations.connected,
  }
  // A partial or stale view, or one that could not wait for its stations, is the caller's alone;
  // a whole fresh one may be shared for 5 minutes.
  const shared = !read.stale && read.failures.length === 0 && !stations.degraded
  return json(body, { headers: shared ? SHARED_CACHE_HEADERS : { 'cache-control': 'private, no-store' } })
}

/** The centres of the distinct 0.1° cells of `points`. */
const cellCentres = (points: readonly { lat: number; lon: number }[]) =>
  [...new Map(points.map((p) => [cellFor(p).key, cellFor(p)])).values()].map(({ lat, lon }) => ({ lat, lon }))
