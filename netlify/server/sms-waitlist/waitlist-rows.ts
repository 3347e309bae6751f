import { query } from '../db'

/** What a join did: a new pending address, or a new link for one already on the list (pending or confirmed). */
export type Join = 'pending-new' | 'pending-again'

/**
 * Records a join of a normalised address for `country` with the hash of a fresh confirmation
 * token, pending until `pendingUntil` (decision 240). A confirmed address keeps its country:
 * the join waits beside it until the new link is followed. Any earlier link stops working.
 * One statement, so two concurrent joins of one address leave one row.
 */
export async function recordJoin(email: string, country: string, tokenHash: Buffer, pendingUntil: Date): Promise<Join> {
  const [row] = await query<{ inserted: boolean }>(
    `INSERT INTO sms_waitlist (email, pending_country, confirm_token_hash, pending_until) VALUES ($1, $2, $3, $4)
     ON CONFLICT (email) DO UPDATE SET pending_country = EXCLUDED.pending_country, confirm_token_hash = EXCLUDED.confirm_token_hash,
       pending_until = EXCLUDED.pending_until, updated_at = now()
     RETURNING (xmax = 0) AS inserted`,
    [email, country, tokenHash, pendingUntil],
  )
  return row?.inserted ? 'pending-new' : 'pending-again'
}

/** Undoes a new pending join whose confirmation e-mail was not sent. */
export async function forgetPendingJoin(tokenHash: Buffer): Promise<void> {
  await query(`DELETE FROM sms_waitlist WHERE confirm_token_hash = $1 AND confirmed_at IS NULL`, [tokenHash])
}

/** What a link is for: a join still to confirm, or one done (the address is on the list for `country`). */
export type WaitlistLink = { email: string; country: string; state: 'pending' | 'confirmed' }

// A live link: its join is pending and not expired, or was confirmed by it (a second click).
const LIVE_LINK = `confirm_token_hash = $1 AND (pending_until > $2 OR (pending_until IS NULL AND confirmed_at IS NOT NULL))`

/** The join behind a live link, or null when the link is unknown or expired. */
export async function findJoinByToken(tokenHash: Buffer, now: Date): Promise<WaitlistLink | null> {
  const [row] = await query<{ email: string; country: string | null; pending_country: string | null }>(
    `SELECT email, country, pending_country FROM sms_waitlist WHERE ${LIVE_LINK}`,
    [tokenHash, now],
  )
  if (!row) return null
  if (row.pending_country !== null) return { email: row.email, country: row.pending_country, state: 'pending' }
  return row.country === null ? null : { email: row.email, country: row.country, state: 'confirmed' }
}

/**
 * Confirms the join of a live link: the address counts, for the link's country (idempotent).
 * Null when the link is unknown or expired.
 */
export async function confirmJoinByToken(tokenHash: Buffer, now: Date): Promise<{ email: string; country: string } | null> {
  const [row] = await query<{ email: string; country: string }>(
    `UPDATE sms_waitlist SET country = COALESCE(pending_country, country), confirmed_at = COALESCE(confirmed_at, $2),
       pending_country = NULL, pending_until = NULL, updated_at = now()
      WHERE ${LIVE_LINK}
      RETURNING email, country`,
    [tokenHash, now],
  )
  return row ?? null
}

/**
 * Forgets joins whose link expired unused: an address no one confirmed is deleted; a confirmed
 * one keeps its country and loses the change (its link stops working). Returns how many rows.
 */
export async function forgetExpiredJoins(now: Date): Promise<number> {
  const deleted = await query(`DELETE FROM sms_waitlist WHERE confirmed_at IS NULL AND pending_until <= $1 RETURNING 1`, [now])
  const dropped = await query(
    `UPDATE sms_waitlist SET pending_country = NULL, pending_until = NULL, confirm_token_hash = NULL
      WHERE confirmed_at IS NOT NULL AND pending_until <= $1 RETURNING 1`,
    [now],
  )
  return deleted.length + dropped.length
}
