import type { PaymentsMode } from '../providers/payments/mode'
import { createSession, deleteSession } from './session-store'
import { withTransaction } from '../data/transaction'
import { rememberSignInNetwork } from './sign-in-standing'
import { mergeAccounts } from './user-rows'
import type { AppLocale } from '../../../src/domain/i18n/locales'

/** The session the request arrived with, if any. */
export interface PriorSession {
  userId: string
  anonymous: boolean
  tokenHash: Buffer
}

export interface SignedIn {
  userId: string
  /** True when the phone had no account before. */
  created: boolean
  /** The new session's token, for the cookie. */
  token: string
}

/**
 * A verified phone signs in: its account is found or made (an anonymous account on this
 * device simply becomes it, or is merged into the phone's existing account), and a new
 * session replaces the old one — a new token on every sign-in, so a token planted before
 * sign-in is worth nothing after it. The network it came from (`networkKey`, the digest of
 * `networkRateLimitKey`) is remembered as this number's own (decision 231). The account takes
 * the language the app signed in with (`locale`, decision 283), when given.
 */
export async function completeSignIn(
  phone: string,
  prior: PriorSession | null,
  now: Date,
  mode: PaymentsMode,
  networkKey: string,
  locale?: AppLocale,
): Promise<SignedIn> {
  return withTransaction(async (tx) => {
    const [existing] = await tx.query<{ id: string }>(`SELECT id FROM users WHERE phone_e164 = $1 FOR UPDATE`, [phone])
    let userId: string
    let created = false
    if (existing) {
      userId = existing.id
      if (prior?.anonymous && prior.userId !== userId) await mergeAccounts(tx, prior.userId, userId, mode)
    } else if (prior?.anonymous) {
      userId = prior.userId
      created = true
      await tx.query(`UPDATE users SET phone_e164 = $2, phone_verified_at = $3 WHERE id = $1`, [userId, phone, now])
    } else {
      const [row] = await tx.query<{ id: string }>(
        `INSERT INTO users (phone_e164, phone_verified_at) VALUES ($1, $2) RETURNING id`,
        [phone, now],
      )
      if (!row) throw new Error('creating a user returned no row')
      userId = row.id
      created = true
    }
    if (locale !== undefined) await tx.query(`UPDATE users SET locale = $2 WHERE id = $1`, [userId, locale])
    await rememberSignInNetwork(tx, userId, networkKey, now)
    if (prior) await deleteSession(prior.tokenHash, tx.query)
    return { userId, created, token: await createSession(userId, now, tx.query) }
  })
}
