import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import accountHandler from '../../../netlify/functions/auth-account'
import checkoutHandler from '../../../netlify/functions/billing-checkout'
import portalHandler from '../../../netlify/functions/billing-portal'
import { query } from '../../../netlify/server/db'
import { resetServerEnv } from '../../../netlify/server/env'
import { checkoutResponseSchema, portalResponseSchema } from '../../../src/domain/contracts/billing'
import { startFakeStripe, type FakeStripe } from '../../fakes/fake-stripe'
import { rowCount, useTestDatabase } from '../../support/database'
import { call, LOCAL_MODE, setEnv, signIn } from '../auth-helpers'
import { createStripeProvider } from '../../../netlify/server/providers/payments/stripe'
import { SDK_BODY_MAX_BYTES } from '../../../netlify/server/upstream-body'
import { expectUpstreamProblem, FAULT_ROWS, MAX_WAIT_MS, timed, TIMEOUT_MS } from './fault-table'

/*
 * Payments (the real Stripe SDK against a fake Stripe) × every upstream fault:
 *
 * | fault        | POST /api/billing/checkout           | POST /api/billing/portal             | DELETE /api/auth/account (live subscription) |
 * |--------------|--------------------------------------|--------------------------------------|----------------------------------------------|
 * | timeout      | 502 payments_unavailable within ~1 s | 502 payments_unavailable within ~1 s | 502, nothing deleted                         |
 * | server-error | 502, no subscription row             | 502, the subscription row unchanged  | 502, nothing deleted                         |
 * | rate-limited | 502, no subscription row             | 502, unchanged                       | 502, nothing deleted                         |
 * | malformed    | 502, no subscription row             | 502, unchanged                       | 502, nothing deleted                         |
 * | slow (0.3 s) | 200 { url }                          | 200 { url }                          | 200, deleted                                 |
 * | trickle      | 502 within ~1 s                      | 502 within ~1 s                      | 502, nothing deleted                         |
 *
 * Subscription rows come only from verified webhooks, so a failed Checkout writes nothing.
 */

useTestDatabase()

const PHONE = '+12015550123'
let stripe: FakeStripe
let restoreEnv: () => void
beforeAll(async () => {
  stripe = await startFakeStripe()
  restoreEnv = setEnv({
    ...LOCAL_MODE,
    AIR_QUALITY_PROVIDER: 'simulated',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PRICE_ID: 'price_test_5usd_month',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
    STRIPE_API_BASE: stripe.url,
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
  })
  resetServerEnv()
})
afterAll(async () => {
  await stripe.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  stripe.reset()
  stripe.setFault(null)
})

const PAYMENTS_UNAVAILABLE = { error: 'payments_unavailable', message: 'The payment service did not answer. Please try again in a moment.' }

/** Every row a billing call might touch, to show that a failed one changed none of them. */
const snapshot = () =>
  Promise.all([
    query(`SELECT * FROM subscriptions ORDER BY user_id`),
    query(`SELECT id, phone_e164 FROM users ORDER BY id`),
    rowCount('sessions'),
  ])

/** A signed-in user with a live Stripe subscription: the session cookie. */
async function subscriber(status = 'active'): Promise<string> {
  const cookie = (await signIn(PHONE)).pair
  await query(
    `INSERT INTO subscriptions (user_id, status, stripe_customer_id, stripe_subscription_id)
     SELECT id, $1, 'cus_1', 'sub_1' FROM users WHERE phone_e164 = $2`,
    [status, PHONE],
  )
  return cookie
}

describe('POST /api/billing/checkout', () => {
  it.each(FAULT_ROWS)('%s → %s; a refused Checkout writes nothing', async (fault, outcome) => {
    const cookie = (await signIn(PHONE)).pair
    const before = await snapshot()
    stripe.setFault(fault)
    const { value: res, ms } = await timed(() => call(checkoutHandler, '/api/billing/checkout', { body: {}, cookie }))
    expect(ms).toBeLessThan(MAX_WAIT_MS)
    if (outcome === 'served') expect(checkoutResponseSchema.parse(await res.json()).url).toMatch(/^https:\/\/checkout\.stripe\.test\//)
    else await expectUpstreamProblem(res, PAYMENTS_UNAVAILABLE)
    expect(await rowCount('subscriptions')).toBe(0)
    expect(await snapshot()).toEqual(before)
  })
})

describe('POST /api/billing/portal', () => {
  it.each(FAULT_ROWS)('%s → %s; the subscription is left as it was', async (fault, outcome) => {
    const cookie = await subscriber()
    const before = await snapshot()
    stripe.setFault(fault)
    const { value: res, ms } = await timed(() => call(portalHandler, '/api/billing/portal', { body: {}, cookie }))
    expect(ms).toBeLessThan(MAX_WAIT_MS)
    if (outcome === 'served') expect(portalResponseSchema.parse(await res.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\//)
    else await expectUpstreamProblem(res, PAYMENTS_UNAVAILABLE)
    expect(await snapshot()).toEqual(before)
  })
})

describe('DELETE /api/auth/account with a live subscription (cancelled at Stripe first)', () => {
  it.each(FAULT_ROWS)('%s → %s; if Stripe cannot cancel, nothing is deleted', async (fault, outcome) => {
    const cookie = await subscriber()
    const before = await snapshot()
    stripe.setFault(fault)
    const { value: res, ms } = await timed(() =>
      call(accountHandler, '/api/auth/account', { method: 'DELETE', body: { confirm: 'DELETE' }, cookie }),
    )
    expect(ms).toBeLessThan(MAX_WAIT_MS)
    if (outcome === 'served') {
      expect(res.status).toBe(200)
      expect(await rowCount('users')).toBe(0)
      return
    }
    await expectUpstreamProblem(res, {
      error: 'payments_unavailable',
      message: 'We could not cancel your subscription with Stripe, so nothing was deleted. Please try again.',
    })
    expect(await snapshot()).toEqual(before)
  })
})

describe('an answer larger than any honest one (decision 230)', () => {
  const provider = () =>
    createStripeProvider({ secretKey: 'sk_test_fake', priceId: 'price_test_5usd_month', webhookSecret: 'whsec_test_secret', apiBase: stripe.url, timeoutMs: TIMEOUT_MS })

  it('a Stripe answer over 1 MB is dropped unread and the call fails; the same answer under the cap is read', async () => {
    const customer = (padding: number) => ({ status: 200, body: { id: 'cus_padded', object: 'customer', metadata: {}, padding: 'x'.repeat(padding) } })
    stripe.setOverride(customer(SDK_BODY_MAX_BYTES + 1))
    try {
      expect(await provider().createCustomer('user-1', 'idem-1')).toMatchObject({ ok: false })
      stripe.setOverride(customer(1000))
      expect(await provider().createCustomer('user-1', 'idem-2')).toEqual({ ok: true, value: { id: 'cus_padded' } })
    } finally {
      stripe.setOverride(null)
    }
  })
})
