import { startFormServer, type FormReply, type FormRequest, type FormServer } from './form-server'

/** A Checkout Session as the fake keeps it. */
export interface FakeCheckoutSession {
  id: string
  status: 'open' | 'complete' | 'expired'
  customer: string | null
  subscription: string | null
  url: string
  /** The create request's parameters. */
  form: Record<string, string>
}

export interface FakeStripe extends FormServer {
  /** Every Checkout Session created, by id. */
  sessions: Map<string, FakeCheckoutSession>
  /** Every customer created: id → its create parameters. */
  customers: Map<string, Record<string, string>>
  /** What the person does on the Checkout page: pays, and Stripe makes `subscriptionId`. */
  completeSession(sessionId: string, subscriptionId: string): void
  /** Forgets every object, saved idempotency key and request: a new Stripe account, for the next test. */
  reset(): void
}

/**
 * Stripe's API as far as AirAhead calls it: customers, Checkout Sessions (create, retrieve,
 * expire), Billing Portal sessions and subscription cancellation. It keeps the sessions'
 * state and honours Idempotency-Key as Stripe does (docs.stripe.com/api/idempotent_requests):
 * a repeated key answers the first result, and a repeated key with other parameters is
 * refused. Point the real SDK at it with STRIPE_API_BASE.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeCheckoutSession>()
  const customers = new Map<string, Record<string, string>>()
  const saved = new Map<string, { request: string; reply: FormReply }>()
  let customerCount = 0
  let sessionCount = 0
  let portalCount = 0

  function answer(request: FormRequest): FormReply {
    if (request.method === 'POST' && request.path === '/v1/customers') {
      customerCount += 1
      const id = `cus_test_${customerCount}`
      customers.set(id, request.form)
      return { status: 200, body: { id, object: 'customer', metadata: metadataOf(request.form) } }
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      sessionCount += 1
      const id = `cs_test_${sessionCount}`
      const session: FakeCheckoutSession = {
        id,
        status: 'open',
        customer: request.form['customer'] ?? null,
        subscription: null,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        form: request.form,
      }
      sessions.set(id, session)
      return { status: 200, body: sessionBody(session) }
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(request.path)
    if (sessionPath) {
      const session = sessions.get(sessionPath[1] ?? '')
      if (!session) return missing(`No such checkout.session: '${sessionPath[1]}'`)
      if (request.method === 'GET' && !sessionPath[2]) return { status: 200, body: sessionBody(session) }
      if (request.method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open') {
          return invalid(`Only Checkout Sessions with a status in [open] can be expired; this one is ${session.status}.`)
        }
        session.status = 'expired'
        return { status: 200, body: sessionBody(session) }
      }
    }
    if (request.method === 'POST' && request.path === '/v1/billing_portal/sessions') {
      portalCount += 1
      const id = `bps_test_${portalCount}`
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
  }

  function idempotent(request: FormRequest): FormReply {
    const key = request.headers['idempotency-key']
    if (request.method !== 'POST' || typeof key !== 'string') return answer(request)
    const fingerprint = `${request.path}?${new URLSearchParams(request.form).toString()}`
    const earlier = saved.get(key)
    if (earlier) {
      if (earlier.request === fingerprint) return earlier.reply
      return invalid(`Keys for idempotent requests can only be used with the same parameters they were first used with.`, 'idempotency_error')
    }
    const reply = answer(request)
    saved.set(key, { request: fingerprint, reply })
    return reply
  }

  const server = await startFormServer(idempotent, STRIPE_FAULT_REPLIES)
  return {
    ...server,
    sessions,
    customers,
    reset() {
      sessions.clear()
      customers.clear()
      saved.clear()
      server.requests.length = 0
      customerCount = 0
      sessionCount = 0
      portalCount = 0
    },
    completeSession(sessionId, subscriptionId) {
      const session = sessions.get(sessionId)
      if (!session || session.status !== 'open') throw new Error(`fake Stripe: ${sessionId} is not open`)
      session.status = 'complete'
      session.subscription = subscriptionId
    },
  }
}

function sessionBody(session: FakeCheckoutSession) {
  return {
    id: session.id,
    object: 'checkout.session',
    mode: session.form['mode'],
    status: session.status,
    customer: session.customer,
    subscription: session.subscription,
    url: session.status === 'open' ? session.url : null,
  }
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form)
      .map(([key, value]) => [/^metadata\[(.+)\]$/.exec(key)?.[1], value])
      .filter((entry): entry is [string, string] => entry[0] !== undefined),
  )
}

function missing(message: string): FormReply {
  return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message } } }
}

function invalid(message: string, type = 'invalid_request_error'): FormReply {
  return { status: 400, body: { error: { type, message } } }
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
