import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, beforeAll } from 'vitest'
import checkoutHandler from '../../../netlify/functions/billing-checkout'
import demoSubscribeHandler from '../../../netlify/functions/demo-subscribe'
import modeHandler from '../../../netlify/functions/billing-mode'
import portalHandler from '../../../netlify/functions/billing-portal'
import webhookHandler from '../../../netlify/functions/webhooks-stripe'
import { emptyBodySchema } from '../../../src/domain/contracts/billing'
import { startFakeStripe, type FakeStripe } from '../../fakes/fake-stripe'
import { anyJson, headerText, hostileText, hugeBody, jsonBodies, malformedJson, objectBodies, objectText, pathWithJunk, type FuzzBody } from './generators'
import { bodyInit, effectiveCaller, fitsEmptyJson, headerOf, isSameSite, methodOf, requests, SIGNED_IN_CALLERS, type FuzzRequest } from './fuzz-request'
import { describeFuzz } from './harness'

let stripe: FakeStripe
beforeAll(async () => {
  stripe = await startFakeStripe()
})
afterAll(() => stripe.close())

const WEBHOOK_SECRET = 'whsec_fuzz_0123456789'
const stripeEnv = () => ({ STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_PRICE_ID: 'price_fuzz', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url })

const emptyBodies = jsonBodies(objectBodies({}))
const post = (r: FuzzRequest) => methodOf(r) === 'POST' && isSameSite(r)

/** Stripe's scheme: `t=<unix s>,v1=<hex HMAC-SHA256 of "t.body">`. */
const sign = (secret: string, t: number, body: string) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
const bodyText = (body: FuzzBody) => {
  const init = bodyInit(body) ?? ''
  return typeof init === 'string' ? init : new TextDecoder().decode(init)
}

/** Event-shaped JSON with hostile values, malformed JSON, and bodies past the 512 KB limit. */
const eventBodies = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom('checkout.session.completed', 'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.payment_failed'), anyJson, anyJson).map(([type, id, object]) => objectText([['id', id], ['type', JSON.stringify(type)], ['created', '1e999'], ['data', objectText([['object', object]])]])) },
  { weight: 2, arbitrary: malformedJson },
  { weight: 1, arbitrary: hugeBody(512 * 1024 + 1) },
  { weight: 1, arbitrary: fc.constantFrom<FuzzBody>(undefined, '') },
)

/** Every way a Stripe-Signature is wrong: missing, junk, random digests, another secret, a stale time, another body. */
const webhookRequests = fc
  .tuple(
    requests({ methods: ['POST'], target: pathWithJunk('/api/webhooks/stripe'), body: eventBodies, callers: { none: 3, premium: 1 } }),
    fc.constantFrom('missing', 'junk', 'random', 'other-secret', 'stale', 'other-body', 'no-v1', 'many'),
    headerText,
    fc.stringMatching(/^[0-9a-f]{64}$/),
  )
  .map(([r, how, junk, hex]) => {
    const now = Math.floor(Date.now() / 1000)
    const body = bodyText(r.body)
    const signature = {
      missing: null,
      junk,
      random: `t=${now},v1=${hex}`,
      'other-secret': sign('whsec_not_ours', now, body),
      stale: sign(WEBHOOK_SECRET, now - 3600, body),
      'other-body': sign(WEBHOOK_SECRET, now, `${body} `),
      'no-v1': `t=${now},v0=${hex}`,
      many: `t=${now},${Array.from({ length: 50 }, () => `v1=${hex}`).join(',')}`,
    }[how]
    return signature === null ? r : { ...r, headers: [['stripe-signature', signature] as [string, string], ...r.headers] }
  })

/** A signature that Stripe's scheme accepts for this exact body within its 5-minute tolerance. */
function validlySigned(r: FuzzRequest): boolean {
  const header = headerOf(r, 'stripe-signature') ?? ''
  const t = Number(/(?:^|,)t=(\d+)/.exec(header)?.[1])
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > 300) return false
  const expected = sign(WEBHOOK_SECRET, t, bodyText(r.body)).split('v1=')[1]
  return header.split(',').some((part) => part === `v1=${expected}`)
}

describeFuzz('billing', () => [
  {
    name: 'POST /api/billing/checkout',
    handler: checkoutHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/billing/checkout'), body: emptyBodies, ...SIGNED_IN_CALLERS }),
    accepts: (r) => post(r) && ['member', 'premium'].includes(effectiveCaller(r)) && fitsEmptyJson(r, emptyBodySchema),
    env: stripeEnv,
  },
  {
    name: 'POST /api/billing/portal',
    handler: portalHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/billing/portal'), body: emptyBodies, ...SIGNED_IN_CALLERS }),
    accepts: (r) => post(r) && effectiveCaller(r) !== 'none' && fitsEmptyJson(r, emptyBodySchema),
    env: stripeEnv,
  },
  {
    name: 'GET /api/billing/mode',
    handler: modeHandler,
    requests: requests({ methods: ['GET'], target: pathWithJunk('/api/billing/mode'), body: emptyBodies }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
  },
  {
    name: 'POST /api/demo/subscribe',
    handler: demoSubscribeHandler,
    requests: requests({
      methods: ['POST'],
      target: pathWithJunk('/api/demo/subscribe'),
      body: jsonBodies(objectBodies({ plan: { good: fc.constant('"premium"'), bad: hostileText.map((s) => JSON.stringify(s)) } })),
    }),
    accepts: (r) => post(r) && fitsEmptyJson(r, emptyBodySchema),
  },
  {
    name: 'POST /api/webhooks/stripe',
    handler: webhookHandler,
    requests: webhookRequests,
    accepts: (r) => methodOf(r) === 'POST' && validlySigned(r),
    env: stripeEnv,
  },
])
