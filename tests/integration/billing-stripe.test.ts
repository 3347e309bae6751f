import Stripe from 'stripe'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import accountHandler from '../../netlify/functions/auth-account'
import checkoutHandler from '../../netlify/functions/billing-checkout'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import modeHandler from '../../netlify/functions/billing-mode'
import portalHandler from '../../netlify/functions/billing-portal'
import premiumForecastHandler from '../../netlify/functions/air-quality-forecast-premium'
import userHandler from '../../netlify/functions/auth-user'
import webhookHandler from '../../netlify/functions/webhooks-stripe'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { checkoutResponseSchema, portalResponseSchema } from '../../src/domain/contracts/billing'
import { currentUserSchema, type CurrentUser } from '../../src/domain/contracts/user'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeStripe, stripeServerError, type FakeStripe } from '../fakes/fake-stripe'
import { rowCount, useTestDatabase } from '../support/database'
import { call, LOCAL_MODE, setEnv, signIn, type ParsedCookie } from './auth-helpers'

useTestDatabase()

const WEBHOOK_SECRET = 'whsec_test_secret'
const PRICE = 'price_test_5usd_month'
let fake: FakeStripe
let restoreEnv: () => void
beforeAll(async () => {
  fake = await startFakeStripe()
  restoreEnv = setEnv({
    ...LOCAL_MODE,
    AIR_QUALITY_PROVIDER: 'simulated',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PRICE_ID: PRICE,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
    UPSTREAM_TIMEOUT_MS: '1000',
  })
  resetServerEnv()
})
afterAll(async () => {
  await fake.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  fake.reset()
  fake.setOverride(null)
})

// Only for signing test events: it never calls the network.
const signer = new Stripe('sk_test_signer')
const now = () => Math.floor(Date.now() / 1000)
const DAY = 24 * 3600

function stripeEvent(id: string, type: string, object: Record<string, unknown>, created = now()): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  })
}

function deliver(payload: string, secret = WEBHOOK_SECRET, signed = payload): Promise<Response> {
  const signature = signer.webhooks.generateTestHeaderString({ payload: signed, secret })
  return call(webhookHandler, '/api/webhooks/stripe', { body: payload, headers: { 'stripe-signature': signature } })
}

const subscriptionObject = (userId: string, status: string, extra: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status,
  trial_end: now() + 7 * DAY,
  cancel_at_period_end: false,
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: now() + 7 * DAY }] },
  metadata: { user_id: userId },
  ...extra,
})

async function userOf(cookie: ParsedCookie): Promise<CurrentUser> {
  return currentUserSchema.parse(await (await call(userHandler, '/api/auth/user', { cookie: cookie.pair })).json())
}
const checkout = (cookie?: ParsedCookie) => call(checkoutHandler, '/api/billing/checkout', { body: {}, cookie: cookie?.pair })
const forecastStatus = async (cookie: ParsedCookie) =>
  (await call(premiumForecastHandler, '/api/air-quality/forecast-premium?lat=40.71&lon=-74.01', { cookie: cookie.pair })).status

