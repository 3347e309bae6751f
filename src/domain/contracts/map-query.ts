import { z } from 'zod'
import type { Bbox } from '../map/bbox'

const degrees = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number between ${min} and ${max}` })
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, { message: `${name} must be a number between ${min} and ${max}` })

/**
 * Query of /api/map/* (server-side only): the view's bounds and zoom. The view may not
 * cross the antimeridian (west < east); the map keeps its views within ±180°.
 */
export const mapViewQuerySchema = z
  .object({
    west: degrees('west', -180, 180),
    south: degrees('south', -90, 90),
    east: degrees('east', -180, 180),
    north: degrees('north', -90, 90),
    zoom: degrees('zoom', 0, 22).optional().default(6),
  })
  .refine((q) => q.west < q.east, { message: 'west must be less than east (a view may not cross the antimeridian)' })
  .refine((q) => q.south < q.north, { message: 'south must be less than north' })

export type MapViewQuery = Bbox & { zoom: number }
