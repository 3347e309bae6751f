import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import accountHandler from '../../netlify/functions/auth-account'
import checkoutHandler from '../../netlify/functions/billing-checkout'
import codeHandler from '../../netlify/functions/auth-code'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import loginHandler from '../../netlify/functions/login'
import logoutHandler from '../../netlify/functions/auth-logout'
import modeHandler from '../../netlify/functions/billing-mode'
import outboxHandler from '../../netlify/functions/dev-outbox'
import portalHandler from '../../netlify/functions/billing-portal'
import userHandler from '../../netlify/functions/auth-user'
import verifyHandler from '../../netlify/functions/auth-verify'
import webhookHandler from '../../netlify/functions/webhooks-stripe'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { ensureUser } from '../../netlify/server/session'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeStripe, type FakeStripe } from '../fakes/fake-stripe'
import { rowCount, useTestDatabase } from '../support/database'
import { call, LOCAL_MODE, setEnv, type FunctionHandler } from './auth-helpers'

useTestDatabase()

const TABLES = ['users', 'sessions', 'sign_in_codes', 'subscriptions', 'stripe_events', 'sms_outbox', 'rate_limit_hits'] as const
const snapshot = async () => Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await rowCount(t)] as const)))

interface Endpoint {
  name: string
  handler: FunctionHandler
  path: string
  method: string
  /** A body that would be accepted, for the variations below. */
  valid: Record<string, unknown>
  /** A field of `valid` and a value of the wrong type. */
  wrongType: Record<string, unknown>
}

const PHONE = '+12015550123'
const jsonEndpoints: Endpoint[] = [
  { name: 'POST /api/auth/code', handler: codeHandler, path: '/api/auth/code', method: 'POST', valid: { phone: PHONE }, wrongType: { phone: 2015550123 } },
  { name: 'POST /api/auth/verify', handler: verifyHandler, path: '/api/auth/verify', method: 'POST', valid: { phone: PHONE, code: '123456' }, wrongType: { phone: PHONE, code: 123456 } },
  { name: 'POST /api/auth/logout', handler: logoutHandler, path: '/api/auth/logout', method: 'POST', valid: {}, wrongType: { confirm: 1 } },
  { name: 'DELETE /api/auth/account', handler: accountHandler, path: '/api/auth/account', method: 'DELETE', valid: { confirm: 'DELETE' }, wrongType: { confirm: ['DELETE'] } },
  { name: 'POST /api/billing/checkout', handler: checkoutHandler, path: '/api/billing/checkout', method: 'POST', valid: {}, wrongType: { price: 5 } },
  { name: 'POST /api/billing/portal', handler: portalHandler, path: '/api/billing/portal', method: 'POST', valid: {}, wrongType: { customer: 1 } },
  { name: 'POST /api/demo/subscribe', handler: demoSubscribeHandler, path: '/api/demo/subscribe', method: 'POST', valid: {}, wrongType: { plan: 5 } },
]

const getEndpoints: [string, FunctionHandler, string, string[]][] = [
  ['GET /api/auth/user', userHandler, '/api/auth/user', ['POST', 'DELETE']],
  ['GET /api/login', loginHandler, '/api/login', ['POST', 'PUT']],
  ['GET /api/dev/outbox', outboxHandler, '/api/dev/outbox', ['POST', 'DELETE']],
  ['GET /api/billing/mode', modeHandler, '/api/billing/mode', ['POST']],
]

let cookie = ''
let fake: FakeStripe
let restoreEnv: () => void
beforeAll(async () => {
  fake = await startFakeStripe()
  restoreEnv = setEnv(LOCAL_MODE)
  resetServerEnv()
})
afterAll(async () => {
  await fake.close()
  restoreEnv()
  resetServerEnv()
})
// Every case runs with a signed-in session, so "nothing written" covers what a session could change.
beforeEach(async () => {
  const ensured = await ensureUser(new Request('http://localhost/', { headers: { 'x-nf-client-connection-ip': '198.51.100.99' } }))
  if (!ensured.ok || !ensured.setCookie) throw new Error('no session')
  await query(`UPDATE users SET phone_e164 = '+12015550199', phone_verified_at = now() WHERE id = $1`, [ensured.user.id])
  cookie = ensured.setCookie.split(';')[0] ?? ''
})

