import { endBillingOf } from '../billing/end-billing'
import { recordTrialUse } from '../billing/trial-uses'
import { rateLimitKey } from '../client-ip'
import { query } from '../db'
import { err, ok, type Result } from '../result'
import type { PaymentsProvider } from '../providers/payments/types'
import { phoneOnNetworkKey, SIGN_IN_CODE_RULES } from './sign-in-code-limits'
import { withTransaction } from '../data/transaction'
import { deleteUserRows } from './user-rows'

/**
 * Deletes an account and every personal row: the user, everything that references it,
 * its sign-in codes, outbox texts and rate-limit buckets keyed by its phone. A live Stripe
 * subscription is cancelled and an open Checkout expired first — deleting the account must
 * not leave a card being charged — and if Stripe cannot be reached nothing is deleted.
 */
export async function deleteAccount(userId: string, payments: PaymentsProvider | null): Promise<Result<null, string>> {
  const [account] = await query<{ phone_e164: string | null; stripe_subscription_id: string | null; status: string | null; checkout_session_id: string | null }>(
    `SELECT u.phone_e164, s.stripe_subscription_id, s.status, c.checkout_session_id
       FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id LEFT JOIN stripe_customers c ON c.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  )
  if (!account) return ok(null)
  let hadSubscription = Boolean(account.stripe_subscription_id)
  if (payments) {
    const ended = await endBillingOf(account, payments)
    if (!ended.ok) return err(ended.error)
    hadSubscription = ended.value.hadSubscription
  }
  const phone = account.phone_e164
  await withTransaction(async (tx) => {
    // The phone keeps its used trial after the account is gone (decision 110).
    if (hadSubscription) await recordTrialUse(tx, userId)
    const networks = await tx.query<{ network_key: string }>(`SELECT network_key FROM sign_in_networks WHERE user_id = $1`, [userId])
    await deleteUserRows(tx, userId)
    if (phone === null) return
    await tx.query(`DELETE FROM sign_in_codes WHERE phone_e164 = $1`, [phone])
    await tx.query(`DELETE FROM sms_outbox WHERE to_e164 = $1`, [phone])
    // The number's hourly buckets: its own, and per network it signed in from (decision 231).
    const buckets = [
      `${SIGN_IN_CODE_RULES.perPhone.name}:${rateLimitKey(phone)}`,
      ...networks.flatMap(({ network_key }) =>
        [SIGN_IN_CODE_RULES.resend, SIGN_IN_CODE_RULES.perPhoneOwnNetwork].map((rule) => `${rule.name}:${phoneOnNetworkKey(phone, network_key)}`),
      ),
    ]
    await tx.query(`DELETE FROM rate_limit_hits WHERE bucket = ANY ($1::text[])`, [buckets])
  })
  return ok(null)
}
