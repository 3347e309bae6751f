import { query } from '../db'
import type { NewsletterSource } from '../../../src/domain/contracts/newsletter'

/**
 * What a sign-up did: a new pending address, a pending one given a new link, or nothing
 * (the address is already confirmed).
 */
export type SignUp = 'pending-new' | 'pending-again' | 'confirmed'

/**
 * Records a sign-up of a normalised address with the hash of a fresh confirmation token,
 * pending until `pendingUntil`. A pending address gets the new token (its older link stops
 * working) and a new deadline; a confirmed one is left as it is. One statement, so two
 * concurrent sign-ups of one address leave one row.
 */
export async function recordSignUp(email: string, source: NewsletterSource, tokenHash: Buffer, pendingUntil: Date): Promise<SignUp> {
  const rows = await query<{ inserted: boolean }>(
    `INSERT INTO newsletter_subscribers (email, source, confirm_token_hash, pending_until) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO UPDATE SET confirm_token_hash = EXCLUDED.confirm_token_hash, pending_until = EXCLUDED.pending_until
       WHERE newsletter_subscribers.confirmed_at IS NULL
     RETURNING (xmax = 0) AS inserted`,
    [email, source, tokenHash, pendingUntil],
  )
  const [row] = rows
  if (!row) return 'confirmed'
  return row.inserted ? 'pending-new' : 'pending-again'
}

/** Undoes a new pending sign-up whose confirmation e-mail could not be sent. */
export async function forgetPendingSignUp(tokenHash: Buffer): Promise<void> {
  await query(`DELETE FROM newsletter_subscribers WHERE confirm_token_hash = $1 AND confirmed_at IS NULL`, [tokenHash])
}

/** The address behind a live link: pending and not expired, or already confirmed (a second click). */
export async function findByToken(tokenHash: Buffer, now: Date): Promise<{ email: string; confirmed: boolean } | null> {
  const [row] = await query<{ email: string; confirmed_at: Date | null }>(
    `SELECT email, confirmed_at FROM newsletter_subscribers
      WHERE confirm_token_hash = $1 AND (confirmed_at IS NOT NULL OR pending_until > $2)`,
    [tokenHash, now],
  )
  return row ? { email: row.email, confirmed: row.confirmed_at !== null } : null
}

/** Confirms the address of a live link (idempotent); null when the link is unknown or expired. */
export async function confirmByToken(tokenHash: Buffer, now: Date): Promise<string | null> {
  const [row] = await query<{ email: string }>(
    `UPDATE newsletter_subscribers SET confirmed_at = COALESCE(confirmed_at, $2), pending_until = NULL
      WHERE confirm_token_hash = $1 AND (confirmed_at IS NOT NULL OR pending_until > $2)
      RETURNING email`,
    [tokenHash, now],
  )
  return row?.email ?? null
}

/** Deletes pending addresses whose link expired: an address no one confirmed is not kept. */
export async function deleteExpiredSignUps(now: Date): Promise<number> {
  const rows = await query(`DELETE FROM newsletter_subscribers WHERE confirmed_at IS NULL AND pending_until <= $1 RETURNING 1`, [now])
  return rows.length
}
