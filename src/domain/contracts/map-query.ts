import { z } from 'zod'
import { say } from '../i18n/ambient'
import type { Bbox } from '../map/bbox'

const MAP_QUERY_MESSAGES = {
  range: /*i18n*/ { id: 'validation.query.range', message: '{name} must be a number between {min} and {max}', comment: 'name: a query parameter (latitude, west, zoom), untranslated' },
  westEast: /*i18n*/ { id: 'validation.query.westEast', message: 'west must be less than east (a view may not cross the antimeridian)', comment: 'west, east: query parameters, untranslated' },
  southNorth: /*i18n*/ { id: 'validation.query.southNorth', message: 'south must be less than north', comment: 'south, north: query parameters, untranslated' },
}

const degrees = (name: string, min: number, max: number) => {
  const error = () => say(MAP_QUERY_MESSAGES.range, { name, min, max })
  return z.coerce.number({ error }).refine((n) => Number.isFinite(n) && n >= min && n <= max, { error })
}

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
  .refine((q) => q.west < q.east, { error: () => say(MAP_QUERY_MESSAGES.westEast) })
  .refine((q) => q.south < q.north, { error: () => say(MAP_QUERY_MESSAGES.southNorth) })

export type MapViewQuery = Bbox & { zoom: number }
