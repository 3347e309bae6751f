import { z } from 'zod'
import type { LocationSearchResult } from '../../../../src/domain/contracts/geocoding'
import { fetchJson } from '../../http-client'
import { err, ok } from '../../result'
import { boundedText, UPSTREAM_TEXT_MAX_CHARS, upstreamString } from '../../upstream-text'
import type { UpstreamGate } from './request-budget'
import type { Geocoder } from './types'

export const OPEN_METEO_GEOCODING_BASE_URL = 'https://geocoding-api.open-meteo.com'
/** Commercial plans use this host together with `apikey` (Open-Meteo docs, "apikey"). */
export const OPEN_METEO_GEOCODING_CUSTOMER_BASE_URL = 'https://customer-geocoding-api.open-meteo.com'

/** The fields we read of one GeoNames place (open-meteo.com/en/docs/geocoding-api). */
const placeSchema = z.object({
  name: z.string().min(1).transform((name) => boundedText(name, UPSTREAM_TEXT_MAX_CHARS.name)),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  country: upstreamString(UPSTREAM_TEXT_MAX_CHARS.name).optional(),
  admin1: upstreamString(UPSTREAM_TEXT_MAX_CHARS.name).optional(),
})

/** No match answers without `results` at all. */
const responseSchema = z.object({ results: z.array(placeSchema).optional() })

export interface OpenMeteoGeocoderOptions {
  /** Defaults to the public host, or the customer host when `apiKey` is set. */
  baseUrl?: string
  apiKey?: string
  timeoutMs: number
  userAgent: string
  fetch?: typeof fetch
  /** Asked before every call: the provider's public share and the client's part of it (decision 234). */
  gate?: UpstreamGate
}

function toResult(place: z.infer<typeof placeSchema>): LocationSearchResult {
  const state = place.admin1 ?? null
  const country = place.country ?? null
  const displayName = [place.name, state !== place.name ? state : null, country].filter(Boolean).join(', ')
  return {
    name: place.name,
    displayName,
    state,
    country,
    lat: place.latitude,
    lon: place.longitude,
    locationType: 'city',
    source: 'open-meteo',
  }
}

/**
 * Cities, towns and villages from GeoNames through Open-Meteo's keyless Geocoding API
 * (ranked by population; 3+ characters match fuzzily). Every result is a 'city'.
 */
export function createOpenMeteoGeocoder(options: OpenMeteoGeocoderOptions): Geocoder {
  const baseUrl =
    options.baseUrl ?? (options.apiKey ? OPEN_METEO_GEOCODING_CUSTOMER_BASE_URL : OPEN_METEO_GEOCODING_BASE_URL)
  return {
    id: 'open-meteo',
    async search(query, { signal, limit, client }) {
      const refused = await options.gate?.(client ?? null)
      if (refused) return err(refused)
      const url = new URL('/v1/search', baseUrl)
      url.searchParams.set('name', query)
      url.searchParams.set('count', String(limit))
      url.searchParams.set('language', 'en')
      url.searchParams.set('format', 'json')
      if (options.apiKey) url.searchParams.set('apikey', options.apiKey)
      const response = await fetchJson(url, responseSchema, {
        upstream: 'Open-Meteo Geocoding',
        timeoutMs: options.timeoutMs,
        signal,
        headers: { 'user-agent': options.userAgent },
        fetch: options.fetch,
      })
      if (!response.ok) return response
      return ok((response.value.results ?? []).slice(0, limit).map(toResult))
    },
    // Open-Meteo's Geocoding API has no reverse lookup (open-meteo/open-meteo#661 and #97,
    // tracked as open-meteo/geocoding-api#6): it names no position. `worldwide` asks Photon.
    reverse: async () => ok(null),
  }
}
