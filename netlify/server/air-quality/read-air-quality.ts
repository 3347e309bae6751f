import { coordinatesQuerySchema, type Coordinates } from '../../../src/domain/contracts/coordinates'
import { clientIp } from '../client-ip'
import { serverEnv } from '../env'
import { allowMethods, json, parseQuery, problem } from '../http'
import { airQualityProvider } from '../providers/air-quality'
import { stationChoicesQuerySchema } from '../fusion/choices-query'
import { cellStations, fuseCell, type CellFusion } from '../fusion/fused-cell'
import { cellFor } from './cells'
import { cellForecast } from './forecast-store'
import { admitCacheMiss, publicShare } from './read-budget'
import { budgetProblem } from './budget-problem'
import { upstreamProblem } from './upstream-problem'
import { publicCaller } from './upstream-shares'

/** Browsers revalidate; Netlify's CDN keeps a cell's answer for 5 minutes. */
/** A member's own answer (forecast-premium): kept by nothing, the device's offline copy included. */
const MEMBERS_ONLY = { 'cache-control': 'private, no-store' }
/**
 * A public answer no shared cache may keep (a stale fallback, or a model estimate for want of the
 * stations; decision 234), which the person's own device may still keep as its last reading for
 * offline use (decision 276): private, not no-store.
 */
const NOT_SHARED = { 'cache-control': 'private, max-age=0, must-revalidate' }

export const SHARED_CACHE_HEADERS = {
  'cache-control': 'public, max-age=0, must-revalidate',
  'netlify-cdn-cache-control': 'public, durable, max-age=300, stale-while-revalidate=300',
}

/** How long an answer waits for the stations near the place before it serves the model estimate. */
export const STATIONS_DEADLINE_MS = 3000

/** An endpoint's view of a place's fused cell (`fusion.forecast.hours` are what every view indexes). */
export type ForecastReader = (
  fusion: CellFusion,
  point: Coordinates,
  now: number,
) => { ok: true; body: unknown } | { ok: false; response: Response }

/**
 * The common path of every GET /api/air-quality/* endpoint: method guard, coordinates and the
 * person's stations (`pin`, `exclude`) from the query, the cell's forecast (cached; a miss
 * within the caller's and everyone's budgets, decision 120) fused with the stations near the
 * cell (decision 194; the model estimate when they do not answer within STATIONS_DEADLINE_MS),
 * then the endpoint's own view of it. A stale fallback (provider down, or a miss over budget)
 * or a model estimate for want of the stations is served privately so no cache keeps it; the
 * choices are in the query string, so the CDN keeps each set of them apart.
 */
export async function readAirQuality(
  req: Request,
  read: ForecastReader,
  options: { cache: 'shared' | 'private' } = { cache: 'shared' },
): Promise<Response> {
  const notAllowed = allowMethods(req, ['GET'])
  if (notAllowed) return notAllowed
  const parsed = parseQuery(req, coordinatesQuerySchema)
  if (!parsed.ok) return parsed.response
  const choices = parseQuery(req, stationChoicesQuerySchema)
  if (!choices.ok) return choices.response

  const now = Math.floor(Date.now() / 1000)
  const provider = airQualityProvider()
  const share = publicShare(serverEnv(), provider.id)
  const client = clientIp(req)
  const stored = await cellForecast(provider, cellFor(parsed.value), now, () => admitCacheMiss(client, provider.id, share, now))
  if (!stored.ok) return stored.error.kind === 'budget' ? budgetProblem(stored.error) : upstreamProblem(stored.error)

  const stations = await cellStations(stored.value.forecast, now, STATIONS_DEADLINE_MS, publicCaller(client), req.signal)
  const fusion = fuseCell(stored.value.forecast, stations.stations, choices.value, parsed.value, now)
  const view = read(fusion, parsed.value, now)
  if (!view.ok) return view.response
  const shared = options.cache === 'shared' && !stored.value.stale && !stations.degraded
  return json(view.body, { headers: shared ? SHARED_CACHE_HEADERS : options.cache === 'private' ? MEMBERS_ONLY : NOT_SHARED })
}

export const noCurrentHour = () =>
  problem(502, 'no_current_data', /*i18n*/ { id: 'problem.airQuality.noCurrentHour', message: 'The air-quality forecast for this place does not cover the current hour yet.' })
