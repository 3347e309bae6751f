import { z } from 'zod'
import type { PaymentsEvent, PaymentsProvider } from '../providers/payments/types'
import { withTransaction, type Tx } from '../data/transaction'
import { lockBillingOf } from './billing-lock'
import { applySubscriptionEvent, RetryLater, stripeRef, userExists } from './subscription-events'
import { LIVE_STATUSES } from './subscription-event-order'

const checkoutSession = z.object({
  mode: z.string(),
  client_reference_id: z.string().nullish(),
  customer: stripeRef.nullish(),
  subscription: stripeRef.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
})

const invoice = z.object({
  // Before API version 2025-03-31 on the invoice; since then under parent.subscription_details.
  subscription: stripeRef.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: stripeRef }).nullish() }).nullish(),
})

/** `retry`: nothing was recorded; the webhook answers non-2xx so Stripe delivers the event again. */
export type EventOutcome = 'applied' | 'duplicate' | 'retry'

/**
 * Applies a verified Stripe event once: its id goes into stripe_events in the same
 * transaction as its effect, so a redelivery (or a crash before COMMIT) can neither apply
 * it twice nor lose it. A concurrent redelivery waits on the id's unique index, then skips.
 */
export async function processStripeEvent(event: PaymentsEvent, payments: PaymentsProvider): Promise<EventOutcome> {
  try {
    return await withTransaction(async (tx) => {
      const fresh = await tx.query(
        `INSERT INTO stripe_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
        [event.id, event.type],
      )
      if (fresh.length === 0) return 'duplicate'
      await applyEvent(tx, event, payments)
      return 'applied'
    })
  } catch (error) {
    if (!(error instanceof RetryLater)) throw error
    console.warn(error.message)
    return 'retry'
  }
}

async function applyEvent(tx: Tx, event: PaymentsEvent, payments: PaymentsProvider): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return linkCheckout(tx, checkoutSession.parse(event.object))
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscriptionEvent(tx, payments, event)
    case 'invoice.payment_failed':
      return recordPaymentFailure(tx, invoice.parse(event.object), new Date(event.created * 1000))
  }
  // Any other type is recorded as processed and changes nothing.
}

/**
 * Checkout finished: tie the Stripe customer and subscription to the account (status
 * follows from subscription events). A live different subscription stays: the new one is
 * judged, and cancelled if it is a second one, when its own event arrives.
 */
async function linkCheckout(tx: Tx, session: z.infer<typeof checkoutSession>): Promise<void> {
  const userId = session.client_reference_id ?? session.metadata?.['user_id']
  if (session.mode !== 'subscription' || !userId || !session.customer || !session.subscription) return
  if (!(await userExists(tx, userId))) return
  await lockBillingOf(tx, userId)
  await tx.query(
    `INSERT INTO subscriptions (user_id, stripe_customer_id, stripe_subscription_id, status, demo)
     VALUES ($1, $2, $3, 'incomplete', false)
     ON CONFLICT (user_id) DO UPDATE SET
       stripe_customer_id = EXCLUDED.stripe_customer_id,
       stripe_subscription_id = EXCLUDED.stripe_subscription_id,
       status = CASE WHEN subscriptions.stripe_subscription_id IS NOT DISTINCT FROM EXCLUDED.stripe_subscription_id
                     THEN subscriptions.status ELSE 'incomplete' END,
       trial_end = CASE WHEN subscriptions.stripe_subscription_id IS NOT DISTINCT FROM EXCLUDED.stripe_subscription_id
                        THEN subscriptions.trial_end END,
       stripe_event_created = CASE WHEN subscriptions.stripe_subscription_id IS NOT DISTINCT FROM EXCLUDED.stripe_subscription_id
                                   THEN subscriptions.stripe_event_created END,
       demo = false,
       updated_at = now()
     WHERE subscriptions.stripe_subscription_id IS NULL
        OR subscriptions.stripe_subscription_id = EXCLUDED.stripe_subscription_id
        OR NOT (subscriptions.status = ANY ($4::text[]))`,
    [userId, session.customer, session.subscription, LIVE_STATUSES],
  )
}

async function recordPaymentFailure(tx: Tx, inv: z.infer<typeof invoice>, at: Date): Promise<void> {
  const subscriptionId = inv.parent?.subscription_details?.subscription ?? inv.subscription
  if (!subscriptionId) return
  await tx.query(`UPDATE subscriptions SET last_payment_failed_at = $2, updated_at = now() WHERE stripe_subscription_id = $1`, [subscriptionId, at])
}
