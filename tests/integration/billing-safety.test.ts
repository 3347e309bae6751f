import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import accountHandler from '../../netlify/functions/auth-account'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { checkoutResponseSchema } from '../../src/domain/contracts/billing'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeStripe, stripeServerError, type FakeStripe } from '../fakes/fake-stripe'
import { startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio'
import { rowCount, useTestDatabase } from '../support/database'
import { deployEnv } from '../support/deploy-env'
import { call, setEnv, type ParsedCookie } from './auth-helpers'
import { checkout, deliver, nowSeconds, signInByText, stripeEvent, subscriptionObject, userOf } from './billing-helpers'

/*
 * Billing as a deploy runs it (decision 110): no local mode, the real Stripe and Twilio SDKs
 * against local fakes that keep Stripe's state and honour its idempotency keys.
 */

useTestDatabase()

const PHONE = '+12015550123'
let stripe: FakeStripe
let twilio: FakeTwilio
let restoreEnv: () => void
beforeAll(async () => {
  stripe = await startFakeStripe()
  twilio = await startFakeTwilio()
  restoreEnv = setEnv({ ...deployEnv({ stripe: stripe.url, twilio: twilio.url }), UPSTREAM_TIMEOUT_MS: '1000' })
  resetServerEnv()
})
afterAll(async () => {
  await stripe.close()
  await twilio.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  stripe.reset()
  stripe.setOverride(null)
  stripe.setFault(null)
})

const posted = (path: string) => stripe.requests.filter((r) => r.method === 'POST' && r.path === path)
const openSessions = () => [...stripe.sessions.values()].filter((s) => s.status === 'open')
const sessionUrl = async (res: Response) => checkoutResponseSchema.parse(await res.json()).url
const errorOf = async (res: Response) => problemSchema.parse(await res.json()).error
const deleteAccount = (cookie: ParsedCookie) =>
  call(accountHandler, '/api/auth/account', { method: 'DELETE', body: { confirm: 'DELETE' }, cookie: cookie.pair })

describe('subscription events out of order', () => {
  it('an older event that arrives after customer.subscription.deleted does not revive the subscription, nor does one of the same second', async () => {
    const cookie = await signInByText(twilio, PHONE)
    const { id: userId } = await userOf(cookie)
    const t = nowSeconds()
    await deliver(stripeEvent('evt_created', 'customer.subscription.created', subscriptionObject(userId, 'sub_1', 'trialing'), t))
    await deliver(stripeEvent('evt_active', 'customer.subscription.updated', subscriptionObject(userId, 'sub_1', 'active'), t + 10))
    await deliver(stripeEvent('evt_deleted', 'customer.subscription.deleted', subscriptionObject(userId, 'sub_1', 'canceled'), t + 20))
    expect(await userOf(cookie)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled' })

    const late = [
      stripeEvent('evt_late_updated', 'customer.subscription.updated', subscriptionObject(userId, 'sub_1', 'active'), t + 15),
      stripeEvent('evt_late_created', 'customer.subscription.created', subscriptionObject(userId, 'sub_1', 'trialing'), t),
      stripeEvent('evt_same_second', 'customer.subscription.updated', subscriptionObject(userId, 'sub_1', 'active'), t + 20),
    ]
    for (const event of late) {
      const res = await deliver(event)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ received: true, duplicate: false })
    }
    expect(await userOf(cookie)).toMatchObject({ isPremium: false, subscriptionStatus: 'canceled', subscriptionActive: false })
    expect(await rowCount('stripe_events')).toBe(6)
  })

  it('two updates in the same second that arrive reversed: the one that came first changes nothing (previous_attributes)', async () => {
    const cookie = await signInByText(twilio, PHONE)
    const { id: userId } = await userOf(cookie)
    const t = nowSeconds()
    await deliver(stripeEvent('evt_created', 'customer.subscription.created', subscriptionObject(userId, 'sub_1', 'incomplete'), t))
    const paid = stripeEvent('evt_paid', 'customer.subscription.updated', subscriptionObject(userId, 'sub_1', 'active'), t + 5, { status: 'incomplete' })
    const failed = stripeEvent('evt_failed', 'customer.subscription.updated', subscriptionObject(userId, 'sub_1', 'past_due'), t + 5, { status: 'active' })
    await deliver(failed)
    await deliver(paid)
    expect(await userOf(cookie)).toMatchObject({ subscriptionStatus: 'past_due', isPremium: false })
  })
})

