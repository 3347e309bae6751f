import type { ServerEnv } from '../../env'

export type PaymentsMode = 'stripe' | 'demo'

/**
 * Stripe when STRIPE_SECRET_KEY is set (env.ts then insists on the price and webhook
 * secret), else demo. Apart from the factory in index.ts so that every premium check
 * (session.ts) does not bundle and load the Stripe SDK.
 */
export function paymentsMode(env: ServerEnv): PaymentsMode {
  return env.STRIPE_SECRET_KEY ? 'stripe' : 'demo'
}
