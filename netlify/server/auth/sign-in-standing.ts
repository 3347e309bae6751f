import type { Queryable } from '../data/transaction'
import { query } from '../db'

/** How long a network that signed a number in is remembered as that number's own (decision 231). */
export const TRUSTED_NETWORK_DAYS = 90
/** The networks remembered per account, newest first: a person's home, work, phone and a few more. */
export const TRUSTED_NETWORKS_PER_ACCOUNT = 20

/**
 * What the service knows of a number and of the network asking for it: whether the number
 * has an account (a member, never refused by the caps against pumping to new numbers), and
 * whether this network signed that account in within `TRUSTED_NETWORK_DAYS` (its own budgets,
 * which strangers elsewhere cannot spend). `networkKey` is `networkRateLimitKey(ip)`.
 */
export interface SignInStanding {
  account: boolean
  trustedNetwork: boolean
}

export async function signInStanding(phone: string, networkKey: string, now: Date): Promise<SignInStanding> {
  const [row] = await query<{ trusted: boolean }>(
    `SELECT (n.user_id IS NOT NULL) AS trusted FROM users u
       LEFT JOIN sign_in_networks n ON n.user_id = u.id AND n.network_key = $2 AND n.signed_in_at > $3
      WHERE u.phone_e164 = $1`,
    [phone, networkKey, new Date(now.getTime() - TRUSTED_NETWORK_DAYS * 86_400_000)],
  )
  return { account: row !== undefined, trustedNetwork: row?.trusted ?? false }
}

/** Remembers that `networkKey` signed `userId` in, keeping the account's newest networks only. */
export async function rememberSignInNetwork(db: Queryable, userId: string, networkKey: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_networks (user_id, network_key, signed_in_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, network_key) DO UPDATE SET signed_in_at = EXCLUDED.signed_in_at`,
    [userId, networkKey, now],
  )
  await db.query(
    `DELETE FROM sign_in_networks WHERE user_id = $1 AND network_key NOT IN
       (SELECT network_key FROM sign_in_networks WHERE user_id = $1 ORDER BY signed_in_at DESC LIMIT $2)`,
    [userId, TRUSTED_NETWORKS_PER_ACCOUNT],
  )
}

/** Forgets networks not seen signing in for `TRUSTED_NETWORK_DAYS` (the hourly cleanup). */
export async function forgetOldSignInNetworks(now: Date): Promise<number> {
  const rows = await query(`DELETE FROM sign_in_networks WHERE signed_in_at <= $1 RETURNING 1`, [new Date(now.getTime() - TRUSTED_NETWORK_DAYS * 86_400_000)])
  return rows.length
}
