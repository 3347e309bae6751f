import type { Tx } from '../data/transaction'

/**
 * Holds this user's billing lock until the transaction ends: Checkout and the webhook's
 * subscription events for one account run one at a time, so two clicks cannot create two
 * Stripe customers or two open sessions, and two subscription events cannot both see "no
 * subscription yet". A transaction-level advisory lock, because the row to lock may not
 * exist yet (postgresql.org/docs/15/explicit-locking.html#ADVISORY-LOCKS).
 */
export async function lockBillingOf(tx: Tx, userId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`airahead-billing:${userId}`])
}
