import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { query } from '../../netlify/server/db'
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe'
import { startFakeTwilio, type FakeTwilio } from '../fakes/fake-twilio'
import { deployEnv } from '../support/deploy-env'
import { postgresBinaries, realPostgresDatabase, type PostgresDatabase } from '../support/real-postgres'
import { pointAtRealPostgres } from './real-postgres-env'
import { checkout, deliver, signInByText, stripeEvent, subscriptionObject, userOf } from './billing-helpers'

const bin = postgresBinaries()
const CLICKS = 6

// The local PGlite database answers every connection from one session, so two Checkouts
// there can never race; this suite needs Debian's `postgresql` package (.ci/run installs
// it). Without it the suite is skipped, and says so.
describe.skipIf(bin === null)('billing under concurrent requests, on a real PostgreSQL (deploy configuration)', () => {
  let pg: PostgresDatabase
  let stripe: FakeStripe
  let twilio: FakeTwilio
  let leave: (() => Promise<void>) | undefined

  beforeAll(async () => {
    pg = await realPostgresDatabase()
    stripe = await startFakeStripe()
    twilio = await startFakeTwilio()
    leave = await pointAtRealPostgres(pg, {
      ...deployEnv({ stripe: stripe.url, twilio: twilio.url }),
      UPSTREAM_TIMEOUT_MS: '2000',
    })
  }, 60_000)
  afterAll(async () => {
    await leave?.()
    await stripe?.close()
    await twilio?.close()
  })
  beforeEach(async () => {
    await query(`TRUNCATE users, stripe_events, trial_uses, rate_limit_hits, sign_in_codes CASCADE`)
    stripe.reset()
    // Each Stripe answer takes a moment, so the clicks overlap inside Stripe calls.
    stripe.setFault('slow', { delayMs: 50 })
  })

  it(`${CLICKS} Checkouts at once for one account make one Stripe customer and leave one open session`, async () => {
    const cookie = await signInByText(twilio, '+12015550123')
    const answers = await Promise.all(Array.from({ length: CLICKS }, () => checkout(cookie)))
    expect(answers.map((r) => r.status)).toEqual(Array(CLICKS).fill(200))

    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(1)
    expect(stripe.customers.size).toBe(1)
    expect(await query(`SELECT customer_id FROM stripe_customers`)).toEqual([{ customer_id: 'cus_test_1' }])
    const open = [...stripe.sessions.values()].filter((s) => s.status === 'open')
    expect(open).toHaveLength(1)
    expect(stripe.sessions.size).toBe(CLICKS)
    expect(await query(`SELECT checkout_session_id FROM stripe_customers`)).toEqual([{ checkout_session_id: open[0]?.id }])
  })

  it('two subscriptions created at the same moment: the account keeps one and the other is cancelled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const cookie = await signInByText(twilio, '+12015550123')
      const { id: userId } = await userOf(cookie)
      const answers = await Promise.all(
        ['sub_a', 'sub_b'].map((id, i) => deliver(stripeEvent(`evt_${i}`, 'customer.subscription.created', subscriptionObject(userId, id, 'active')))),
      )
      expect(answers.map((r) => r.status)).toEqual([200, 200])
      const [kept] = await query<{ stripe_subscription_id: string }>(`SELECT stripe_subscription_id FROM subscriptions`)
      const cancelled = stripe.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)
      expect(cancelled).toHaveLength(1)
      expect(['sub_a', 'sub_b'].filter((id) => id !== kept?.stripe_subscription_id).map((id) => `/v1/subscriptions/${id}`)).toEqual(cancelled)
    } finally {
      warn.mockRestore()
    }
  })
})
