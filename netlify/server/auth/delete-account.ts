import { rateLimitKey } from '../client-ip'
import { query } from '../db'
import { err, ok, type Result } from '../result'
import type { PaymentsProvider } from '../providers/payments/types'
import { SIGN_IN_CODE_RULES } from './sign-in-codes'
import { withTransaction } from '../data/transaction'
import { deleteUserRows } from './user-rows'

/** Stripe statuses after which nothing will be charged again. */
const ENDED = ['canceled', 'incomplete_expired']

/**
 * Deletes an account and every personal row: the user, everything that references it,
 * its sign-in codes, outbox texts and rate-limit buckets keyed by its phone. A live Stripe
 * subscription is cancelled first — deleting the account must not leave a card being
 * charged — and if Stripe cannot be reached nothing is deleted.
 */
export async function deleteAccount(userId: string, payments: PaymentsProvider | null): Promise<Result<null, string>> {
  const [account] = await query<{ phone_e164: string | null; stripe_subscription_id: string | null; status: string | null }>(
    `SELECT u.phone_e164, s.stripe_subscription_id, s.status FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id WHERE u.id = $1`,
    [userId],
  )
  if (!account) return ok(null)
  if (payments && account.stripe_subscription_id && !ENDED.includes(account.status ?? '')) {
    const cancelled = await payments.cancelSubscription(account.stripe_subscription_id)
    if (!cancelled.ok) return err('We could not cancel your subscription with Stripe, so nothing was deleted. Please try again.')
  }
  const phone = account.phone_e164
  await withTransaction(async (tx) => {
    await deleteUserRows(tx, userId)
    if (phone === null) return
    await tx.query(`DELETE FROM sign_in_codes WHERE phone_e164 = $1`, [phone])
    await tx.query(`DELETE FROM sms_outbox WHERE to_e164 = $1`, [phone])
    const buckets = [SIGN_IN_CODE_RULES.resend, SIGN_IN_CODE_RULES.perPhone].map((rule) => `${rule.name}:${rateLimitKey(phone)}`)
    await tx.query(`DELETE FROM rate_limit_hits WHERE bucket = ANY ($1::text[])`, [buckets])
  })
  return ok(null)
}
