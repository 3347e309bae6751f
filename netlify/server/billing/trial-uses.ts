import { createHmac } from 'node:crypto'
import type { Tx } from '../data/transaction'
import { serverEnv, signInCodeSecret } from '../env'

/**
 * The phone as trial_uses stores it: HMAC-SHA256 under the server's SIGN_IN_CODE_SECRET, so
 * the table alone does not give the numbers back (ten billion possible numbers are a few
 * seconds of plain SHA-256 on a GPU). Changing that secret forgets past trials.
 */
export function trialPhoneHmac(phone: string): Buffer {
  return createHmac('sha256', signInCodeSecret(serverEnv())).update(`airahead trial\n${phone}`).digest()
}

/** Whether this phone has had the free trial, on this account or on one deleted since. */
export async function trialUsed(tx: Tx, phone: string): Promise<boolean> {
  const rows = await tx.query(`SELECT 1 FROM trial_uses WHERE phone_hmac = $1`, [trialPhoneHmac(phone)])
  return rows.length > 0
}

/** Remembers that this user's phone has had the trial (a user without a phone changes nothing). */
export async function recordTrialUse(tx: Tx, userId: string): Promise<void> {
  const [user] = await tx.query<{ phone_e164: string | null }>(`SELECT phone_e164 FROM users WHERE id = $1`, [userId])
  if (!user?.phone_e164) return
  await tx.query(`INSERT INTO trial_uses (phone_hmac) VALUES ($1) ON CONFLICT (phone_hmac) DO NOTHING`, [trialPhoneHmac(user.phone_e164)])
}
