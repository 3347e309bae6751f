import { z } from 'zod'
import type { Components } from '../../../src/domain/aqi/pollutants'
import { HISTORY_DEFAULT_DAYS, HISTORY_MAX_DAYS, type AirQualityHistoryResponse, type ServerReading } from '../../../src/domain/contracts/history'
import type { SourceId } from '../../../src/domain/contracts/air-quality'
import { cellFor } from '../air-quality/cells'
import { query } from '../db'
import { allowMethods, json, parseQuery, problem } from '../http'
import { currentUser } from '../session'

export const HISTORY_MESSAGES = {
  signIn: /*i18n*/ { id: 'problem.history.signIn', message: 'Sign in to see the history the server keeps for your watched places.' },
} as const

const historyQuerySchema = z.strictObject({
  days: z
    .string()
    .regex(/^\d{1,2}$/, { error: `days must be a whole number from 1 to ${HISTORY_MAX_DAYS}` })
    .transform(Number)
    .refine((n) => n >= 1 && n <= HISTORY_MAX_DAYS, { error: `days must be a whole number from 1 to ${HISTORY_MAX_DAYS}` })
    .optional(),
}, { error: `The only parameter is days (1 to ${HISTORY_MAX_DAYS}).` })

interface PlaceRow { id: string; name: string; lat: number; lon: number }
interface ReadingRow {
  cell_key: string
  hour: Date
  lat: number
  lon: number
  aqi: number
  us_aqi: number | null
  components: Components
  source_id: SourceId
  source_name: string
  simulated: boolean
  fetched_at: Date
}

/**
 * GET /api/user/air-quality-history?days=N (docs/product.md §API; decision 066): the hourly readings the
 * alert job kept for the caller's watched places over the last N days (7 by default),
 * newest first. Any account may ask; only Premium members watch places, so others get an
 * empty list, not an error.
 */
export async function airQualityHistory(req: Request): Promise<Response> {
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  const params = parseQuery(req, historyQuerySchema)
  if (!params.ok) return params.response
  const user = await currentUser(req)
  if (!user) return problem(401, 'not_signed_in', HISTORY_MESSAGES.signIn)

  const days = params.value.days ?? HISTORY_DEFAULT_DAYS
  const places = await query<PlaceRow>(
    `SELECT id, name, lat, lon FROM monitored_places WHERE user_id = $1 ORDER BY created_at`,
    [user.id],
  )
  const placesByCell = new Map<string, PlaceRow[]>()
  for (const place of places) {
    const key = cellFor(place).key
    placesByCell.set(key, [...(placesByCell.get(key) ?? []), place])
  }
  const rows = placesByCell.size === 0 ? [] : await query<ReadingRow>(
    `SELECT cell_key, hour, lat, lon, aqi, us_aqi, components, source_id, source_name, simulated, fetched_at
       FROM cell_readings
      WHERE cell_key = ANY($1::text[]) AND hour >= now() - make_interval(days => $2::int)
      ORDER BY hour DESC, cell_key`,
    [[...placesByCell.keys()], days],
  )
  const readings: ServerReading[] = rows.flatMap((row) =>
    (placesByCell.get(row.cell_key) ?? []).map((place) => ({
      placeId: place.id,
      placeName: place.name,
      time: Math.floor(row.hour.getTime() / 1000),
      coords: { lat: row.lat, lon: row.lon },
      aqi: row.aqi,
      usAqi: row.us_aqi,
      components: row.components,
      source: { id: row.source_id, name: row.source_name, simulated: row.simulated },
      fetchedAt: row.fetched_at.toISOString(),
    })),
  )
  const answer: AirQualityHistoryResponse = { days, places: places.map(({ id, name }) => ({ id, name })), readings }
  return json(answer, { headers: { 'cache-control': 'private, no-store' } })
}
