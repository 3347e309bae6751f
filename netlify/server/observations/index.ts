import type { ObservationNetwork } from '../../../src/domain/observations/types'
import { isLocalMode, serverEnv, type ServerEnv } from '../env'
import { createAirNowProvider } from './airnow'
import { createOpenAqProvider } from './openaq'
import { createPurpleAirProvider } from './purpleair'
import { createSensorCommunityProvider } from './sensor-community'
import { createSimulatedObservationProvider } from './simulated'
import type { ObservationProvider } from './types'

const PUBLIC_BASE_URLS = {
  openaq: 'https://api.openaq.org',
  airnow: 'https://www.airnowapi.org',
  purpleair: 'https://api.purpleair.com',
  'sensor-community': 'https://data.sensor.community',
} as const

const KEYED_NETWORKS: readonly ObservationNetwork[] = ['openaq', 'airnow', 'purpleair', 'sensor-community']

/**
 * The only place that chooses observation adapters (OBSERVATIONS, decision 160). Unset: the
 * simulated stations in local mode; on a deploy, every network whose key is set and keyless
 * Sensor.Community. A network without its key is off (never a fake in its place), and the
 * simulated one never runs outside local mode.
 */
export function createObservationProviders(env: ServerEnv): ObservationProvider[] {
  const local = isLocalMode(env)
  const timeoutMs = env.UPSTREAM_TIMEOUT_MS
  const wanted = env.OBSERVATIONS ?? (local ? ['simulated'] : KEYED_NETWORKS)
  const providers: ObservationProvider[] = []
  for (const network of wanted) {
    switch (network) {
      case 'simulated':
        if (local) providers.push(createSimulatedObservationProvider())
        break
      case 'openaq':
        if (env.OPENAQ_API_KEY) {
          providers.push(createOpenAqProvider({ baseUrl: env.OPENAQ_BASE_URL ?? PUBLIC_BASE_URLS.openaq, apiKey: env.OPENAQ_API_KEY, timeoutMs }))
        }
        break
      case 'airnow':
        if (env.AIRNOW_API_KEY) {
          providers.push(createAirNowProvider({ baseUrl: env.AIRNOW_BASE_URL ?? PUBLIC_BASE_URLS.airnow, apiKey: env.AIRNOW_API_KEY, timeoutMs }))
        }
        break
      case 'purpleair':
        if (env.PURPLEAIR_API_KEY) {
          providers.push(
            createPurpleAirProvider({ baseUrl: env.PURPLEAIR_BASE_URL ?? PUBLIC_BASE_URLS.purpleair, apiKey: env.PURPLEAIR_API_KEY, timeoutMs }),
          )
        }
        break
      case 'sensor-community':
        providers.push(createSensorCommunityProvider({ baseUrl: env.SENSOR_COMMUNITY_BASE_URL ?? PUBLIC_BASE_URLS['sensor-community'], timeoutMs }))
        break
    }
  }
  return providers
}

let current: { env: ServerEnv; providers: ObservationProvider[] } | undefined

/** The configured adapters, built once per parsed configuration. */
export function observationProviders(): ObservationProvider[] {
  const env = serverEnv()
  if (current?.env !== env) current = { env, providers: createObservationProviders(env) }
  return current.providers
}
