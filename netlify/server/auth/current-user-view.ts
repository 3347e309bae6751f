import type { CurrentUser } from '../../../src/domain/contracts/user'
import { DEMO_STATUS, isPremiumSubscription } from '../billing/premium'
import { query } from '../db'
import type { PaymentsMode } from '../providers/payments/mode'

interface Row {
  id: string
  phone_e164: string | null
  alerts_enabled: boolean
  status: string | null
  demo: boolean | null
  trial_end: Date | null
}

/** The GET /api/auth/user body of a user, or null when the user no longer exists. */
export async function currentUserView(userId: string, mode: PaymentsMode): Promise<CurrentUser | null> {
  const [row] = await query<Row>(
    `SELECT u.id, u.phone_e164, u.alerts_enabled, s.status, s.demo, s.trial_end
       FROM users u LEFT JOIN subscriptions s ON s.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  )
  if (!row) return null
  const subscription = row.status === null ? null : { status: row.status, demo: row.demo === true }
  const premium = isPremiumSubscription(subscription, mode)
  // A demo grant that no longer counts (Stripe configured since) must not read as "premium".
  const status = subscription?.demo && !premium && subscription.status === DEMO_STATUS ? null : (subscription?.status ?? null)
  return {
    id: row.id,
    isPremium: premium,
    subscriptionStatus: status,
    phoneNumber: row.phone_e164,
    phoneVerified: row.phone_e164 !== null,
    alertsEnabled: row.alerts_enabled,
    subscriptionActive: premium,
    trialEndsAt: status === 'trialing' && row.trial_end ? row.trial_end.toISOString() : null,
  }
}
