import { query } from '../db'
import { deleteExpiredSignUps } from '../newsletter/subscribers'
import { pruneRateLimitHits } from '../rate-limit-prune'
import { forgetExpiredJoins } from '../sms-waitlist/waitlist-rows'
import { withTransaction } from '../data/transaction'
import { forgetOldSignInNetworks } from './sign-in-standing'
import { deleteUserRows } from './user-rows'

const DAY_MS = 24 * 60 * 60 * 1000

export interface CleanupCounts {
  sessions: number
  anonymousAccounts: number
  signInCodes: number
  outboxMessages: number
  stripeEvents: number
  rateLimitHits: number
  newsletterSignUps: number
  waitlistJoins: number
  signInNetworks: number
}

/**
 * Forgets what no one can use any more: expired sessions, anonymous accounts left without
 * a session (their cookie is gone, so is every way back to their data), sign-in codes
 * after a day, outbox texts after a week, processed Stripe event ids after 30 days
 * (Stripe stops redelivering after 3), rate-limit hits whose window has passed,
 * newsletter sign-ups and SMS waitlist joins whose confirmation link expired unused
 * (decisions 119, 240), and networks that have not signed their account in for 90 days
 * (decision 231).
 */
export async function deleteExpired(now: Date): Promise<CleanupCounts> {
  const sessions = await query(`DELETE FROM sessions WHERE expires_at <= $1 RETURNING 1`, [now])
  const orphans = await query<{ id: string }>(
    `SELECT id FROM users u
      WHERE u.phone_e164 IS NULL AND u.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.user_id = u.id)
      LIMIT 1000`,
    [new Date(now.getTime() - DAY_MS)],
  )
  for (const { id } of orphans) await withTransaction((tx) => deleteUserRows(tx, id))
  const codes = await query(`DELETE FROM sign_in_codes WHERE created_at < $1 RETURNING 1`, [new Date(now.getTime() - DAY_MS)])
  const outbox = await query(`DELETE FROM sms_outbox WHERE created_at < $1 RETURNING 1`, [new Date(now.getTime() - 7 * DAY_MS)])
  const events = await query(`DELETE FROM stripe_events WHERE processed_at < $1 RETURNING 1`, [new Date(now.getTime() - 30 * DAY_MS)])
  const rateLimitHits = await pruneRateLimitHits(now)
  const newsletterSignUps = await deleteExpiredSignUps(now)
  const waitlistJoins = await forgetExpiredJoins(now)
  const signInNetworks = await forgetOldSignInNetworks(now)
  return {
    sessions: sessions.length,
    anonymousAccounts: orphans.length,
    signInCodes: codes.length,
    outboxMessages: outbox.length,
    stripeEvents: events.length,
    rateLimitHits,
    newsletterSignUps,
    waitlistJoins,
    signInNetworks,
  }
}
