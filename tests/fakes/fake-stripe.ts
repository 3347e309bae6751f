import { startFormServer, type FormServer } from './form-server'

export type FakeStripe = FormServer

/**
 * Stripe's API as far as AirAhead calls it: Checkout Sessions, Billing Portal sessions and
 * subscription cancellation. Point the real SDK at it with STRIPE_API_BASE.
 */
export function startFakeStripe(): Promise<FakeStripe> {
  let n = 0
  return startFormServer((request) => {
    n += 1
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      const id = `cs_test_${n}`
      return { status: 200, body: { id, object: 'checkout.session', mode: request.form['mode'], url: `https://checkout.stripe.test/c/pay/${id}` } }
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
      const id = `bps_test_${n}`
      return { status: 200, body: { id, object: 'billing_portal.session', customer: request.form['customer'], url: `https://billing.stripe.test/p/session/${id}` } }
    }
    const cancel = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.path)
    if (request.method === 'DELETE' && cancel) {
      return { status: 200, body: { id: cancel[1], object: 'subscription', status: 'canceled' } }
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.path}).` } },
    }
  }, STRIPE_FAULT_REPLIES)
}

/** Stripe's own bodies for `setFault` (stripe.com/docs/error-codes, rate-limits). */
const STRIPE_FAULT_REPLIES = {
  serverError: { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on Stripe\u2019s end.' } } },
  rateLimited: {
    body: { error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' } },
    retryAfterSeconds: 1,
  },
}

/** Stripe's error body for a server failure. */
export const stripeServerError = { status: 500, body: { error: { type: 'api_error', message: 'Something went wrong on Stripe\u2019s end.' } } }