/** Stripe mode for checkout, portal and the webhook; demo mode for demo subscribe. */
function modeFor(endpoint: string): () => void {
  const stripe = endpoint.includes('/billing/') || endpoint.includes('/webhooks/')
  const restore = setEnv(
    stripe
      ? { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PRICE_ID: 'price_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE: fake.url }
      : {},
  )
  resetServerEnv()
  return () => {
    restore()
    resetServerEnv()
  }
}

const oversized = JSON.stringify({ phone: PHONE, padding: 'x'.repeat(101 * 1024) })

describe.each(jsonEndpoints)('$name refuses bad input with 4xx JSON and writes nothing', (endpoint) => {
  const cases: [string, { body?: unknown; headers?: Record<string, string>; method?: string; origin?: string }, number, string][] = [
    ['malformed JSON', { body: '{"phone": "+1201', headers: { 'content-type': 'application/json' } }, 400, 'malformed_json'],
    ['bytes that are not UTF-8', { body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]), headers: { 'content-type': 'application/json' } }, 400, 'malformed_json'],
    ['a JSON array', { body: [endpoint.valid] }, 400, 'invalid_request'],
    ['a JSON string', { body: '"hello"', headers: { 'content-type': 'application/json' } }, 400, 'invalid_request'],
    ['null', { body: 'null', headers: { 'content-type': 'application/json' } }, 400, 'invalid_request'],
    ['wrong types', { body: endpoint.wrongType }, 400, 'invalid_request'],
    ['an unknown field', { body: { ...endpoint.valid, isAdmin: true } }, 400, 'invalid_request'],
    ['a body over 100 KB', { body: oversized, headers: { 'content-type': 'application/json' } }, 413, 'payload_too_large'],
    ['a form body', { body: 'phone=%2B12015550123', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, 'unsupported_media_type'],
    ['text/plain JSON', { body: JSON.stringify(endpoint.valid), headers: { 'content-type': 'text/plain' } }, 415, 'unsupported_media_type'],
    ['a wrong method', { method: endpoint.method === 'DELETE' ? 'POST' : 'PUT', body: endpoint.valid }, 405, 'method_not_allowed'],
    ['GET', { method: 'GET' }, 405, 'method_not_allowed'],
    ['another origin', { body: endpoint.valid, origin: 'https://evil.example' }, 403, 'cross_origin'],
    ['an opaque origin', { body: endpoint.valid, origin: 'null' }, 403, 'cross_origin'],
  ]

  it.each(cases)('%s', async (_label, request, status, error) => {
    const restore = modeFor(endpoint.name)
    try {
      const before = await snapshot()
      const res = await call(endpoint.handler, endpoint.path, { method: endpoint.method, cookie, ...request })
      expect(res.status).toBe(status)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      const body = problemSchema.parse(await res.json())
      expect(body.error).toBe(error)
      if (error === 'invalid_request' && _label === 'an unknown field') expect(body.message).toBe('Unknown field: isAdmin.')
      if (status === 405) expect(res.headers.get('allow')).toBe(endpoint.method)
      expect(res.headers.getSetCookie()).toEqual([])
      expect(await snapshot()).toEqual(before)
    } finally {
      restore()
    }
  })
})

describe.each(getEndpoints)('%s refuses other methods', (_name, handler, path, methods) => {
  it.each(methods)('%s → 405 JSON', async (method) => {
    const before = await snapshot()
    const res = await call(handler, path, { method, cookie })
    expect(res.status).toBe(405)
    expect(problemSchema.parse(await res.json()).error).toBe('method_not_allowed')
    expect(await snapshot()).toEqual(before)
  })
})

describe('POST /api/webhooks/stripe refuses bad input with 4xx JSON and writes nothing', () => {
  it.each([
    ['malformed JSON with a bad signature', { body: '{"id":', headers: { 'stripe-signature': 't=1,v1=abc' } }, 400, 'invalid_signature'],
    ['no signature', { body: '{}' }, 400, 'invalid_signature'],
    ['a body over 512 KB', { body: 'x'.repeat(513 * 1024), headers: { 'stripe-signature': 't=1,v1=abc' } }, 413, 'payload_too_large'],
    ['GET', { method: 'GET' }, 405, 'method_not_allowed'],
  ] as const)('%s', async (_label, request, status, error) => {
    const restore = modeFor('/webhooks/')
    try {
      const before = await snapshot()
      const res = await call(webhookHandler, '/api/webhooks/stripe', { method: 'POST', ...request })
      expect(res.status).toBe(status)
      expect(problemSchema.parse(await res.json()).error).toBe(error)
      expect(await snapshot()).toEqual(before)
    } finally {
      restore()
    }
  })
})

describe('phone and code values that fit the types but not the rules', () => {
  it.each([
    ['Enter your phone number.', codeHandler, '/api/auth/code', { phone: '' }],
    ['That is too long for a phone number.', codeHandler, '/api/auth/code', { phone: '+1'.padEnd(40, '2') }],
    ['country must be a two-letter code such as US.', codeHandler, '/api/auth/code', { phone: PHONE, country: 'USA' }],
    ['phone is required.', codeHandler, '/api/auth/code', {}],
    ['The code is 6 digits.', verifyHandler, '/api/auth/verify', { phone: PHONE, code: '12345' }],
    ['The code is 6 digits.', verifyHandler, '/api/auth/verify', { phone: PHONE, code: '12345a' }],
    ['code is required.', verifyHandler, '/api/auth/verify', { phone: PHONE }],
  ] as const)('400 "%s" (%#)', async (message, handler, path, body) => {
    const before = await snapshot()
    const res = await call(handler, path, { body, cookie })
    expect(res.status).toBe(400)
    expect(problemSchema.parse(await res.json())).toEqual({ error: 'invalid_request', message })
    expect(await snapshot()).toEqual(before)
  })
})
