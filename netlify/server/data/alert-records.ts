import { z } from 'zod'
import type { AlertLogEntry } from '../../../src/domain/contracts/alerts'
import type { Queryable } from './transaction'

export type AlertKind = 'advance' | 'escalation' | 'all_clear' | 'test'
export type AlertType = AlertLogEntry['alertType']

/** How long a sender holds a claimed alert, from the moment of claiming, before another run may take it over. */
export const CLAIM_SECONDS = 120
/** Sends tried per alert before it stays failed. */
export const MAX_ATTEMPTS = 3
/** An alert about an hour more than this long gone is given up: a late warning helps nobody. */
const GIVE_UP_AFTER_SECONDS = 3 * 3600

export interface NewAlert {
  userId: string
  placeId: string | null
  placeName: string | null
  kind: AlertKind
  alertType: AlertType
  episodeKey: string
  to: string
  body: string
  /** Unix seconds. */
  hourAt: number | null
  scheduledFor: number
}

const idRow = z.object({ id: z.string() })
const recordedRow = z.object({ id: z.string(), place_id: z.string(), kind: z.string() })
const textTimesRow = z.object({ id: z.string(), times: z.array(z.number()) })
const claimedRow = z.object({ id: z.string(), userId: z.string(), to: z.string(), body: z.string(), created_at: z.date(), kind: z.string() })
const logRow = z.object({
  id: z.string(),
  alert_type: z.enum(['poor', 'very_poor', 'all_clear', 'test']),
  body: z.string(),
  place_name: z.string().nullable(),
  scheduled_for: z.date(),
  status: z.enum(['pending', 'sent', 'delivered', 'failed']),
  sent_at: z.date().nullable(),
})

/**
 * Locks the users' rows (in id order, so shards never deadlock) and returns, per user, the
 * send times (unix s) of their texts of the last `windowSeconds`: the daily cap counts those
 * since the local midnight of the place being decided (decision 146), which is never more than
 * two days back. Under the lock, two shards cannot both spend a user's last text of the day.
 */
export async function lockUsersTextTimes(tx: Queryable, userIds: readonly string[], now: number, windowSeconds: number): Promise<Map<string, number[]>> {
  if (userIds.length === 0) return new Map()
  await tx.query(`SELECT id FROM users WHERE id = ANY($1::uuid[]) ORDER BY id FOR NO KEY UPDATE`, [userIds])
  // A statement of its own: under READ COMMITTED it sees what the shard we waited for committed
  // (a count in the locking statement would use that statement's older snapshot).
  const rows = await tx.query(
    `SELECT user_id AS id, array_agg(extract(epoch FROM created_at)::float8) AS times FROM alerts
      WHERE user_id = ANY($1::uuid[]) AND kind <> 'test' AND status <> 'failed'
        AND created_at > to_timestamp($2::float8 - $3::float8)
      GROUP BY user_id`,
    [userIds, now, windowSeconds],
  )
  return new Map(rows.map((raw) => {
    const row = textTimesRow.parse(raw)
    return [row.id, row.times]
  }))
}

/**
 * Records many alerts as pending, unclaimed, in one statement — BEFORE anything is sent —
 * and returns the ones this call recorded by `${placeId}:${kind}`. An alert whose
 * (place, episode, kind) is already recorded is skipped: another run has it, so this one
 * must not send it. `now` (unix s) is the moment of recording.
 */
export async function recordAlerts(tx: Queryable, alerts: readonly NewAlert[], now: number): Promise<Map<string, string>> {
  if (alerts.length === 0) return new Map()
  const rows = await tx.query(
    `INSERT INTO alerts (user_id, place_id, place_name, kind, alert_type, episode_key, to_e164, body,
                         hour_at, scheduled_for, status, attempts, created_at)
     SELECT x.user_id, x.place_id, x.place_name, x.kind, x.alert_type, x.episode_key, x.to_e164, x.body,
            to_timestamp(x.hour_at), to_timestamp(x.scheduled_for), 'pending', 0, to_timestamp($2)
       FROM jsonb_to_recordset($1::jsonb) AS x(user_id uuid, place_id uuid, place_name text, kind text, alert_type text,
                                               episode_key text, to_e164 text, body text, hour_at float8, scheduled_for float8)
     ON CONFLICT (place_id, episode_key, kind) DO NOTHING
     RETURNING id, place_id, kind`,
    [JSON.stringify(alerts.map((a) => ({
      user_id: a.userId, place_id: a.placeId, place_name: a.placeName, kind: a.kind, alert_type: a.alertType,
      episode_key: a.episodeKey, to_e164: a.to, body: a.body, hour_at: a.hourAt, scheduled_for: a.scheduledFor,
    }))), now],
  )
  return new Map(rows.map((raw) => {
    const row = recordedRow.parse(raw)
    return [`${row.place_id}:${row.kind}`, row.id]
  }))
}

