// zod/mini: the response schema also runs in the browser (location lookup).
import * as z from 'zod/mini'
import { say, saying } from '../i18n/ambient'

/** docs/product.md §Validation, §Limits: a search needs at least 3 characters after trimming. */
export const LOCATION_SEARCH_MIN_CHARS = 3
/** Longer text is no place name; the cap keeps upstream URLs and cache keys small. */
export const LOCATION_SEARCH_MAX_CHARS = 200
/** docs/product.md §Limits: at most 5 suggestions. */
export const LOCATION_SEARCH_MAX_RESULTS = 5

const SEARCH_MESSAGES = {
  required: /*i18n*/ { id: 'validation.search.required', message: 'q is required', comment: 'q: the query parameter, untranslated' },
  notText: /*i18n*/ { id: 'validation.search.notText', message: 'q must be text', comment: 'q: the query parameter, untranslated' },
  tooLong: /*i18n*/ { id: 'validation.search.tooLong', message: 'q must be at most {max} characters', comment: 'q: the query parameter, untranslated' },
  tooShort: /*i18n*/ { id: 'validation.search.tooShort', message: 'q must be at least {min} characters', comment: 'q: the query parameter, untranslated' },
}

/** Query of GET /api/geocoding/search: `q`, trimmed, 3-200 characters. */
export const locationSearchQuerySchema = z.object({
  q: z
    .string({ error: (issue) => say(issue.input === undefined ? SEARCH_MESSAGES.required : SEARCH_MESSAGES.notText) })
    .check(
      z.maxLength(LOCATION_SEARCH_MAX_CHARS, saying(SEARCH_MESSAGES.tooLong, { max: LOCATION_SEARCH_MAX_CHARS })),
      z.trim(),
      z.minLength(LOCATION_SEARCH_MIN_CHARS, saying(SEARCH_MESSAGES.tooShort, { min: LOCATION_SEARCH_MIN_CHARS })),
    ),
})

/** Which geocoder answered; the app shows its attribution (OpenStreetMap data requires one). */
export const geocoderIdSchema = z.enum(['gazetteer', 'open-meteo', 'photon'])
export type GeocoderId = z.infer<typeof geocoderIdSchema>

/** docs/product.md §Data "Place search result", plus the geocoder that found it. */
export const locationSearchResultSchema = z.object({
  name: z.string(),
  /** The full label, e.g. "London, England, United Kingdom". */
  displayName: z.string(),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  /** Degrees, WGS 84. */
  lat: z.number().check(z.gte(-90), z.lte(90)),
  lon: z.number().check(z.gte(-180), z.lte(180)),
  locationType: z.enum(['address', 'city']),
  source: geocoderIdSchema,
})
export type LocationSearchResult = z.infer<typeof locationSearchResultSchema>

/** Response of GET /api/geocoding/search: best match first, at most 5. */
export const locationSearchResponseSchema = z.array(locationSearchResultSchema).check(
  z.maxLength(LOCATION_SEARCH_MAX_RESULTS),
)

/**
 * What a person calls a position (GET /api/geocoding/reverse): its town, e.g. "Springfield",
 * with the region and country beside it; null where no geocoder knows a name (open sea, or
 * further than 50 km from every city of the built-in list).
 */
export const placeNameSchema = z.object({
  name: z.string().check(z.minLength(1)),
  /** "Springfield, Illinois, United States". */
  displayName: z.string(),
  state: z.nullable(z.string()),
  country: z.nullable(z.string()),
  source: geocoderIdSchema,
})
export type PlaceName = z.infer<typeof placeNameSchema>

export const reverseGeocodeResponseSchema = z.object({ place: z.nullable(placeNameSchema) })
export type ReverseGeocodeResponse = z.infer<typeof reverseGeocodeResponseSchema>
