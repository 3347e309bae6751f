import { query } from '../db'
import { hashSessionToken, newSessionToken, SESSION_MAX_AGE_SECONDS } from './session-cookie'
import type { Tx } from '../data/transaction'

type Query = Tx['query']

export interface SessionRecord {
  userId: string
  /** E.164 of the verified phone; null for an anonymous account. */
  phone: string | null
  subscription: { status: string; demo: boolean } | null
  /** Last time the expiry was moved (at most once a day). */
  lastSeenAt: Date
}

interface Row {
  user_id: string
  phone_e164: string | null
  status: string | null
  demo: boolean | null
  last_seen_at: Date
}

/** The live session of a token hash, with what premium checks need. */
export async function findSession(tokenHash: Buffer, now: Date): Promise<SessionRecord | null> {
  const [row] = await query<Row>(
    `SELECT s.user_id, u.phone_e164, sub.status, sub.demo, s.last_seen_at
       FROM sessions s
       JOIN users u ON u.id = s.user_id
       LEFT JOIN subscriptions sub ON sub.user_id = s.user_id
      WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now],
  )
  if (!row) return null
  return {
    userId: row.user_id,
    phone: row.phone_e164,
    subscription: row.status === null ? null : { status: row.status, demo: row.demo === true },
    lastSeenAt: row.last_seen_at,
  }
}

/** Starts a session for `userId`; returns the token for the cookie (only its hash is stored). */
export async function createSession(userId: string, now: Date, q: Query = query): Promise<string> {
  const token = newSessionToken()
  await q(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $3)`,
    [hashSessionToken(token), userId, now, expiry(now)],
  )
  return token
}

/** A new anonymous account and its session, in one statement. */
export async function createAnonymousSession(now: Date): Promise<{ userId: string; token: string }> {
  const token = newSessionToken()
  const [row] = await query<{ user_id: string }>(
    `WITH created AS (INSERT INTO users DEFAULT VALUES RETURNING id)
     INSERT INTO sessions (token_hash, user_id, created_at, expires_at, last_seen_at)
     SELECT $1, id, $2, $3, $2 FROM created
     RETURNING user_id`,
    [hashSessionToken(token), now, expiry(now)],
  )
  if (!row) throw new Error('creating an anonymous account returned no row')
  return { userId: row.user_id, token }
}

/** Moves the session's expiry 30 days past `now` (rolling expiry). */
export async function extendSession(tokenHash: Buffer, now: Date): Promise<void> {
  await query(`UPDATE sessions SET expires_at = $2, last_seen_at = $3 WHERE token_hash = $1`, [tokenHash, expiry(now), now])
}

export async function deleteSession(tokenHash: Buffer, q: Query = query): Promise<void> {
  await q(`DELETE FROM sessions WHERE token_hash = $1`, [tokenHash])
}

function expiry(now: Date): Date {
  return new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000)
}
