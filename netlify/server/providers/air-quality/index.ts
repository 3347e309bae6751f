import { serverEnv, type ServerEnv } from '../../env'
import { createOpenMeteoProvider } from './open-meteo'
import { createOpenWeatherMapProvider } from './openweathermap'
import { createSimulatedProvider } from './simulated'
import type { AirQualityProvider } from './types'

/** The only place that chooses the air-quality adapter (AIR_QUALITY_PROVIDER). */
export function createAirQualityProvider(env: ServerEnv): AirQualityProvider {
  const timeoutMs = env.UPSTREAM_TIMEOUT_MS
  switch (env.AIR_QUALITY_PROVIDER) {
    case 'simulated':
      return createSimulatedProvider()
    case 'openweathermap':
      return createOpenWeatherMapProvider({
        baseUrl: env.OPENWEATHERMAP_BASE_URL,
        // serverEnv() refuses openweathermap without a key, so it is present here.
        apiKey: env.OPENWEATHERMAP_API_KEY ?? '',
        timeoutMs,
      })
    case 'open-meteo':
      return createOpenMeteoProvider({
        // Without an explicit base URL the adapter picks the public or the customer host.
        baseUrl: env.OPEN_METEO_BASE_URL,
        apiKey: env.OPEN_METEO_API_KEY,
        timeoutMs,
      })
  }
}

let current: { env: ServerEnv; provider: AirQualityProvider } | undefined

/** The configured provider, built once per parsed configuration. */
export function airQualityProvider(): AirQualityProvider {
  const env = serverEnv()
  if (current?.env !== env) current = { env, provider: createAirQualityProvider(env) }
  return current.provider
}
