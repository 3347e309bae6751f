import { z } from 'zod'
import type { PaymentsEvent } from '../providers/payments/types'
import { withTransaction, type Tx } from '../data/transaction'

/** Stripe sends an id, or the object when expanded. */
const ref = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)])
const metadata = z.record(z.string(), z.string()).nullish()
const unixSeconds = z.number().int().nullish()

const checkoutSession = z.object({
  mode: z.string(),
  client_reference_id: z.string().nullish(),
  customer: ref.nullish(),
  subscription: ref.nullish(),
  metadata,
})

const subscription = z.object({
  id: z.string(),
  customer: ref,
  status: z.string(),
  trial_end: unixSeconds,
  cancel_at_period_end: z.boolean().default(false),
  // Before API version 2025-03-31 on the subscription; since then on each item.
  current_period_end: unixSeconds,
  items: z.object({ data: z.array(z.object({ current_period_end: unixSeconds })) }).nullish(),
  metadata,
})

const invoice = z.object({
  // Before API version 2025-03-31 on the invoice; since then under parent.subscription_details.
  subscription: ref.nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: ref }).nullish() }).nullish(),
})

/** Statuses after which a subscription will never charge or give premium again. */
const ENDED = ['canceled', 'incomplete_expired']

export type EventOutcome = 'applied' | 'duplicate'

/**
 * Applies a verified Stripe event once: its id goes into stripe_events in the same
 * transaction as its effect, so a redelivery (or a crash before COMMIT) can neither apply
 * it twice nor lose it. A concurrent redelivery waits on the id's unique index, then skips.
 */
export async function processStripeEvent(event: PaymentsEvent): Promise<EventOutcome> {
  return withTransaction(async (tx) => {
    const fresh = await tx.query(
      `INSERT INTO stripe_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.id, event.type],
    )
    if (fresh.length === 0) return 'duplicate'
    await applyEvent(tx, event)
    return 'applied'
  })
}

async function applyEvent(tx: Tx, event: PaymentsEvent): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return linkCheckout(tx, checkoutSession.parse(event.object))
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(tx, subscription.parse(event.object), new Date(event.created * 1000))
    case 'invoice.payment_failed':
      return recordPaymentFailure(tx, invoice.parse(event.object), new Date(event.created * 1000))
  }
  // Any other type is recorded as processed and changes nothing.
}

/** Checkout finished: tie the Stripe customer and subscription to the account (status follows from subscription events). */
async function linkCheckout(tx: Tx, session: z.infer<typeof checkoutSession>): Promise<void> {
  const userId = session.client_reference_id ?? session.metadata?.['user_id']
  if (session.mode !== 'subscription' || !userId || !session.customer || !session.subscription) return
  if (!(await userExists(tx, userId))) return
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
       demo = false,
       updated_at = now()`,
    [userId, session.customer, session.subscription],
  )
}

/**
 * The subscription as Stripe now sees it. Applied unless the row holds a newer event of
 * the same subscription (events can arrive out of order) or another subscription that is
 * still live (a late event about an old one changes nothing).
 */
async function applySubscription(tx: Tx, sub: z.infer<typeof subscription>, eventCreated: Date): Promise<void> {
  const userId = await ownerOf(tx, sub.metadata?.['user_id'], sub.id, sub.customer)
  if (!userId) return
  const periodEnd = sub.current_period_end ?? sub.items?.data[0]?.current_period_end ?? null
  await tx.query(
    `INSERT INTO subscriptions AS s (user_id, stripe_customer_id, stripe_subscription_id, status, trial_end,
                                      current_period_end, cancel_at_period_end, demo, stripe_event_created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false, $8)
     ON CONFLICT (user_id) DO UPDATE SET
       stripe_customer_id = EXCLUDED.stripe_customer_id,
       stripe_subscription_id = EXCLUDED.stripe_subscription_id,
       status = EXCLUDED.status,
       trial_end = EXCLUDED.trial_end,
       current_period_end = EXCLUDED.current_period_end,
       cancel_at_period_end = EXCLUDED.cancel_at_period_end,
       demo = false,
       stripe_event_created = EXCLUDED.stripe_event_created,
       updated_at = now()
     WHERE (s.stripe_subscription_id = EXCLUDED.stripe_subscription_id
             AND (s.stripe_event_created IS NULL OR s.stripe_event_created <= EXCLUDED.stripe_event_created))
        OR s.stripe_subscription_id IS NULL
        OR s.status = ANY ($9::text[])`,
    [userId, sub.customer, sub.id, sub.status, toDate(sub.trial_end), toDate(periodEnd), sub.cancel_at_period_end, eventCreated, ENDED],
  )
}

async function recordPaymentFailure(tx: Tx, inv: z.infer<typeof invoice>, at: Date): Promise<void> {
  const subscriptionId = inv.parent?.subscription_details?.subscription ?? inv.subscription
  if (!subscriptionId) return
  await tx.query(`UPDATE subscriptions SET last_payment_failed_at = $2, updated_at = now() WHERE stripe_subscription_id = $1`, [subscriptionId, at])
}

/** The account a subscription belongs to: its metadata (set at Checkout), else what we already linked. */
async function ownerOf(tx: Tx, metadataUserId: string | undefined, subscriptionId: string, customerId: string): Promise<string | null> {
  if (metadataUserId && (await userExists(tx, metadataUserId))) return metadataUserId
  const [row] = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM subscriptions WHERE stripe_subscription_id = $1 OR stripe_customer_id = $2 ORDER BY (stripe_subscription_id = $1) DESC LIMIT 1`,
    [subscriptionId, customerId],
  )
  return row?.user_id ?? null
}

async function userExists(tx: Tx, userId: string): Promise<boolean> {
  if (!z.uuid().safeParse(userId).success) return false
  const rows = await tx.query(`SELECT 1 FROM users WHERE id = $1`, [userId])
  return rows.length > 0
}

function toDate(seconds: number | null | undefined): Date | null {
  return seconds === null || seconds === undefined ? null : new Date(seconds * 1000)
}
