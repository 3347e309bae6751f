import Stripe from 'stripe'
import { DeadlineExceeded, withDeadline } from '../../deadline'
import { err, ok } from '../../result'
import type { Result } from '../../result'
import type { CheckoutInput, PaymentsError, PaymentsEvent, PaymentsProvider } from './types'

export interface StripeOptions {
  secretKey: string
  priceId: string
  webhookSecret: string
  /** Another API origin (tests: a fake on 127.0.0.1); Stripe's own otherwise. */
  apiBase: string | undefined
  timeoutMs: number
}

/**
 * Stripe Checkout (subscription with a free trial), the Billing Portal and webhook
 * verification, through the official SDK. No automatic retries: a caller waits at most
 * `timeoutMs` for any call, and Checkout is retried by the person, not behind their back.
 */
export function createStripeProvider(options: StripeOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 0,
    timeout: options.timeoutMs,
    ...apiOrigin(options.apiBase),
  })
  const call = <T>(work: () => Promise<T>) => callStripe(work, options.timeoutMs)

  return {
    createCheckout: (input: CheckoutInput) =>
      call(async () => {
        const session = await stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: options.priceId, quantity: 1 }],
          client_reference_id: input.userId,
          metadata: { user_id: input.userId },
          // The subscription carries the user too, so its events map to the account
          // whatever order Stripe delivers them in.
          subscription_data: {
            metadata: { user_id: input.userId },
            ...(input.trialDays === null ? {} : { trial_period_days: input.trialDays }),
          },
          ...(input.customerId ? { customer: input.customerId } : {}),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        })
        if (!session.url) throw new MissingUrl('Stripe Checkout returned no URL')
        return { url: session.url }
      }),

    createPortal: (customerId, returnUrl) =>
      call(async () => {
        const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })
        return { url: session.url }
      }),

    cancelSubscription: (subscriptionId) =>
      call(async () => {
        try {
          await stripe.subscriptions.cancel(subscriptionId)
        } catch (error) {
          // Already canceled or gone at Stripe: nothing is being charged, which is the point.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing')) return null
          throw error
        }
        return null
      }),

    verifyWebhook: async (rawBody, signature): Promise<Result<PaymentsEvent, PaymentsError>> => {
      try {
        const event = await stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret)
        return ok({ id: event.id, type: event.type, created: event.created, object: event.data.object })
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
