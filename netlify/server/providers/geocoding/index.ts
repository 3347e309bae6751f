import { isLocalMode, serverEnv, type ServerEnv } from '../../env'
import type { RateLimitRule } from '../../rate-limit'
import { createGazetteerGeocoder } from './gazetteer'
import { createOpenMeteoGeocoder } from './open-meteo'
import { createPhotonGeocoder } from './photon'
import { budgetGate, openMeteoGate, PUBLIC_OSM_GEOCODER_BUDGET } from './request-budget'
import type { Geocoder, GeocoderChoice } from './types'
import { createWorldwideGeocoder } from './worldwide'

/**
 * OpenStreetMap services ask for a User-Agent that names the application, with a way to
 * reach its operator: the site's address, which Netlify sets as URL.
 */
export function geocoderUserAgent(env: ServerEnv): string {
  return `AirAhead/0.1 (air-quality web app${env.URL ? `; +${env.URL}` : ''})`
}

/**
 * Which geocoder runs (decision 178): GEOCODER when set; unset, the real worldwide pair on a
 * deploy (so "Springfield" and a school's street are found) and the built-in list in local
 * mode (no network, no keys). A deploy gets the built-in list only by saying GEOCODER=gazetteer.
 */
export function geocoderChoice(env: ServerEnv): GeocoderChoice {
  return env.GEOCODER ?? (isLocalMode(env) ? 'gazetteer' : 'worldwide')
}

/** The only place that chooses the geocoder. */
export function createGeocoder(env: ServerEnv): Geocoder {
  const timeoutMs = env.UPSTREAM_TIMEOUT_MS
  const userAgent = geocoderUserAgent(env)
  const budget = geocoderRequestBudget(env)
  const openMeteo = () =>
    createOpenMeteoGeocoder({ baseUrl: env.OPEN_METEO_GEOCODING_BASE_URL, apiKey: env.OPEN_METEO_API_KEY, timeoutMs, userAgent, gate: openMeteoGate(env) })
  const photon = () =>
    createPhotonGeocoder({ baseUrl: env.PHOTON_BASE_URL, timeoutMs, userAgent, ...(budget && { gate: budgetGate(budget) }) })
  switch (geocoderChoice(env)) {
    case 'gazetteer':
      return createGazetteerGeocoder()
    case 'open-meteo':
      return openMeteo()
    case 'photon':
      return photon()
    case 'worldwide':
      return createWorldwideGeocoder(openMeteo(), photon())
  }
}

/**
 * The shared request budget every call to Photon must keep to, or null. Komoot's public
 * Photon asks for fair use; we hold it to Nominatim's 1 request per second for all users
 * together. A self-hosted instance (PHOTON_BASE_URL) is its operator's to size.
 */
export function geocoderRequestBudget(env: ServerEnv): RateLimitRule | null {
  const usesPhoton = geocoderChoice(env) === 'photon' || geocoderChoice(env) === 'worldwide'
  return usesPhoton && !env.PHOTON_BASE_URL ? PUBLIC_OSM_GEOCODER_BUDGET : null
}

let current: { env: ServerEnv; geocoder: Geocoder } | undefined

/** The configured geocoder, built once per parsed configuration. */
export function geocoder(): Geocoder {
  const env = serverEnv()
  if (current?.env !== env) current = { env, geocoder: createGeocoder(env) }
  return current.geocoder
}
