import type { AlertLogEntry } from '../../../src/domain/contracts/alerts'
import { query } from '../db'
import type { SmsError, SmsPurpose, SmsReceipt, SmsSender } from '../providers/sms/types'
import type { Result } from '../result'

export type AlertKind = 'advance' | 'escalation' | 'all_clear' | 'test'
export type AlertType = AlertLogEntry['alertType']

/** How long a sender holds a recorded alert before another run may take it over. */
export const CLAIM_SECONDS = 120
/** Sends tried per alert before it stays failed. */
export const MAX_ATTEMPTS = 3

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
  now: number
}

/**
 * Records an alert as pending, claimed by this run, BEFORE anything is sent. Returns its id,
 * or null when this (place, episode, kind) is already recorded: another run has it, so
 * this one must not send.
 */
export async function recordAlert(alert: NewAlert): Promise<string | null> {
  const rows = await query<{ id: string }>(
    `INSERT INTO alerts (user_id, place_id, place_name, kind, alert_type, episode_key, to_e164, body,
                         hour_at, scheduled_for, status, attempts, claimed_until, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, to_timestamp($9), to_timestamp($10), 'pending', 1,
             to_timestamp($11::float8 + $12::float8), to_timestamp($11))
     ON CONFLICT (place_id, episode_key, kind) DO NOTHING
     RETURNING id`,
    [alert.userId, alert.placeId, alert.placeName, alert.kind, alert.alertType, alert.episodeKey, alert.to, alert.body,
     alert.hourAt, alert.scheduledFor, alert.now, CLAIM_SECONDS],
  )
  return rows[0]?.id ?? null
}

export interface ClaimedAlert {
  id: string
  userId: string
  to: string
  body: string
}

/**
 * Alerts left pending by a run that stopped before sending, or failed on a previous try,
 * claimed for this run (each row by one run only), up to `limit`. Alerts about an hour
 * more than 3 hours gone are given up: a late warning about air that has passed helps nobody.
 */
export async function claimRetries(now: number, limit: number): Promise<ClaimedAlert[]> {
  await query(
    `UPDATE alerts SET status = 'failed', last_error = coalesce(last_error, 'given up: the alert was no longer timely'), claimed_until = NULL
      WHERE status IN ('pending', 'failed') AND provider_id IS NULL AND kind <> 'test'
        AND hour_at < to_timestamp($1::float8 - 10800)
        AND (claimed_until IS NULL OR claimed_until < to_timestamp($1))
        AND attempts < $2`,
    [now, MAX_ATTEMPTS],
  )
  return query<ClaimedAlert>(
    `UPDATE alerts a
        SET attempts = a.attempts + 1, claimed_until = to_timestamp($1::float8 + $3::float8), status = 'pending'
       FROM (SELECT id FROM alerts
              WHERE status IN ('pending', 'failed') AND provider_id IS NULL AND kind <> 'test'
                AND attempts < $2
                AND (claimed_until IS NULL OR claimed_until < to_timestamp($1))
                AND (hour_at IS NULL OR hour_at >= to_timestamp($1::float8 - 10800))
              ORDER BY created_at
              LIMIT $4
              FOR UPDATE SKIP LOCKED) due
      WHERE a.id = due.id
        AND (a.claimed_until IS NULL OR a.claimed_until < to_timestamp($1))
      RETURNING a.id, a.user_id AS "userId", a.to_e164 AS "to", a.body`,
    [now, MAX_ATTEMPTS, CLAIM_SECONDS, limit],
  )
}

/**
 * Sends a recorded alert and records the outcome: sent (with Twilio's SID, or the outbox
 * id) or failed. An adapter that throws counts as failed, so the alert is retried.
 */
export async function sendRecorded(
  sms: SmsSender,
  alert: { id: string; to: string; body: string; purpose: SmsPurpose },
  now: number,
): Promise<Result<SmsReceipt, SmsError>> {
  let sent: Result<SmsReceipt, SmsError>
  try {
    sent = await sms.send({ to: alert.to, body: alert.body, purpose: alert.purpose })
  } catch (error) {
    sent = { ok: false, error: { kind: 'unavailable', message: error instanceof Error ? error.message : String(error) } }
  }
  if (!sent.ok) await markFailed(alert.id, sent.error.message)
  else await markSent(alert.id, sent.value.delivery === 'sms' ? sent.value.providerId : `outbox:${sent.value.outboxId}`, now)
  return sent
}

/** The provider accepted the text. */
export async function markSent(id: string, providerId: string, now: number): Promise<void> {
  await query(
    `UPDATE alerts SET status = 'sent', provider_id = $2, sent_at = to_timestamp($3), claimed_until = NULL, last_error = NULL
      WHERE id = $1`,
    [id, providerId, now],
  )
}

/** The provider refused or could not be reached; the next run tries again (up to MAX_ATTEMPTS). */
export async function markFailed(id: string, message: string): Promise<void> {
  await query(`UPDATE alerts SET status = 'failed', last_error = $2, claimed_until = NULL WHERE id = $1`, [id, message.slice(0, 500)])
}

/**
 * Twilio's status callback: queued/sending/sent → sent, delivered → delivered,
 * undelivered/failed → failed. A later status never moves a delivered alert back.
 */
export async function applyDeliveryStatus(providerId: string, status: 'sent' | 'delivered' | 'failed', error: string | null, now: number): Promise<boolean> {
  const rows = await query<{ id: string }>(
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

interface LogRow {
  id: string
  alert_type: AlertType
  body: string
  place_name: string | null
  scheduled_for: Date
  status: AlertLogEntry['status']
  sent_at: Date | null
}

/** GET /api/demo/alerts: the user's alerts, newest first, in the spec's Alert shape. */
export async function alertLog(userId: string, limit = 50): Promise<AlertLogEntry[]> {
  const rows = await query<LogRow>(
    `SELECT id, alert_type, body, place_name, scheduled_for, status, sent_at FROM alerts
      WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
    [userId, limit],
  )
  return rows.map((r) => ({
    id: r.id,
    alertType: r.alert_type,
    message: r.body,
    placeName: r.place_name,
    scheduledFor: r.scheduled_for.toISOString(),
    status: r.status,
    sentAt: r.sent_at?.toISOString() ?? null,
  }))
}
