// zod/mini: the response schema also runs in the browser (/history).
import * as z from 'zod/mini'
import { componentsSchema, sourceIdSchema } from './air-quality'

/** Days of history the server answers with by default, and at most. */
export const HISTORY_DEFAULT_DAYS = 7
export const HISTORY_MAX_DAYS = 30

/**
 * One hour's reading the server kept for one of the user's watched places: the values of
 * the hour under way when the alert job checked the place's 0.1° cell (decision 066).
 * Shaped like the readings the device keeps, plus the place it was kept for.
 */
export const serverReadingSchema = z.object({
  placeId: z.string(),
  placeName: z.string(),
  /** Start of the hour, unix seconds. */
  time: z.int(),
  /** Centre of the 0.1° cell. */
  coords: z.object({ lat: z.number(), lon: z.number() }),
  aqi: z.int().check(z.minimum(1), z.maximum(5)),
  usAqi: z.nullable(z.int()),
  components: componentsSchema,
  source: z.object({ id: sourceIdSchema, name: z.string(), simulated: z.boolean() }),
  /** When the source was asked (ISO 8601). */
  fetchedAt: z.string(),
})
export type ServerReading = z.infer<typeof serverReadingSchema>

/** GET /api/user/air-quality-history?days=7: newest first, for every watched place. */
export const airQualityHistoryResponseSchema = z.object({
  days: z.int(),
  /** The places the readings were kept for (Premium members' watched places). */
  places: z.array(z.object({ id: z.string(), name: z.string() })),
  readings: z.array(serverReadingSchema),
})
export type AirQualityHistoryResponse = z.infer<typeof airQualityHistoryResponseSchema>