describe('Checkout', () => {
  it('a second Checkout expires the first, so only one session can ever be paid; the customer is reused', async () => {
    const cookie = await signInByText(twilio, PHONE)
    const first = await checkout(cookie)
    const second = await checkout(cookie)
    expect([first.status, second.status]).toEqual([200, 200])
    const [firstUrl, secondUrl] = [await sessionUrl(first), await sessionUrl(second)]
    expect(firstUrl).not.toBe(secondUrl)

    expect(stripe.sessions.get('cs_test_1')?.status).toBe('expired')
    expect(openSessions().map((s) => s.url)).toEqual([secondUrl])
    expect(posted('/v1/checkout/sessions/cs_test_1/expire')).toHaveLength(1)
    expect(posted('/v1/customers')).toHaveLength(1)
    expect(posted('/v1/checkout/sessions').map((r) => r.form['customer'])).toEqual(['cus_test_1', 'cus_test_1'])
    expect(await query(`SELECT customer_id, checkout_session_id FROM stripe_customers`)).toEqual([{ customer_id: 'cus_test_1', checkout_session_id: 'cs_test_2' }])
  })

  it('a Checkout paid before its subscription reaches us stops another one (409 checkout_complete); after the subscription ends a new one opens without a trial', async () => {
    const cookie = await signInByText(twilio, PHONE)
    const { id: userId } = await userOf(cookie)
    expect((await checkout(cookie)).status).toBe(200)
    stripe.completeSession('cs_test_1', 'sub_1')

    const again = await checkout(cookie)
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toBe('checkout_complete')
    expect(posted('/v1/checkout/sessions')).toHaveLength(1)

    await deliver(stripeEvent('evt_1', 'customer.subscription.created', subscriptionObject(userId, 'sub_1', 'trialing')))
    expect(await errorOf(await checkout(cookie))).toBe('already_subscribed')
    await deliver(stripeEvent('evt_2', 'customer.subscription.updated', subscriptionObject(userId, 'sub_1', 'past_due'), nowSeconds() + 1))
    expect(await errorOf(await checkout(cookie))).toBe('payment_needs_attention')
    await deliver(stripeEvent('evt_3', 'customer.subscription.deleted', subscriptionObject(userId, 'sub_1', 'canceled'), nowSeconds() + 2))

    const renewed = await checkout(cookie)
    expect(renewed.status).toBe(200)
    expect(await sessionUrl(renewed)).toBe('https://checkout.stripe.test/c/pay/cs_test_2')
    expect(posted('/v1/checkout/sessions').at(-1)?.form['subscription_data[trial_period_days]']).toBeUndefined()
    expect(posted('/v1/customers')).toHaveLength(1)
  })

  it('creates carry our idempotency keys; a retry after a lost answer gets the customer and the session Stripe already made', async () => {
    const cookie = await signInByText(twilio, PHONE)
    const { id: userId } = await userOf(cookie)

    // Stripe makes the customer, but its answer arrives cut off.
    stripe.setFault('malformed', { when: (r) => r.path === '/v1/customers' })
    expect((await checkout(cookie)).status).toBe(502)
    expect(await rowCount('stripe_customers')).toBe(0)
    // Then the same for the session.
    stripe.setFault('malformed', { when: (r) => r.path === '/v1/checkout/sessions' })
    expect((await checkout(cookie)).status).toBe(502)
    stripe.setFault(null)
    const res = await checkout(cookie)
    expect(res.status).toBe(200)
    expect(await sessionUrl(res)).toBe('https://checkout.stripe.test/c/pay/cs_test_1')

    expect(stripe.customers.size).toBe(1)
    expect(stripe.sessions.size).toBe(1)
    const keys = (path: string) => posted(path).map((r) => r.headers['idempotency-key'])
    const customerKeys = keys('/v1/customers')
    expect(customerKeys).toHaveLength(2)
    expect(new Set(customerKeys).size).toBe(1)
    expect(customerKeys[0]).toMatch(new RegExp(`^airahead-customer-${userId}-\\d+$`))
    const sessionKeys = keys('/v1/checkout/sessions')
    expect(sessionKeys).toHaveLength(2)
    expect(new Set(sessionKeys).size).toBe(1)
    expect(sessionKeys[0]).toMatch(new RegExp(`^airahead-checkout-${userId}-first-\\d+-[0-9a-f]{16}$`))

    // The next attempt comes after a recorded session, so it has a key of its own.
    expect((await checkout(cookie)).status).toBe(200)
    expect(keys('/v1/checkout/sessions').at(-1)).toMatch(new RegExp(`^airahead-checkout-${userId}-cs_test_1-\\d+-[0-9a-f]{16}$`))
    expect(stripe.sessions.size).toBe(2)
  })
})

