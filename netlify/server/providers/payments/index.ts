import { serverEnv, type ServerEnv } from '../../env'
import { paymentsMode } from './mode'
import { createStripeProvider } from './stripe'
import type { PaymentsProvider } from './types'

/** The only place that chooses the payments adapter. */
export function createPaymentsProvider(env: ServerEnv): PaymentsProvider | null {
  if (paymentsMode(env) === 'demo') return null
  return createStripeProvider({
    // serverEnv() refuses Stripe without all three, so they are present here.
    secretKey: env.STRIPE_SECRET_KEY ?? '',
    priceId: env.STRIPE_PRICE_ID ?? '',
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    apiBase: env.STRIPE_API_BASE,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
  })
}

let current: { env: ServerEnv; provider: PaymentsProvider | null } | undefined

/** The configured payments adapter, or null in demo mode; built once per parsed configuration. */
export function paymentsProvider(): PaymentsProvider | null {
  const env = serverEnv()
  if (current?.env !== env) current = { env, provider: createPaymentsProvider(env) }
  return current.provider
}
