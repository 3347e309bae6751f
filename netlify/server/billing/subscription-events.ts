import { z } from 'zod'
import type { Tx } from '../data/transaction'
import type { PaymentsEvent, PaymentsProvider } from '../providers/payments/types'
import { lockBillingOf } from './billing-lock'
import { judgeSubscriptionEvent, LIVE_STATUSES, type HeldSubscription } from './subscription-event-order'
import { recordTrialUse } from './trial-uses'

/** Stripe sends an id, or the object when expanded. */
export const stripeRef = z.union([z.string(), z.object({ id: z.string() }).transform((o) => o.id)])
const metadata = z.record(z.string(), z.string()).nullish()
const unixSeconds = z.number().int().nullish()

const stripeSubscription = z.object({
  id: z.string(),
  customer: stripeRef,
  status: z.string(),
  trial_end: unixSeconds,
  cancel_at_period_end: z.boolean().default(false),
  // Before API version 2025-03-31 on the subscription; since then on each item.
  current_period_end: unixSeconds,
  items: z.object({ data: z.array(z.object({ current_period_end: unixSeconds })) }).nullish(),
  metadata,
})
type StripeSubscription = z.infer<typeof stripeSubscription>
const previousStatusOf = z.object({ status: z.string() })

/** The webhook cannot finish now (Stripe did not cancel a second subscription): answer non-2xx so Stripe delivers it again. */
export class RetryLater extends Error {}

/**
 * The subscription as Stripe now sees it, applied under the account's billing lock when
 * `judgeSubscriptionEvent` says so. A second live subscription is cancelled at Stripe
 * (the unused time credited to the customer's balance) and logged for the operator; the
 * account keeps the one it had. A subscription with a trial marks the phone's trial used.
 */
export async function applySubscriptionEvent(tx: Tx, payments: PaymentsProvider, event: PaymentsEvent): Promise<void> {
  const sub = stripeSubscription.parse(event.object)
  const userId = await ownerOf(tx, sub.metadata?.['user_id'], sub.id, sub.customer)
  if (!userId) {
    if (LIVE_STATUSES.includes(sub.status)) {
      console.warn(`billing.unowned_subscription ${JSON.stringify({ subscription: sub.id, customer: sub.customer, status: sub.status })}`)
    }
    return
  }
  await lockBillingOf(tx, userId)
  const held = await heldSubscription(tx, userId)
  const verdict = judgeSubscriptionEvent(held, {
    type: event.type,
    subscriptionId: sub.id,
    status: sub.status,
    createdSeconds: event.created,
    previousStatus: previousStatusOf.safeParse(event.previousAttributes).data?.status ?? null,
  })
  if (verdict === 'stale') return
  if (verdict === 'second_subscription') return cancelSecondSubscription(payments, userId, held, sub)

  const periodEnd = sub.current_period_end ?? sub.items?.data[0]?.current_period_end ?? null
  await tx.query(
    `INSERT INTO subscriptions (user_id, stripe_customer_id, stripe_subscription_id, status, trial_end,
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
       updated_at = now()`,
    [userId, sub.customer, sub.id, sub.status, toDate(sub.trial_end), toDate(periodEnd), sub.cancel_at_period_end, toDate(event.created)],
  )
  if (sub.trial_end || sub.status === 'trialing') await recordTrialUse(tx, userId)
}

async function cancelSecondSubscription(payments: PaymentsProvider, userId: string, held: HeldSubscription | null, sub: StripeSubscription): Promise<void> {
  const cancelled = await payments.cancelSubscription(sub.id, { creditUnusedTime: true })
  if (!cancelled.ok) throw new RetryLater(`second subscription ${sub.id} not cancelled: ${cancelled.error.message}`)
  // One line per case, for an alert: a person paid twice for a moment and may ask about the credit.
  console.warn(
    `billing.second_subscription_cancelled ${JSON.stringify({ user: userId, kept: held?.subscriptionId, cancelled: sub.id, status: sub.status, customer: sub.customer })}`,
  )
}

async function heldSubscription(tx: Tx, userId: string): Promise<HeldSubscription | null> {
  const [row] = await tx.query<{ stripe_subscription_id: string | null; status: string; created: number | null }>(
    `SELECT stripe_subscription_id, status, extract(epoch FROM stripe_event_created)::float8 AS created FROM subscriptions WHERE user_id = $1`,
    [userId],
  )
  return row ? { subscriptionId: row.stripe_subscription_id, status: row.status, eventCreatedSeconds: row.created } : null
}

/**
 * The account a subscription belongs to: its metadata (set at Checkout), else what we
 * already linked, else the account whose Stripe customer it is.
 */
async function ownerOf(tx: Tx, metadataUserId: string | undefined, subscriptionId: string, customerId: string): Promise<string | null> {
  if (metadataUserId && (await userExists(tx, metadataUserId))) return metadataUserId
  const [row] = await tx.query<{ user_id: string }>(
    `SELECT user_id FROM (
       SELECT user_id, CASE WHEN stripe_subscription_id = $1 THEN 0 ELSE 1 END AS rank
         FROM subscriptions WHERE stripe_subscription_id = $1 OR stripe_customer_id = $2
       UNION ALL
       SELECT user_id, 2 FROM stripe_customers WHERE customer_id = $2
     ) owners ORDER BY rank LIMIT 1`,
    [subscriptionId, customerId],
  )
  return row?.user_id ?? null
}

export async function userExists(tx: Tx, userId: string): Promise<boolean> {
  if (!z.uuid().safeParse(userId).success) return false
  const rows = await tx.query(`SELECT 1 FROM users WHERE id = $1`, [userId])
  return rows.length > 0
}

function toDate(seconds: number | null | undefined): Date | null {
  return seconds === null || seconds === undefined ? null : new Date(seconds * 1000)
}