describe('a second subscription', () => {
  it('is cancelled at Stripe with its unused time credited, logged for the operator, and the account keeps the first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const cookie = await signInByText(twilio, PHONE)
      const { id: userId } = await userOf(cookie)
      await deliver(stripeEvent('evt_1', 'customer.subscription.created', subscriptionObject(userId, 'sub_1', 'active')))

      const second = await deliver(stripeEvent('evt_2', 'customer.subscription.created', subscriptionObject(userId, 'sub_2', 'trialing')))
      expect(second.status).toBe(200)
      const cancels = stripe.requests.filter((r) => r.method === 'DELETE')
      expect(cancels.map((r) => [r.path, r.query])).toEqual([['/v1/subscriptions/sub_2', { prorate: 'true', invoice_now: 'true' }]])
      const line = warn.mock.calls.map((args) => String(args[0])).find((l) => l.startsWith('billing.second_subscription_cancelled '))
      expect(JSON.parse(line?.replace('billing.second_subscription_cancelled ', '') ?? '{}')).toMatchObject({ user: userId, kept: 'sub_1', cancelled: 'sub_2' })

      // Its Checkout completing, and its own end, leave the account on the first.
      await deliver(
        stripeEvent('evt_3', 'checkout.session.completed', {
          object: 'checkout.session', mode: 'subscription', client_reference_id: userId, customer: 'cus_test_1', subscription: 'sub_2',
        }),
      )
      await deliver(stripeEvent('evt_4', 'customer.subscription.deleted', subscriptionObject(userId, 'sub_2', 'canceled'), nowSeconds() + 1))
      expect(await query(`SELECT stripe_subscription_id, status FROM subscriptions`)).toEqual([{ stripe_subscription_id: 'sub_1', status: 'active' }])
      expect(await userOf(cookie)).toMatchObject({ isPremium: true, subscriptionStatus: 'active' })
    } finally {
      warn.mockRestore()
    }
  })

  it('when Stripe cannot cancel it, the webhook answers 503 and records nothing, so Stripe delivers it again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const cookie = await signInByText(twilio, PHONE)
      const { id: userId } = await userOf(cookie)
      await deliver(stripeEvent('evt_1', 'customer.subscription.created', subscriptionObject(userId, 'sub_1', 'active')))
      const event = stripeEvent('evt_2', 'customer.subscription.created', subscriptionObject(userId, 'sub_2', 'active'))

      stripe.setOverride(stripeServerError)
      const refused = await deliver(event)
      expect(refused.status).toBe(503)
      expect(await query(`SELECT event_id FROM stripe_events WHERE event_id = 'evt_2'`)).toEqual([])

      stripe.setOverride(null)
      const redelivered = await deliver(event)
      expect(await redelivered.json()).toEqual({ received: true, duplicate: false })
      expect(stripe.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/v1/subscriptions/sub_2', '/v1/subscriptions/sub_2'])
      expect(await userOf(cookie)).toMatchObject({ subscriptionStatus: 'active' })
    } finally {
      warn.mockRestore()
    }
  })

  it('a live subscription for no account of ours changes nothing and is logged for the operator', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const gone = '7d0f7a8e-0000-4000-8000-00000000dead'
      const res = await deliver(stripeEvent('evt_orphan', 'customer.subscription.created', subscriptionObject(gone, 'sub_9', 'active', { customer: 'cus_unknown' })))
      expect(res.status).toBe(200)
      expect(await rowCount('subscriptions')).toBe(0)
      const line = warn.mock.calls.map((args) => String(args[0])).find((l) => l.startsWith('billing.unowned_subscription '))
      expect(JSON.parse(line?.replace('billing.unowned_subscription ', '') ?? '{}')).toEqual({ subscription: 'sub_9', customer: 'cus_unknown', status: 'active' })
      expect(stripe.requests).toHaveLength(0)
    } finally {
      warn.mockRestore()
    }
  })
})