/**
 * Records one alert its caller sends at once (a test text): pending, claimed by the caller
 * for CLAIM_SECONDS from `now` (unix s), attempt 1. Null when its key is already recorded.
 */
export async function recordClaimedAlert(db: Queryable, alert: NewAlert, now: number): Promise<string | null> {
  const rows = await db.query(
    `INSERT INTO alerts (user_id, place_id, place_name, kind, alert_type, episode_key, to_e164, body,
                         hour_at, scheduled_for, status, attempts, claimed_until, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9), to_timestamp($10), 'pending', 1,
             to_timestamp($11::float8 + $12::float8), to_timestamp($11))
     ON CONFLICT (place_id, episode_key, kind) DO NOTHING
     RETURNING id`,
    [alert.userId, alert.placeId, alert.placeName, alert.kind, alert.alertType, alert.episodeKey, alert.to, alert.body,
     alert.hourAt, alert.scheduledFor, now, CLAIM_SECONDS],
  )
  return rows[0] ? idRow.parse(rows[0]).id : null
}

/**
 * A user's test texts in the 24 hours before `now` (unix s) that did not fail, and when the
 * oldest of them was recorded (unix s, null when none): a failed test text uses none of the
 * day's allowance. The caller holds the user's lock (lockUsersCountingTexts).
 */
export async function countTestTexts(db: Queryable, userId: string, now: number): Promise<{ count: number; oldestAt: number | null }> {
  const rows = await db.query(
    `SELECT count(*)::int AS n, extract(epoch FROM min(created_at))::float8 AS oldest FROM alerts
      WHERE user_id = $1 AND kind = 'test' AND status <> 'failed' AND created_at > to_timestamp($2::float8 - 86400)`,
    [userId, now],
  )
  const row = z.object({ n: z.number(), oldest: z.number().nullable() }).parse(rows[0])
  return { count: row.n, oldestAt: row.oldest }
}

export interface ClaimedAlert {
  id: string
  userId: string
  to: string
  body: string
}

/**
 * Gives up alerts about an hour more than 3 hours gone that nobody holds (`now` unix s):
 * a late warning about air that has passed helps nobody. Once per sender run.
 */
export async function giveUpUntimelyAlerts(db: Queryable, now: number): Promise<void> {
  await db.query(
    `UPDATE alerts SET status = 'failed', last_error = coalesce(last_error, 'given up: the alert was no longer timely'), claimed_until = NULL
      WHERE status IN ('pending', 'failed') AND provider_id IS NULL AND kind <> 'test'
        AND hour_at < to_timestamp($1::float8 - $3::float8)
        AND (claimed_until IS NULL OR claimed_until < to_timestamp($1))
        AND attempts < $2`,
    [now, MAX_ATTEMPTS, GIVE_UP_AFTER_SECONDS],
  )
}

/**
 * Alerts waiting to be sent — just recorded, left by a run that stopped, or failed on a
 * previous try — claimed for this sender (each row by one sender only, SKIP LOCKED), oldest
 * first along alerts_to_send, up to `limit`, each held for `leaseSeconds` from `now` (unix s).
 * `skip`: ids this sender already tried (a failed text waits for the next run's sender, not
 * for this one's next chunk).
 */
export async function claimAlertsToSend(
  db: Queryable,
  now: number,
  limit: number,
  leaseSeconds: number,
  skip: readonly string[] = [],
): Promise<ClaimedAlert[]> {
  const rows = await db.query(
    `UPDATE alerts a
        SET attempts = a.attempts + 1, claimed_until = to_timestamp($1::float8 + $3::float8), status = 'pending'
       FROM (SELECT id FROM alerts
              WHERE status IN ('pending', 'failed') AND provider_id IS NULL AND kind <> 'test'
                AND attempts < $2
                AND (claimed_until IS NULL OR claimed_until < to_timestamp($1))
                AND (hour_at IS NULL OR hour_at >= to_timestamp($1::float8 - $5::float8))
                AND NOT (id = ANY($6::uuid[]))
                -- STOP since it was recorded: never text that number (the webhook also marks it failed).
                AND NOT EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone_e164 = alerts.to_e164)
              -- Warnings before all-clears and updates (decision 200), then oldest first.
              ORDER BY (kind = 'all_clear'), created_at, id
              LIMIT $4
              FOR UPDATE SKIP LOCKED) due
      WHERE a.id = due.id
        AND (a.claimed_until IS NULL OR a.claimed_until < to_timestamp($1))
      RETURNING a.id, a.user_id AS "userId", a.to_e164 AS "to", a.body, a.created_at, a.kind`,
    [now, MAX_ATTEMPTS, leaseSeconds, limit, GIVE_UP_AFTER_SECONDS, skip],
  )
  // RETURNING keeps no order: as claimed, warnings first, then oldest first.
  const rank = (kind: string) => (kind === 'all_clear' ? 1 : 0)
  return rows
    .map((raw) => claimedRow.parse(raw))
    .sort((a, b) => rank(a.kind) - rank(b.kind) || a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id))
    .map(({ id, userId, to, body }) => ({ id, userId, to, body }))
}

