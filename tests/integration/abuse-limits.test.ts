import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import codeHandler from '../../netlify/functions/auth-code'
import checkoutHandler from '../../netlify/functions/billing-checkout'
import portalHandler from '../../netlify/functions/billing-portal'
import testAlertHandler from '../../netlify/functions/demo-test-alert'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import feedbackHandler from '../../netlify/functions/feedback'
import newsletterHandler from '../../netlify/functions/newsletter-subscribe'
import welcomeHandler from '../../netlify/functions/send-welcome-email'
import consentHandler from '../../netlify/functions/user-alert-consent'
import locationsHandler from '../../netlify/functions/user-locations'
import { CONSENT_TEXT } from '../../netlify/server/alerts/consent-text'
import { PLACE_CHANGES_LIMIT } from '../../netlify/server/alerts/places-endpoints'
import { CONSENT_LIMIT } from '../../netlify/server/alerts/settings-endpoints'
import { SIGN_IN_CODE_RULES } from '../../netlify/server/auth/sign-in-code-limits'
import { createSession } from '../../netlify/server/auth/session-store'
import { BILLING_SESSION_LIMITS } from '../../netlify/server/billing/checkout'
import { query } from '../../netlify/server/db'
import { WELCOME_PER_CALLER } from '../../netlify/server/email/send-welcome-email'
import { resetServerEnv } from '../../netlify/server/env'
import { FEEDBACK_LIMIT } from '../../netlify/server/feedback/send-feedback'
import { NEWSLETTER_LIMITS } from '../../netlify/server/newsletter/subscribe'
import type { RateLimitRule } from '../../netlify/server/rate-limit'
import { TEST_ALERTS_PER_DAY } from '../../src/domain/contracts/alerts'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe'
import { rowCount, useTestDatabase } from '../support/database'
import { seedAlertUser, testPhone } from './alerts-helpers'
import { call, LOCAL_MODE, setEnv } from './auth-helpers'

/*
 * Abuse limits (decision 092): every endpoint that sends something or costs money, held
 * in the database (rate_limit_hits) so that they hold across function instances. For each:
 * the limit's calls pass, the next is 429 with Retry-After and a JSON message and writes
 * nothing, and another key (user, IP, phone, address) still passes.
 */

useTestDatabase()

/** Who calls: a session cookie, an IP address, and a phone or e-mail address where the key is one. */
interface Caller {
  cookie?: string
  ip: string
  phone?: string
  email?: string
}

interface LimitCase {
  name: string
  rule: Pick<RateLimitRule, 'limit' | 'windowSeconds'>
  /** Two callers that differ only in the limit's key. */
  callers: () => Promise<[Caller, Caller]>
  /** The i-th call (from 0) of a caller. */
  call: (caller: Caller, i: number) => Promise<Response>
  /** Everything the endpoint writes (besides the limit's own hit), compared before and after the refused call. */
  snapshot: () => Promise<unknown>
  message: RegExp
}

let sequence = 0
/** A signed-in user with a verified phone, alerts consent and demo Premium (local mode): a caller. */
async function premiumCaller(ip = '198.51.100.50'): Promise<Caller> {
  const phone = testPhone(sequence++)
  const { userId } = await seedAlertUser(query, phone, [])
  return { cookie: `airahead_session=${await createSession(userId, new Date())}`, ip, phone }
}
const twoPremiumCallers = async (): Promise<[Caller, Caller]> => [await premiumCaller(), await premiumCaller()]
const twoIps = async (): Promise<[Caller, Caller]> => [{ ip: '203.0.113.1' }, { ip: '203.0.113.2' }]
const counts = (...tables: string[]) => () => Promise.all(tables.map((t) => rowCount(t)))

/** Moves the faked clock on (only the per-phone sign-in case fakes it). */
const travel = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms))

