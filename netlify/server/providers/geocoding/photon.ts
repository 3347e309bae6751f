import { z } from 'zod'
import type { LocationSearchResult } from '../../../../src/domain/contracts/geocoding'
import { fetchJson } from '../../http-client'
import { ok } from '../../result'
import type { Geocoder } from './types'

/** Komoot's public Photon instance (OpenStreetMap data). Fair use only; see `index.ts`. */
export const PHOTON_BASE_URL = 'https://photon.komoot.io'

/** How many features to ask for: regions are dropped before the best `limit` are kept. */
const REQUEST_LIMIT = 10

const text = z.string().min(1).optional()
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

export interface PhotonOptions {
  baseUrl?: string
  timeoutMs: number
  /** Identifies AirAhead to the operator, as OpenStreetMap services ask. */
  userAgent: string
  fetch?: typeof fetch
}

/**
 * Addresses, streets and places from OpenStreetMap through Photon, a search-as-you-type
 * geocoder (Nominatim's usage policy forbids autocomplete, so it is not used here).
 */
export function createPhotonGeocoder(options: PhotonOptions): Geocoder {
  const baseUrl = options.baseUrl ?? PHOTON_BASE_URL
  return {
    id: 'photon',
    async search(query, { signal, limit }) {
      const url = new URL('/api/', baseUrl)
      url.searchParams.set('q', query)
      url.searchParams.set('limit', String(Math.max(limit, REQUEST_LIMIT)))
      url.searchParams.set('lang', 'en')
      const response = await fetchJson(url, responseSchema, {
        upstream: 'Photon',
        timeoutMs: options.timeoutMs,
        signal,
        headers: { 'user-agent': options.userAgent },
        fetch: options.fetch,
      })
      if (!response.ok) return response
      const results = response.value.features.map(toResult).filter((r): r is LocationSearchResult => r !== null)
      return ok(results.slice(0, limit))
    },
  }
}
