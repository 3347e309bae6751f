import { query } from '../db'
import { DEMO_STATUS } from './premium'

export interface SubscriptionRow {
  status: string
  demo: boolean
  stripe_customer_id: string | null
  stripe_subscription_id: string | null
}

/** The user's subscription row, if any. */
export async function subscriptionOf(userId: string): Promise<SubscriptionRow | null> {
  const [row] = await query<SubscriptionRow>(
    `SELECT status, demo, stripe_customer_id, stripe_subscription_id FROM subscriptions WHERE user_id = $1`,
    [userId],
  )
  return row ?? null
}

/**
 * Demo mode: premium for this account, no payment. A row that records a Stripe
 * subscription is left alone (it is the truth about money).
 */
export async function grantDemoPremium(userId: string): Promise<void> {
  await query(
    `INSERT INTO subscriptions (user_id, status, demo) VALUES ($1, $2, true)
     ON CONFLICT (user_id) DO UPDATE SET status = EXCLUDED.status, demo = true, updated_at = now()
      WHERE subscriptions.stripe_subscription_id IS NULL`,
    [userId, DEMO_STATUS],
  )
}
