import { z } from 'zod'
import { POLLUTANTS } from '../aqi/pollutants'

const finite = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number between ${min} and ${max}` })
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, {
      message: `${name} must be a number between ${min} and ${max}`,
    })

/**
 * Query of every /api/air-quality/* call. Spec §7 uses `latitude/longitude` on the
 * dashboard and `lat/lon` on lookup and comparison, so both spellings are accepted.
 */
export const coordinatesQuerySchema = z
  .object({
    latitude: z.string().optional(),
    longitude: z.string().optional(),
    lat: z.string().optional(),
    lon: z.string().optional(),
  })
  .transform((q, ctx) => {
    const lat = q.latitude ?? q.lat
    const lon = q.longitude ?? q.lon
    if (lat === undefined || lon === undefined || lat.trim() === '' || lon.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'latitude and longitude (or lat and lon) are required' })
      return z.NEVER
    }
    const parsed = z.object({ lat: finite('latitude', -90, 90), lon: finite('longitude', -180, 180) }).safeParse({ lat, lon })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
      return z.NEVER
    }
    return parsed.data
  })
export type Coordinates = { lat: number; lon: number }

const concentration = z.number().nullable()
export const componentsSchema = z.object({
  co: concentration,
  no: concentration,
  no2: concentration,
  o3: concentration,
  so2: concentration,
  pm2_5: concentration,
  pm10: concentration,
  nh3: concentration,
})

export const pollutantSchema = z.enum(POLLUTANTS)

/** One hour, in the spec §3 shape plus the US AQI computed by our domain. */
export const airQualityEntrySchema = z.object({
  dt: z.number().int(),
  main: z.object({ aqi: z.number().int().min(1).max(5) }),
  components: componentsSchema,
  usAqi: z.number().int().nullable(),
  dominantPollutant: pollutantSchema.nullable(),
})
export type AirQualityEntry = z.infer<typeof airQualityEntrySchema>

export const sourceIdSchema = z.enum(['open-meteo', 'openweathermap', 'simulated'])
export type SourceId = z.infer<typeof sourceIdSchema>

export const sourceSchema = z.object({
  id: sourceIdSchema,
  /** What a person reads, e.g. "CAMS forecast via Open-Meteo" or "Simulated data". */
  name: z.string(),
  simulated: z.boolean(),
  url: z.string().nullable(),
})
export type Source = z.infer<typeof sourceSchema>

/** Response of /api/air-quality/current, /forecast and /forecast-premium. */
export const airQualityResponseSchema = z.object({
  /** Centre of the ~1 km cell the reading belongs to. */
  coord: z.object({ lat: z.number(), lon: z.number() }),
  list: z.array(airQualityEntrySchema),
  source: sourceSchema,
  /** When this response was made (ISO 8601). */
  generatedAt: z.string(),
  /** When the data was fetched from the source (ISO 8601): the age a person is shown. */
  fetchedAt: z.string(),
  /** Offset of the place's local time from UTC, for grouping hours into local days. */
  utcOffsetSeconds: z.number().int(),
  timezone: z.string().nullable(),
})
export type AirQualityResponse = z.infer<typeof airQualityResponseSchema>

export const regionSchema = z.enum(['UK', 'Europe', 'other'])
export const regionalScaleSchema = z.enum(['uk_daqi', 'eaqi', 'us_epa'])

/** Response of /api/air-quality/regional (spec §3 "Regional air quality"). */
export const regionalResponseSchema = z.object({
  region: regionSchema,
  scale: regionalScaleSchema,
  aqi: z.number().int().nullable(),
  level: z.object({
    index: z.number().int(),
    name: z.string(),
    description: z.string(),
    healthAdvice: z.string(),
    color: z.string(),
  }),
  isDangerous: z.boolean(),
  country: z.string().nullable(),
  smsThreshold: z.number(),
  components: componentsSchema,
  source: sourceSchema,
  generatedAt: z.string(),
  fetchedAt: z.string(),
})
export type RegionalResponse = z.infer<typeof regionalResponseSchema>