const LOCAL_CASES: LimitCase[] = [
  {
    name: 'POST /api/auth/code, per IP address',
    rule: SIGN_IN_CODE_RULES.perIp,
    callers: twoIps,
    call: (c, i) => call(codeHandler, '/api/auth/code', { body: { phone: testPhone(i) }, ip: c.ip }),
    snapshot: counts('sign_in_codes', 'sms_outbox', 'users'),
    message: /^Too many sign-in codes from this network/,
  },
  {
    name: 'POST /api/auth/code, resend cooldown per phone',
    rule: SIGN_IN_CODE_RULES.resend,
    callers: async () => [{ ip: '203.0.113.3', phone: testPhone(1) }, { ip: '203.0.113.3', phone: testPhone(2) }],
    call: (c) => call(codeHandler, '/api/auth/code', { body: { phone: c.phone }, ip: c.ip }),
    snapshot: counts('sign_in_codes', 'sms_outbox'),
    message: /^A code was just sent/,
  },
  {
    name: 'POST /api/auth/code, per phone (61 s apart)',
    rule: SIGN_IN_CODE_RULES.perPhone,
    callers: async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
      return [{ ip: '203.0.113.4', phone: testPhone(3) }, { ip: '203.0.113.4', phone: testPhone(4) }]
    },
    call: (c) => {
      travel(61_000)
      return call(codeHandler, '/api/auth/code', { body: { phone: c.phone }, ip: c.ip })
    },
    snapshot: counts('sign_in_codes', 'sms_outbox'),
    message: /^Too many codes for this number/,
  },
  {
    name: 'POST /api/auth/code, per phone per day (13 min apart, so never 6 in an hour)',
    rule: SIGN_IN_CODE_RULES.perPhoneDay,
    callers: async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
      return [{ ip: '203.0.113.5', phone: testPhone(5) }, { ip: '203.0.113.5', phone: testPhone(6) }]
    },
    call: (c) => {
      travel(13 * 60_000)
      return call(codeHandler, '/api/auth/code', { body: { phone: c.phone }, ip: c.ip })
    },
    snapshot: counts('sign_in_codes', 'sms_outbox'),
    message: /^Too many codes for this number today/,
  },
  {
    name: 'POST /api/demo/test-alert, per user',
    rule: { limit: TEST_ALERTS_PER_DAY, windowSeconds: 86_400 },
    callers: twoPremiumCallers,
    call: (c) => call(testAlertHandler, '/api/demo/test-alert', { body: { phoneNumber: c.phone, message: 'x' }, cookie: c.cookie, ip: c.ip }),
    snapshot: counts('alerts', 'sms_outbox'),
    message: /^You can send 3 test alerts a day/,
  },
  {
    name: 'POST /api/user/alert-consent (texts a confirmation), per user',
    rule: CONSENT_LIMIT,
    callers: twoPremiumCallers,
    call: (c) => call(consentHandler, '/api/user/alert-consent', { body: { textVersion: CONSENT_TEXT.version }, cookie: c.cookie, ip: c.ip }),
    snapshot: counts('sms_consents', 'sms_outbox'),
    message: /^You have turned alert texts on several times today/,
  },
  {
    name: 'POST /api/newsletter/subscribe, per IP address',
    rule: NEWSLETTER_LIMITS.perIp,
    callers: twoIps,
    call: (c, i) => call(newsletterHandler, '/api/newsletter/subscribe', { body: { email: `reader${i}@example.org`, source: 'website' }, ip: c.ip }),
    snapshot: () => query(`SELECT email FROM newsletter_subscribers ORDER BY email`),
    message: /^Too many sign-ups from your network/,
  },
  {
    name: 'POST /api/newsletter/subscribe, per e-mail address (any network)',
    rule: NEWSLETTER_LIMITS.perEmail,
    callers: async () => [{ ip: '', email: 'ann@example.org' }, { ip: '', email: 'bob@example.org' }],
    call: (c, i) => call(newsletterHandler, '/api/newsletter/subscribe', { body: { email: c.email, source: 'website' }, ip: `192.0.2.${i + 1}` }),
    snapshot: () => query(`SELECT email, source FROM newsletter_subscribers ORDER BY email`),
    message: /^Too many attempts for this email address/,
  },
  {
    name: 'POST /api/feedback, per user',
    rule: FEEDBACK_LIMIT,
    callers: twoPremiumCallers,
    call: (c, i) =>
      call(feedbackHandler, '/api/feedback', {
        body: { subject: `Idea ${i}`, message: 'More cities, please.', currentPage: '/home', userAgent: 'test' },
        cookie: c.cookie,
        ip: c.ip,
      }),
    snapshot: counts('feedback'),
    message: /^You've sent several messages in the last hour/,
  },
  {
    name: 'POST /api/user/send-welcome-email, per caller (IP address without a session)',
    rule: WELCOME_PER_CALLER,
    callers: twoIps,
    call: (c) => call(welcomeHandler, '/api/user/send-welcome-email', { method: 'POST', headers: { 'content-type': 'application/json' }, ip: c.ip }),
    snapshot: counts('email_outbox'),
    message: /^Too many test e-mails/,
  },
  {
    name: 'POST /api/user/send-welcome-email, per caller (account)',
    rule: WELCOME_PER_CALLER,
    // One network, two accounts: the account is the key.
    callers: async () => [await premiumCaller('198.51.100.60'), await premiumCaller('198.51.100.60')],
    call: (c) => call(welcomeHandler, '/api/user/send-welcome-email', { method: 'POST', headers: { 'content-type': 'application/json' }, cookie: c.cookie, ip: c.ip }),
    snapshot: counts('email_outbox'),
    message: /^Too many test e-mails/,
  },
  {
    name: 'POST and PUT /api/user/locations (add or move a place), per user',
    rule: PLACE_CHANGES_LIMIT,
    callers: twoPremiumCallers,
    // A caller's first call adds a place; the rest move it, so the 10-place cap is never what refuses.
    call: async (c, i) => {
      const body = { name: `Place ${i}`, lat: 40 + i / 100, lon: -74 }
      const [place] = await query<{ id: string }>(`SELECT p.id FROM monitored_places p JOIN users u ON u.id = p.user_id WHERE u.phone_e164 = $1`, [c.phone])
      if (!place) return call(locationsHandler, '/api/user/locations', { body, cookie: c.cookie, ip: c.ip })
      return call(locationsHandler, `/api/user/locations/${place.id}`, { method: 'PUT', body, cookie: c.cookie, ip: c.ip })
    },
    snapshot: () => query(`SELECT user_id, name, lat, lon FROM monitored_places ORDER BY user_id`),
    message: /^You have added or changed many places in the last hour/,
  },
  {
    name: 'new anonymous accounts (POST /api/demo/subscribe without a session), per IP address',
    rule: { limit: 30, windowSeconds: 3600 },
    callers: twoIps,
    call: (c) => call(demoSubscribeHandler, '/api/demo/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, ip: c.ip }),
    snapshot: counts('users', 'sessions', 'subscriptions'),
    message: /^Too many new accounts from this network/,
  },
]

