import { ConfigurationError, isLocalMode, serverEnv, type ServerEnv } from '../../env'
import { createOpenMeteoWeather } from './open-meteo'
import { createSimulatedWeather } from './simulated'
import type { WeatherProvider } from './types'

/**
 * The only place that chooses the weather adapter. With simulated air quality (local only)
 * the wind is simulated too; otherwise Open-Meteo on the same terms as its air-quality API
 * (decision 100): a key selects the customer host, and a deploy without one needs
 * OPEN_METEO_NON_COMMERCIAL=1, else the wind answers 503 not_configured.
 */
export function createWeatherProvider(env: ServerEnv): WeatherProvider {
  if (env.AIR_QUALITY_PROVIDER === 'simulated') return createSimulatedWeather()
  if (!env.OPEN_METEO_API_KEY && !env.OPEN_METEO_NON_COMMERCIAL && !isLocalMode(env)) {
    throw new ConfigurationError(
      "OPEN_METEO_API_KEY: the wind layer needs OPEN_METEO_API_KEY, or OPEN_METEO_NON_COMMERCIAL=1 where the use is non-commercial (Open-Meteo's keyless tier)",
    )
  }
  return createOpenMeteoWeather({ baseUrl: env.OPEN_METEO_WEATHER_BASE_URL, apiKey: env.OPEN_METEO_API_KEY, timeoutMs: env.UPSTREAM_TIMEOUT_MS })
}

let current: { env: ServerEnv; provider: WeatherProvider } | undefined

/** The configured weather provider, built once per parsed configuration. */
export function weatherProvider(): WeatherProvider {
  const env = serverEnv()
  if (current?.env !== env) current = { env, provider: createWeatherProvider(env) }
  return current.provider
}
