import { z } from 'zod'
import type { LocationSearchResult, PlaceName } from '../../../../src/domain/contracts/geocoding'
import { fetchJson } from '../../http-client'
import { err, ok } from '../../result'
import { boundedText, UPSTREAM_TEXT_MAX_CHARS } from '../../upstream-text'
import type { UpstreamGate } from './request-budget'
import type { Geocoder } from './types'

/** Komoot's public Photon instance (OpenStreetMap data). Fair use only; see `index.ts`. */
export const PHOTON_BASE_URL = 'https://photon.komoot.io'

/** How far from a position /reverse looks for the nearest feature, km. */
const REVERSE_RADIUS_KM = 10
/** How many features to ask for: regions are dropped before the best `limit` are kept. */
const REQUEST_LIMIT = 10

const text = z.string().min(1).transform((value) => boundedText(value, UPSTREAM_TEXT_MAX_CHARS.name)).optional()
/** The GeoJSON Photon answers (github.com/komoot/photon, "Search API"): only what we read. */
const featureSchema = z.object({
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number()),
  }),
  properties: z.object({
    name: text,
    street: text,
    housenumber: text,
    city: text,
    /** The borough or suburb, and the county: where a position has no city. */
    district: text,
    county: text,
    state: text,
    country: text,
    osm_key: text,
    osm_value: text,
    /** house, street, locality, district, city, county, state, country or other. */
    type: text,
  }),
})
const responseSchema = z.object({ features: z.array(featureSchema) })
type Feature = z.infer<typeof featureSchema>

/** OSM place values that name a settlement: what people call a city, town or village. */
const SETTLEMENTS = new Set(['city', 'town', 'village', 'hamlet', 'municipality'])
/** Whole countries and states have no single air-quality reading. */
const REGIONS = new Set(['country', 'state'])

function locationType({ type, osm_key, osm_value }: Feature['properties']): LocationSearchResult['locationType'] {
  if (type === 'city') return 'city'
  return osm_key === 'place' && osm_value !== undefined && SETTLEMENTS.has(osm_value) ? 'city' : 'address'
}

function toResult(feature: Feature): LocationSearchResult | null {
  const p = feature.properties
  if (p.type !== undefined && REGIONS.has(p.type)) return null
  const streetLine = p.street ? [p.street, p.housenumber].filter(Boolean).join(' ') : undefined
  const name = p.name ?? streetLine ?? p.city
  if (name === undefined) return null
  const [lon, lat] = feature.geometry.coordinates
  const parts = [name, streetLine, p.city, p.state, p.country].filter((part): part is string => Boolean(part))
  return {
    name,
    displayName: [...new Set(parts)].join(', '),
    state: p.state ?? null,
    country: p.country ?? null,
    lat,
    lon,
    locationType: locationType(p),
    source: 'photon',
  }
}

/**
 * The town of the feature nearest a position (decision 177): the `city` its address is in,
 * the feature's own name when it is a settlement, else its district or county.
 */
export function townOf(feature: Feature): PlaceName | null {
  const p = feature.properties
  const settlement = locationType(p) === 'city' ? p.name : undefined
  const name = p.city ?? settlement ?? p.district ?? p.county
  if (name === undefined) return null
  const parts = [name, p.state, p.country].filter((part): part is string => Boolean(part))
  return { name, displayName: [...new Set(parts)].join(', '), state: p.state ?? null, country: p.country ?? null, source: 'photon' }
}

export interface PhotonOptions {
  baseUrl?: string
  timeoutMs: number
  /** Identifies AirAhead to the operator, as OpenStreetMap services ask. */
  userAgent: string
  fetch?: typeof fetch
  /** Asked before every call: the public instance's shared fair-use budget (see `index.ts`). */
  gate?: UpstreamGate
}

/**
 * Addresses, streets and places from OpenStreetMap through Photon, a search-as-you-type
 * geocoder (Nominatim's usage policy forbids autocomplete, so it is not used here).
 */
export function createPhotonGeocoder(options: PhotonOptions): Geocoder {
  const baseUrl = options.baseUrl ?? PHOTON_BASE_URL
  const call = async (url: URL, signal: AbortSignal, client: string | null) => {
    const refused = await options.gate?.(client)
    if (refused) return err(refused)
    return fetchJson(url, responseSchema, {
      upstream: 'Photon',
      timeoutMs: options.timeoutMs,
      signal,
      headers: { 'user-agent': options.userAgent },
      fetch: options.fetch,
    })
  }
  return {
    id: 'photon',
    async search(query, { signal, limit, client }) {
      const url = new URL('/api/', baseUrl)
      url.searchParams.set('q', query)
      url.searchParams.set('limit', String(Math.max(limit, REQUEST_LIMIT)))
      url.searchParams.set('lang', 'en')
      const response = await call(url, signal, client ?? null)
      if (!response.ok) return response
      const results = response.value.features.map(toResult).filter((r): r is LocationSearchResult => r !== null)
      return ok(results.slice(0, limit))
    },
    // Photon's /reverse (docs/api-v1.md, "Reverse"): the nearest features, distance-sorted.
    async reverse({ lat, lon }, { signal, client }) {
      const url = new URL('/reverse', baseUrl)
      url.searchParams.set('lat', String(lat))
      url.searchParams.set('lon', String(lon))
      url.searchParams.set('limit', '1')
      // Kilometres: further than this, the nearest feature names somewhere else.
      url.searchParams.set('radius', String(REVERSE_RADIUS_KM))
      url.searchParams.set('lang', 'en')
      const response = await call(url, signal, client ?? null)
      if (!response.ok) return response
      const [nearest] = response.value.features
      return ok(nearest ? townOf(nearest) : null)
    },
  }
}
