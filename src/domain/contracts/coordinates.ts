import { z } from 'zod'
import { say } from '../i18n/ambient'

const RANGE = /*i18n*/ { id: 'validation.query.range', message: '{name} must be a number between {min} and {max}', comment: 'name: a query parameter (latitude, west, zoom), untranslated' }
const REQUIRED = /*i18n*/ { id: 'validation.query.coordinates', message: 'latitude and longitude (or lat and lon) are required', comment: 'Query parameter names, untranslated' }

const degrees = (name: string, min: number, max: number) => {
  const error = () => say(RANGE, { name, min, max })
  return z.coerce
    .number({ error })
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error })
}

/** A place, in degrees (WGS 84). */
export type Coordinates = { lat: number; lon: number }

/**
 * Query of every /api/air-quality/* call. docs/product.md §API uses `latitude/longitude` on the
 * dashboard and `lat/lon` on lookup and comparison, so both spellings are accepted.
 * (Server-side only: the app never parses its own queries, so this stays out of its bundle.)
 */
export const coordinatesQuerySchema = z
  .object({
    latitude: z.string().optional(),
    longitude: z.string().optional(),
    lat: z.string().optional(),
    lon: z.string().optional(),
  })
  .transform((q, ctx): Coordinates => {
    const lat = q.latitude ?? q.lat
    const lon = q.longitude ?? q.lon
    if (lat === undefined || lon === undefined || lat.trim() === '' || lon.trim() === '') {
      ctx.addIssue({ code: 'custom', message: say(REQUIRED) })
      return z.NEVER
    }
    const parsed = z.object({ lat: degrees('latitude', -90, 90), lon: degrees('longitude', -180, 180) }).safeParse({ lat, lon })
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
      return z.NEVER
    }
    return parsed.data
  })
