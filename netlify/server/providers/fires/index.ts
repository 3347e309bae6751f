import { isLocalMode, serverEnv, type ServerEnv } from '../../env'
import { createFirmsProvider } from './firms'
import { createSimulatedFires } from './simulated'
import type { FireProvider } from './types'

/**
 * The only place that chooses the fire adapter: NASA FIRMS with FIRMS_MAP_KEY; without it,
 * simulated fires in local mode and none on a deploy (null: the layer is off; decision 188).
 */
export function createFireProvider(env: ServerEnv): FireProvider | null {
  if (env.FIRMS_MAP_KEY) return createFirmsProvider({ mapKey: env.FIRMS_MAP_KEY, baseUrl: env.FIRMS_BASE_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS })
  return isLocalMode(env) ? createSimulatedFires() : null
}

let current: { env: ServerEnv; provider: FireProvider | null } | undefined

/** The configured fire provider (null when the layer is off), built once per parsed configuration. */
export function fireProvider(): FireProvider | null {
  const env = serverEnv()
  if (current?.env !== env) current = { env, provider: createFireProvider(env) }
  return current.provider
}
