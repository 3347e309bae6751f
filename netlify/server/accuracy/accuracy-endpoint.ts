import { accuracyRows, FEW_EPISODES, MIN_COUNT_FOR_RATE } from '../../../src/domain/accuracy/figures'
import { ACCURACY_METHOD } from '../../../src/domain/accuracy/method'
import type { AccuracyResponse } from '../../../src/domain/contracts/accuracy'
import { accuracyQuerySchema } from '../../../src/domain/contracts/accuracy-query'
import { settledCounts } from '../data/accuracy-figures'
import { database } from '../data/transaction'
import { allowMethods, json, parseQuery } from '../http'
import type { MeasuredHours } from './settle-accuracy'

/**
 * Public and the same for everyone; settled figures change at most once an hour (the settle
 * step's schedule), so browsers keep them 5 minutes and the CDN 10, serving a stale copy for
 * an hour while it refreshes.
 */
const CACHE_HEADERS = {
  'cache-control': 'public, max-age=300',
  'netlify-cdn-cache-control': 'public, durable, max-age=600, stale-while-revalidate=3600',
}

/** GET /api/accuracy?region=&month=YYYY-MM: the settled figures per region and month, with the method. */
export async function accuracyEndpoint(req: Request, measuredHours: MeasuredHours | null, now: Date = new Date()): Promise<Response> {
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  const query = parseQuery(req, accuracyQuerySchema)
  if (!query.ok) return query.response
  const counts = await settledCounts(database, query.value)
  const answer: AccuracyResponse = {
    rows: accuracyRows(counts),
    minCount: MIN_COUNT_FOR_RATE,
    fewEpisodes: FEW_EPISODES,
    measuring: measuredHours !== null,
    method: [...ACCURACY_METHOD],
    generatedAt: now.toISOString(),
  }
  return json(answer, { headers: CACHE_HEADERS })
}