/** The provider accepted the text (`now` unix s). */
export async function markSent(db: Queryable, id: string, providerId: string, now: number): Promise<void> {
  await db.query(
    `UPDATE alerts SET status = 'sent', provider_id = $2, sent_at = to_timestamp($3), claimed_until = NULL, last_error = NULL
      WHERE id = $1`,
    [id, providerId, now],
  )
}

/** The provider refused or could not be reached; a later sender tries again (up to MAX_ATTEMPTS). */
export async function markFailed(db: Queryable, id: string, message: string): Promise<void> {
  await db.query(`UPDATE alerts SET status = 'failed', last_error = $2, claimed_until = NULL WHERE id = $1`, [id, message.slice(0, 500)])
}

/** Claimed alerts this sender will not try (its circuit opened, its time ran out): back to the queue, the try not counted. */
export async function releaseAlerts(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await db.query(
    `UPDATE alerts SET claimed_until = NULL, attempts = greatest(attempts - 1, 0)
      WHERE id = ANY($1::uuid[]) AND provider_id IS NULL`,
    [ids],
  )
}

/**
 * Twilio's status callback: queued/sending/sent → sent, delivered → delivered,
 * undelivered/failed → failed. A later status never moves a delivered alert back.
 */
export async function applyDeliveryStatus(db: Queryable, providerId: string, status: 'sent' | 'delivered' | 'failed', error: string | null, now: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE alerts
        SET status = $2,
            delivered_at = CASE WHEN $2 = 'delivered' THEN to_timestamp($4) ELSE delivered_at END,
            last_error = coalesce($3, last_error)
      WHERE provider_id = $1 AND status <> 'delivered'
      RETURNING id`,
    [providerId, status, error, now],
  )
  return rows.length > 0
}

/** GET /api/demo/alerts: the user's alerts, newest first, in the spec's Alert shape. */
export async function alertLog(db: Queryable, userId: string, limit = 50): Promise<AlertLogEntry[]> {
  const rows = await db.query(
    `SELECT id, alert_type, body, place_name, scheduled_for, status, sent_at FROM alerts
      WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [userId, limit],
  )
  return rows.map((raw) => {
    const r = logRow.parse(raw)
    return {
      id: r.id,
      alertType: r.alert_type,
      message: r.body,
      placeName: r.place_name,
      scheduledFor: r.scheduled_for.toISOString(),
      status: r.status,
      sentAt: r.sent_at?.toISOString() ?? null,
    }
  })
}

/**
 * A user's text send times (unix s) of the last `windowSeconds`, as `lockUsersTextTimes` counts
 * them but without the lock: what the alert plan (decision 201) counts against the cap.
 */
export async function userTextTimes(db: Queryable, userId: string, now: number, windowSeconds: number): Promise<number[]> {
  const rows = await db.query(
    `SELECT extract(epoch FROM created_at)::float8 AS at FROM alerts
      WHERE user_id = $1 AND kind <> 'test' AND status <> 'failed'
        AND created_at > to_timestamp($2::float8 - $3::float8)`,
    [userId, now, windowSeconds],
  )
  return rows.map((raw) => z.object({ at: z.number() }).parse(raw).at)
}

/**
 * The latest warning (advance or escalation) recorded for a place's episode: when it was sent
 * (or recorded, while it waits for the sender) and the hour it was about; null if none.
 */
export async function lastEpisodeWarning(db: Queryable, placeId: string, episodeKey: string): Promise<{ at: number; hourAt: number | null } | null> {
  const rows = await db.query(
    `SELECT extract(epoch FROM coalesce(sent_at, created_at))::float8 AS at, extract(epoch FROM hour_at)::float8 AS hour_at FROM alerts
      WHERE place_id = $1 AND episode_key = $2 AND kind IN ('advance', 'escalation') AND status <> 'failed'
      ORDER BY created_at DESC LIMIT 1`,
    [placeId, episodeKey],
  )
  const row = rows[0]
  if (row === undefined) return null
  const parsed = z.object({ at: z.number(), hour_at: z.number().nullable() }).parse(row)
  return { at: parsed.at, hourAt: parsed.hour_at }
}
