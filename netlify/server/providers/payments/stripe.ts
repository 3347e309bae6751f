import Stripe from 'stripe'
import { DeadlineExceeded, withDeadline } from '../../deadline'
import { cappedFetch } from '../../upstream-body'
import { err, ok } from '../../result'
import type { Result } from '../../result'
import type { CheckoutInput, CheckoutSessionState, PaymentsError, PaymentsEvent, PaymentsProvider } from './types'

export interface StripeOptions {
  secretKey: string
  priceId: string
  webhookSecret: string
  /** Another API origin (tests: a fake on 127.0.0.1); Stripe's own otherwise. */
  apiBase: string | undefined
  timeoutMs: number
}

/**
 * Stripe customers, Checkout (subscription with a free trial), the Billing Portal and webhook
 * verification, through the official SDK. No automatic retries: a caller waits at most
 * `timeoutMs` for any call, and Checkout is retried by the person, not behind their back.
 * Calls that create something carry the caller's idempotency key (billing/idempotency-keys.ts).
 */
export function createStripeProvider(options: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 0,
    timeout: options.timeoutMs,
    // Every answer's size capped (decision 230): the SDK's fetch client over a capped fetch.
    httpClient: Stripe.createFetchHttpClient(cappedFetch('Stripe')),
    ...apiOrigin(options.apiBase),
  })
  const call = <T>(work: () => Promise<T>) => callStripe(work, options.timeoutMs)

  return {
    createCustomer: (userId, idempotencyKey) =>
      call(async () => {
        // Only our id: Stripe learns nothing about the person until they type it into Checkout.
        const customer = await stripe.customers.create({ metadata: { user_id: userId } }, { idempotencyKey })
        return { id: customer.id }
      }),

    createCheckout: (input: CheckoutInput) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: input.customerId,
            line_items: [{ price: options.priceId, quantity: 1 }],
            client_reference_id: input.userId,
            metadata: { user_id: input.userId },
            // The subscription carries the user too, so its events map to the account
            // whatever order Stripe delivers them in.
            subscription_data: {
              metadata: { user_id: input.userId },
              ...(input.trialDays === null ? {} : { trial_period_days: input.trialDays }),
            },
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        )
        if (!session.url) throw new MissingUrl('Stripe Checkout returned no URL')
        return { id: session.id, url: session.url }
      }),

    closeCheckout: (sessionId) =>
      call(async () => {
        try {
          // docs.stripe.com/api/checkout/sessions/expire: only an `open` session can be expired.
          return sessionState(await stripe.checkout.sessions.expire(sessionId))
        } catch (error) {
          // Not open any more (paid, or expired already): say which.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
        }
        try {
          return sessionState(await stripe.checkout.sessions.retrieve(sessionId))
        } catch (error) {
          if (error instanceof Stripe.errors.StripeInvalidRequestError && isMissing(error)) return null
          throw error
        }
      }),

    createPortal: (customerId, returnUrl) =>
      call(async () => {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })
        return { url: session.url }
      }),

    cancelSubscription: (subscriptionId, cancelOptions) =>
      call(async () => {
        try {
          await stripe.subscriptions.cancel(
            subscriptionId,
            cancelOptions?.creditUnusedTime ? { prorate: true, invoice_now: true } : {},
          )
        } catch (error) {
          // Already canceled or gone at Stripe: nothing is being charged, which is the point.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && isMissing(error)) return null
          throw error
        }
        return null
      }),

    verifyWebhook: async (rawBody, signature): Promise<Result<PaymentsEvent, PaymentsError>> => {
      try {
        const event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret)
        return ok({ id: event.id, type: event.type, created: event.created, object: event.data.object, previousAttributes: event.data.previous_attributes })
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) {
          return err({ kind: 'signature', message: 'The Stripe-Signature header does not match this body.' })
        }
        throw error
      }
    },
  }
}

class MissingUrl extends Error {}

function sessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const subscription = session.subscription
  return {
    id: session.id,
    // A status this code does not know (a newer API) cannot be paid as far as we know.
    status: session.status === 'open' ? 'open' : session.status === 'complete' ? 'complete' : 'expired',
    subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
  }
}

function isMissing(error: Stripe.errors.StripeError): boolean {
  return error.statusCode === 404 || error.code === 'resource_missing'
}

/**
 * Stripe's own errors (HTTP, timeout, network) are expected failures; anything else is a bug.
 * The SDK's timeout only limits silence on the socket, so the whole call gets `timeoutMs` too.
 */
async function callStripe<T>(work: () => Promise<T>, timeoutMs: number): Promise<Result<T, PaymentsError>> {
  try {
    return ok(await withDeadline(work(), timeoutMs))
  } catch (error) {
    if (error instanceof DeadlineExceeded) return err({ kind: 'upstream', message: `Stripe did not answer within ${timeoutMs / 1000} s` })
    if (error instanceof Stripe.errors.StripeError || error instanceof MissingUrl) {
      const status = error instanceof Stripe.errors.StripeError && error.statusCode ? ` (HTTP ${error.statusCode})` : ''
      return err({ kind: 'upstream', message: `Stripe failed${status}: ${error.message}` })
    }
    throw error
  }
}

function apiOrigin(base: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!base) return {}
  const url = new URL(base)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}
