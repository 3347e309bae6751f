import { ConfigurationError, isLocalMode, type ServerEnv } from '../../env'

export type PaymentsMode = 'stripe' | 'demo'

/**
 * Stripe when STRIPE_SECRET_KEY is set (env.ts then insists on the price and webhook
 * secret), else demo, in local mode only: a deploy never grants premium without payment.
 * Apart from the factory in index.ts so that every premium check (session.ts) does not
 * bundle and load the Stripe SDK.
 */
export function paymentsMode(env: ServerEnv): PaymentsMode {
  if (env.STRIPE_SECRET_KEY) return 'stripe'
  if (!isLocalMode(env)) throw new ConfigurationError('STRIPE_SECRET_KEY: a deploy sells Premium through Stripe; demo payments are local only')
  return 'demo'
}