/**
 * The per-IP cases again, with IPv6 clients: every call of the first caller comes from
 * another address of one /64 (so a client rotating through its subnet), and the second
 * caller is the neighbouring /64. With `mapped`, the first caller alternates between an
 * IPv4 address and its IPv4-mapped IPv6 forms, which are one client.
 */
function perNetworkCases(mapped: boolean): LimitCase[] {
  const perIp = LOCAL_CASES.filter((c) => c.callers === twoIps)
  return perIp.map((c) => ({
    ...c,
    name: `${c.name.replace(/IP address/, mapped ? 'IPv4 address in IPv4-mapped IPv6 form too' : 'IPv6 /64')}`,
    callers: async () => (mapped ? [{ ip: '203.0.113.20' }, { ip: '203.0.113.21' }] : [{ ip: '2001:db8:1:2' }, { ip: '2001:db8:1:3' }]),
    call: (caller, i) => {
      const ip = mapped
        ? [caller.ip, `::ffff:${caller.ip}`, `::FFFF:${caller.ip}`][i % 3] ?? caller.ip
        : `${caller.ip}:${(i + 1).toString(16)}:${((i * 7919) % 0x10000).toString(16)}::${i + 1}`
      return c.call({ ...caller, ip }, i)
    },
  }))
}

/** The limit's calls pass, the next is refused and writes nothing, another key still passes. */
async function checkLimit(c: LimitCase, before: () => number = () => 0): Promise<void> {
  const [first, second] = await c.callers()
  for (let i = 0; i < c.rule.limit; i++) {
    const res = await c.call(first, i)
    expect(res.status, `call ${i + 1} of ${c.rule.limit}`).toBeLessThan(300)
  }
  const written = await c.snapshot()
  const upstreamBefore = before()
  const refused = await c.call(first, c.rule.limit)
  expect(refused.status).toBe(429)
  const retryAfter = Number(refused.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(c.rule.windowSeconds)
  expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
  const problem = problemSchema.parse(await refused.json())
  expect(problem.error).toBe('rate_limited')
  expect(problem.message).toMatch(c.message)
  expect(await c.snapshot()).toEqual(written)
  expect(before()).toBe(upstreamBefore)

  const other = await c.call(second, c.rule.limit)
  expect(other.status, 'another key is not limited').toBeLessThan(300)
}

describe('local mode (SMS and e-mail outboxes, demo payments)', () => {
  let restoreEnv: () => void
  beforeAll(() => {
    restoreEnv = setEnv({ ...LOCAL_MODE, SMTP_URL: undefined, EMAIL_FROM: undefined })
    resetServerEnv()
  })
  afterAll(() => {
    restoreEnv()
    resetServerEnv()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each(LOCAL_CASES.map((c) => [c.name, c.rule.limit, c] as const))('%s: %i pass, then 429 + Retry-After, nothing written; another key passes', async (_name, _limit, c) => {
    await checkLimit(c)
  })

  it.each([...perNetworkCases(false), ...perNetworkCases(true)].map((c) => [c.name, c.rule.limit, c] as const))(
    '%s: %i pass, then 429 from any address of that client; the next client passes',
    async (_name, _limit, c) => {
      await checkLimit(c)
    },
  )
})

describe('Stripe mode (the real SDK against a fake Stripe)', () => {
  let stripe: FakeStripe
  let restoreEnv: () => void
  beforeAll(async () => {
    stripe = await startFakeStripe()
    restoreEnv = setEnv({
      ...LOCAL_MODE,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PRICE_ID: 'price_test_5usd_month',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_API_BASE: stripe.url,
    })
    resetServerEnv()
  })
  afterAll(async () => {
    await stripe.close()
    restoreEnv()
    resetServerEnv()
  })

  /** A signed-in account; with `customer`, one whose Stripe subscription has ended (the portal needs a customer). */
  async function account(customer: boolean): Promise<Caller> {
    const phone = testPhone(sequence++)
    const [user] = await query<{ id: string }>(`INSERT INTO users (phone_e164, phone_verified_at) VALUES ($1, now()) RETURNING id`, [phone])
    if (!user) throw new Error('no user')
    if (customer) {
      await query(`INSERT INTO subscriptions (user_id, status, stripe_customer_id, stripe_subscription_id) VALUES ($1, 'canceled', $2, $3)`, [
        user.id, `cus_${sequence}`, `sub_${sequence}`,
      ])
    }
    return { cookie: `airahead_session=${await createSession(user.id, new Date())}`, ip: '198.51.100.70', phone }
  }
  const stripeCalls = () => stripe.requests.length
  const STRIPE_CASES: LimitCase[] = [
    {
      name: 'POST /api/billing/checkout, per account',
      rule: BILLING_SESSION_LIMITS.checkout,
      callers: async () => [await account(false), await account(false)],
      call: (c) => call(checkoutHandler, '/api/billing/checkout', { body: {}, cookie: c.cookie, ip: c.ip }),
      snapshot: () => query(`SELECT * FROM subscriptions ORDER BY user_id`),
      message: /^You opened the payment page several times in the last hour/,
    },
    {
      name: 'POST /api/billing/portal, per account',
      rule: BILLING_SESSION_LIMITS.portal,
      callers: async () => [await account(true), await account(true)],
      call: (c) => call(portalHandler, '/api/billing/portal', { body: {}, cookie: c.cookie, ip: c.ip }),
      snapshot: () => query(`SELECT * FROM subscriptions ORDER BY user_id`),
      message: /^You opened the payment page several times in the last hour/,
    },
  ]

  it.each(STRIPE_CASES.map((c) => [c.name, c.rule.limit, c] as const))('%s: %i pass, then 429 + Retry-After without calling Stripe; another key passes', async (_name, _limit, c) => {
    await checkLimit(c, stripeCalls)
  })
})
