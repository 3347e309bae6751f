import type { Tx } from '../data/transaction'
import type { PaymentsError, PaymentsProvider } from '../providers/payments/types'
import { err, ok, type Result } from '../result'
import { customerKey } from './idempotency-keys'

export interface StripeCustomerRow {
  customer_id: string
  /** The newest Checkout Session opened for the account, if any. */
  checkout_session_id: string | null
}

/** The account's Stripe customer row; call under the billing lock. */
export async function stripeCustomerOf(tx: Tx, userId: string): Promise<StripeCustomerRow | null> {
  const [row] = await tx.query<StripeCustomerRow>(`SELECT customer_id, checkout_session_id FROM stripe_customers WHERE user_id = $1`, [userId])
  return row ?? null
}

/**
 * The account's one Stripe customer: the stored one, else the one an earlier subscription
 * recorded (accounts from before decision 110), else a new one, stored at once. Call under
 * the billing lock, so two Checkouts at once find or make the same customer.
 */
export async function ensureStripeCustomer(
  tx: Tx,
  userId: string,
  payments: PaymentsProvider,
  nowSeconds: number,
): Promise<Result<StripeCustomerRow, PaymentsError>> {
  const stored = await stripeCustomerOf(tx, userId)
  if (stored) return ok(stored)
  const [earlier] = await tx.query<{ stripe_customer_id: string }>(
    `SELECT stripe_customer_id FROM subscriptions WHERE user_id = $1 AND stripe_customer_id IS NOT NULL`,
    [userId],
  )
  let customerId = earlier?.stripe_customer_id
  if (!customerId) {
    const created = await payments.createCustomer(userId, customerKey(userId, nowSeconds))
    if (!created.ok) return err(created.error)
    customerId = created.value.id
  }
  await tx.query(`INSERT INTO stripe_customers (user_id, customer_id) VALUES ($1, $2)`, [userId, customerId])
  return ok({ customer_id: customerId, checkout_session_id: null })
}