describe('the free trial', () => {
  it('a deleted then re-created account gets no second trial; another phone does', async () => {
    const cookie = await signInByText(twilio, PHONE)
    const { id: userId } = await userOf(cookie)
    expect((await checkout(cookie)).status).toBe(200)
    expect(posted('/v1/checkout/sessions')[0]?.form['subscription_data[trial_period_days]']).toBe('7')
    stripe.completeSession('cs_test_1', 'sub_1')
    await deliver(stripeEvent('evt_1', 'customer.subscription.created', subscriptionObject(userId, 'sub_1', 'trialing')))
    expect(await rowCount('trial_uses')).toBe(1)

    expect((await deleteAccount(cookie)).status).toBe(200)
    expect(await rowCount('users')).toBe(0)
    expect(await rowCount('trial_uses')).toBe(1)
    const [stored] = await query<{ phone_hmac: Buffer }>(`SELECT phone_hmac FROM trial_uses`)
    expect(stored?.phone_hmac.toString('hex')).not.toContain(Buffer.from(PHONE).toString('hex'))

    const again = await signInByText(twilio, PHONE)
    expect((await checkout(again)).status).toBe(200)
    const recreated = posted('/v1/checkout/sessions').at(-1)?.form ?? {}
    expect(recreated['customer']).toBe('cus_test_2')
    expect(recreated['subscription_data[trial_period_days]']).toBeUndefined()

    const other = await signInByText(twilio, '+12015550188')
    expect((await checkout(other)).status).toBe(200)
    expect(posted('/v1/checkout/sessions').at(-1)?.form['subscription_data[trial_period_days]']).toBe('7')
  })

  it('deleting an account expires its open Checkout, so nobody can pay for an account that is gone', async () => {
    const cookie = await signInByText(twilio, PHONE)
    expect((await checkout(cookie)).status).toBe(200)
    expect(openSessions()).toHaveLength(1)
    expect((await deleteAccount(cookie)).status).toBe(200)
    expect(openSessions()).toHaveLength(0)
    expect(stripe.sessions.get('cs_test_1')?.status).toBe('expired')
    expect(await rowCount('trial_uses')).toBe(0)
  })

  it('deleting an account whose Checkout was paid before the subscription reached us cancels that subscription too, and the trial counts', async () => {
    const cookie = await signInByText(twilio, PHONE)
    expect((await checkout(cookie)).status).toBe(200)
    stripe.completeSession('cs_test_1', 'sub_1')
    expect((await deleteAccount(cookie)).status).toBe(200)
    expect(stripe.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/v1/subscriptions/sub_1'])
    expect(await rowCount('trial_uses')).toBe(1)

    const again = await signInByText(twilio, PHONE)
    expect((await checkout(again)).status).toBe(200)
    expect(posted('/v1/checkout/sessions').at(-1)?.form['subscription_data[trial_period_days]']).toBeUndefined()
  })
})