describe('POST /api/billing/checkout (the real stripe SDK against a fake Stripe)', () => {
  it('creates the account\u2019s Stripe customer, then a subscription Checkout Session for it with the price, a 7-day trial and the user id', async () => {
    const cookie = await signIn('+12015550123')
    const user = await userOf(cookie)
    const res = await checkout(cookie)
    expect(res.status).toBe(200)
    expect(checkoutResponseSchema.parse(await res.json())).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' })

    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions'])
    const [customer, session] = fake.requests
    expect(customer?.headers.authorization).toBe('Bearer sk_test_fake')
    expect(customer?.form).toEqual({ 'metadata[user_id]': user.id })
    expect(session?.form).toEqual({
      mode: 'subscription',
      customer: 'cus_test_1',
      'line_items[0][price]': PRICE,
      'line_items[0][quantity]': '1',
      client_reference_id: user.id,
      'metadata[user_id]': user.id,
      'subscription_data[metadata][user_id]': user.id,
      'subscription_data[trial_period_days]': '7',
      success_url: 'http://localhost/subscribe?checkout=success',
      cancel_url: 'http://localhost/subscribe?checkout=cancelled',
    })
    expect(await query(`SELECT customer_id, checkout_session_id FROM stripe_customers`)).toEqual([{ customer_id: 'cus_test_1', checkout_session_id: 'cs_test_1' }])
  })

  it('needs a verified phone: 401 sign_in_required otherwise, and Stripe is not called', async () => {
    const res = await checkout()
    expect(res.status).toBe(401)
    expect(problemSchema.parse(await res.json()).error).toBe('sign_in_required')
    expect(fake.requests).toHaveLength(0)
  })

  it('answers 502 JSON when Stripe fails, and when it does not answer in time', async () => {
    const cookie = await signIn('+12015550123')
    fake.setOverride(stripeServerError)
    const failed = await checkout(cookie)
    expect(failed.status).toBe(502)
    expect(problemSchema.parse(await failed.json()).error).toBe('payments_unavailable')

    fake.setOverride('hang')
    const started = Date.now()
    const hung = await checkout(cookie)
    expect(hung.status).toBe(502)
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('POST /api/webhooks/stripe', () => {
  it('moves a user to premium on the trial and back on cancel', async () => {
    const cookie = await signIn('+12015550123')
    const { id: userId } = await userOf(cookie)
    await checkout(cookie)

    const completed = await deliver(
      stripeEvent('evt_1', 'checkout.session.completed', {
        id: 'cs_test_1',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: userId,
        customer: 'cus_1',
        subscription: 'sub_1',
        metadata: { user_id: userId },
      }),
    )
    expect(completed.status).toBe(200)
    expect(await completed.json()).toEqual({ received: true, duplicate: false })
    expect(await userOf(cookie)).toMatchObject({ isPremium: false, subscriptionStatus: 'incomplete' })

    const trialEnd = now() + 7 * DAY
    expect((await deliver(stripeEvent('evt_2', 'customer.subscription.created', subscriptionObject(userId, 'trialing', { trial_end: trialEnd })))).status).toBe(200)
    expect(await userOf(cookie)).toMatchObject({
      isPremium: true,
      subscriptionActive: true,
      subscriptionStatus: 'trialing',
      trialEndsAt: new Date(trialEnd * 1000).toISOString(),
    })
    expect(await forecastStatus(cookie)).toBe(200)

    const portal = await call(portalHandler, '/api/billing/portal', { body: {}, cookie: cookie.pair })
    expect(portal.status).toBe(200)
    expect(portalResponseSchema.parse(await portal.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\//)
    expect(fake.requests.at(-1)?.form).toEqual({ customer: 'cus_1', return_url: 'http://localhost/' })

    const deleted = stripeEvent('evt_3', 'customer.subscription.deleted', subscriptionObject(userId, 'canceled'), now() + 1)
    expect((await deliver(deleted)).status).toBe(200)
    expect(await userOf(cookie)).toMatchObject({ isPremium: false, subscriptionActive: false, subscriptionStatus: 'canceled', trialEndsAt: null })
    expect(await forecastStatus(cookie)).toBe(403)
    expect(await rowCount('stripe_events')).toBe(3)
  })

  it('links a subscription event to its user whatever the order (metadata from Checkout)', async () => {
    const cookie = await signIn('+12015550123')
    const { id: userId } = await userOf(cookie)
    await deliver(stripeEvent('evt_a', 'customer.subscription.created', subscriptionObject(userId, 'active')))
    await deliver(
      stripeEvent('evt_b', 'checkout.session.completed', {
        object: 'checkout.session', mode: 'subscription', client_reference_id: userId, customer: 'cus_1', subscription: 'sub_1',
      }),
    )
    expect(await userOf(cookie)).toMatchObject({ isPremium: true, subscriptionStatus: 'active' })
  })

  it('processes a replayed event once', async () => {
    const cookie = await signIn('+12015550123')
    const { id: userId } = await userOf(cookie)
    const active = stripeEvent('evt_active', 'customer.subscription.updated', subscriptionObject(userId, 'active'))
    expect(await (await deliver(active)).json()).toEqual({ received: true, duplicate: false })
    await deliver(stripeEvent('evt_cancel', 'customer.subscription.updated', subscriptionObject(userId, 'canceled'), now() + 5))

    const replay = await deliver(active)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ received: true, duplicate: true })
    expect(await userOf(cookie)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' })
    expect(await query(`SELECT event_id FROM stripe_events ORDER BY event_id`)).toEqual([{ event_id: 'evt_active' }, { event_id: 'evt_cancel' }])
  })

  it('ignores an older event that arrives late, and a late event about an old subscription', async () => {
    const cookie = await signIn('+12015550123')
    const { id: userId } = await userOf(cookie)
    await deliver(stripeEvent('evt_new', 'customer.subscription.updated', subscriptionObject(userId, 'active'), now()))
    await deliver(stripeEvent('evt_old', 'customer.subscription.updated', subscriptionObject(userId, 'past_due'), now() - 60))
    expect(await userOf(cookie)).toMatchObject({ subscriptionStatus: 'active' })
    await deliver(stripeEvent('evt_other', 'customer.subscription.deleted', subscriptionObject(userId, 'canceled', { id: 'sub_0' }), now() + 60))
    expect(await userOf(cookie)).toMatchObject({ subscriptionStatus: 'active', isPremium: true })
  })

  it('records a failed payment; ignores event types it does not handle', async () => {
    const cookie = await signIn('+12015550123')
    const { id: userId } = await userOf(cookie)
    await deliver(stripeEvent('evt_s', 'customer.subscription.created', subscriptionObject(userId, 'active')))
    const failed = stripeEvent('evt_f', 'invoice.payment_failed', {
      object: 'invoice', id: 'in_1', customer: 'cus_1', parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1' } },
    })
    expect((await deliver(failed)).status).toBe(200)
    const [row] = await query<{ last_payment_failed_at: Date | null }>(`SELECT last_payment_failed_at FROM subscriptions`)
    expect(row?.last_payment_failed_at).toBeInstanceOf(Date)
    expect((await deliver(stripeEvent('evt_x', 'customer.created', { object: 'customer', id: 'cus_1' }))).status).toBe(200)
    expect(await rowCount('stripe_events')).toBe(3)
  })

  it('refuses a forged signature with 400 and writes nothing', async () => {
    const cookie = await signIn('+12015550123')
    const { id: userId } = await userOf(cookie)
    const payload = stripeEvent('evt_forged', 'customer.subscription.created', subscriptionObject(userId, 'active'))
    const cases = [
      await deliver(payload, 'whsec_attacker'),
      await deliver(payload, WEBHOOK_SECRET, payload.replace('active', 'trialing')),
      await call(webhookHandler, '/api/webhooks/stripe', { body: payload }),
      await call(webhookHandler, '/api/webhooks/stripe', { body: payload, headers: { 'stripe-signature': 't=1,v1=00' } }),
    ]
    for (const res of cases) {
      expect(res.status).toBe(400)
      expect(problemSchema.parse(await res.json()).error).toBe('invalid_signature')
    }
    expect(await rowCount('stripe_events')).toBe(0)
    expect(await rowCount('subscriptions')).toBe(0)
  })
})

describe('with Stripe configured', () => {
  it('an account on a live subscription cannot check out again; after a cancel it can, without a second trial', async () => {
    const cookie = await signIn('+12015550123')
    const { id: userId } = await userOf(cookie)
    await deliver(stripeEvent('evt_1', 'customer.subscription.created', subscriptionObject(userId, 'trialing')))
    const again = await checkout(cookie)
    expect(again.status).toBe(409)
    expect(problemSchema.parse(await again.json()).error).toBe('already_subscribed')

    await deliver(stripeEvent('evt_2', 'customer.subscription.deleted', subscriptionObject(userId, 'canceled'), now() + 1))
    expect((await checkout(cookie)).status).toBe(200)
    const form = fake.requests.at(-1)?.form ?? {}
    expect(form['customer']).toBe('cus_1')
    expect(form['subscription_data[trial_period_days]']).toBeUndefined()
  })

  it('the demo subscribe endpoint does not exist, and /api/billing/mode says stripe', async () => {
    const res = await call(demoSubscribeHandler, '/api/demo/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(404)
    expect(problemSchema.parse(await res.json()).error).toBe('not_found')
    expect(await rowCount('users')).toBe(0)
    expect(await (await call(modeHandler, '/api/billing/mode')).json()).toEqual({ mode: 'stripe', trialDays: 7 })
  })

  it('the portal needs a Stripe customer and a session', async () => {
    const cookie = await signIn('+12015550123')
    const none = await call(portalHandler, '/api/billing/portal', { body: {}, cookie: cookie.pair })
    expect(none.status).toBe(409)
    expect(problemSchema.parse(await none.json()).error).toBe('no_billing_account')
    expect((await call(portalHandler, '/api/billing/portal', { body: {} })).status).toBe(401)
    expect(fake.requests).toHaveLength(0)
  })

  it('deleting an account cancels its live subscription at Stripe first; if Stripe fails nothing is deleted', async () => {
    const cookie = await signIn('+12015550123')
    const { id: userId } = await userOf(cookie)
    await deliver(stripeEvent('evt_1', 'customer.subscription.created', subscriptionObject(userId, 'active')))
    const remove = () => call(accountHandler, '/api/auth/account', { method: 'DELETE', body: { confirm: 'DELETE' }, cookie: cookie.pair })

    fake.setOverride(stripeServerError)
    const failed = await remove()
    expect(failed.status).toBe(502)
    expect(await rowCount('users')).toBe(1)

    fake.setOverride(null)
    expect((await remove()).status).toBe(200)
    expect(fake.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/v1/subscriptions/sub_1' })
    expect(await rowCount('users')).toBe(0)
    expect(await rowCount('subscriptions')).toBe(0)
  })
})
