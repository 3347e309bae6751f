import type { Config } from '@netlify/functions'
import { allowMethods, handler, json, problem } from '../server/http'
import { readRawBody } from '../server/billing/raw-body'
import { processStripeEvent } from '../server/billing/stripe-events'
import { paymentsProvider } from '../server/providers/payments'

/**
 * POST /api/webhooks/stripe: Stripe's events, verified on the exact raw body. No Origin
 * check and no cookie: the signature is the authentication. Each event id is applied once.
 */
export default handler(async (req) => {
  const payments = paymentsProvider()
  if (!payments) return problem(404, 'not_found', 'There is no API endpoint at /api/webhooks/stripe.')
  const refused = allowMethods(req, ['POST'])
  if (refused) return refused
  const signature = req.headers.get('stripe-signature')
  if (!signature) return problem(400, 'invalid_signature', 'The Stripe-Signature header is missing.')
  const raw = await readRawBody(req)
  if (!raw.ok) return raw.response

  const event = await payments.verifyWebhook(raw.value, signature)
  if (!event.ok) return problem(400, 'invalid_signature', event.error.message)
  const outcome = await processStripeEvent(event.value, payments)
  // Stripe delivers an event again until it gets a 2xx (docs.stripe.com/webhooks, retries).
  if (outcome === 'retry') return problem(503, 'payments_unavailable', 'Stripe did not answer; deliver this event again.')
  return json({ received: true, duplicate: outcome === 'duplicate' })
})

export const config: Config = { path: '/api/webhooks/stripe' }
