import { serverEnv, type ServerEnv } from '../../env'
import type { RateLimitRule } from '../../rate-limit'
import { createGazetteerGeocoder } from './gazetteer'
import { createOpenMeteoGeocoder } from './open-meteo'
import { createPhotonGeocoder } from './photon'
import { PUBLIC_OSM_GEOCODER_BUDGET } from './request-budget'
import type { Geocoder } from './types'

/**
 * OpenStreetMap services ask for a User-Agent that names the application, with a way to
 * reach its operator: the site's address, which Netlify sets as URL.
 */
export function geocoderUserAgent(env: ServerEnv): string {
  return `AirAhead/0.1 (air-quality web app${env.URL ? `; +${env.URL}` : ''})`
}

/** The only place that chooses the geocoder (GEOCODER). */
export function createGeocoder(env: ServerEnv): Geocoder {
  const timeoutMs = env.UPSTREAM_TIMEOUT_MS
  const userAgent = geocoderUserAgent(env)
  switch (env.GEOCODER) {
    case 'gazetteer':
      return createGazetteerGeocoder()
    case 'open-meteo':
      return createOpenMeteoGeocoder({
        baseUrl: env.OPEN_METEO_GEOCODING_BASE_URL,
        apiKey: env.OPEN_METEO_API_KEY,
        timeoutMs,
        userAgent,
      })
    case 'photon':
      return createPhotonGeocoder({ baseUrl: env.PHOTON_BASE_URL, timeoutMs, userAgent })
  }
}

/**
 * The shared request budget the configured geocoder must keep to, or null. Komoot's public
 * Photon asks for fair use; we hold it to Nominatim's 1 request per second for all users
 * together. A self-hosted instance (PHOTON_BASE_URL) is its operator's to size.
 */
export function geocoderRequestBudget(env: ServerEnv): RateLimitRule | null {
  return env.GEOCODER === 'photon' && !env.PHOTON_BASE_URL ? PUBLIC_OSM_GEOCODER_BUDGET : null
}

let current: { env: ServerEnv; geocoder: Geocoder } | undefined

/** The configured geocoder, built once per parsed configuration. */
export function geocoder(): Geocoder {
  const env = serverEnv()
  if (current?.env !== env) current = { env, geocoder: createGeocoder(env) }
  return current.geocoder
}
