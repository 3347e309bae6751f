import { z } from 'zod'
import type { EpisodeState } from '../../../src/domain/alerts'
import { pushPayloadSchema, type PushPayload, type PushSubscribeRequest } from '../../../src/domain/contracts/push'
import { episodeSchema, type CellRange } from './alert-places'
import type { Queryable } from './transaction'
import type { AppLocale } from '../../../src/domain/i18n/locales'

const watchRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  cell_key: z.string(),
  time_zone: z.string(),
  // The language its pushes are written in (decision 283).
  locale: z.string(),
  // A stored episode the job cannot read is treated as none (as monitored_places).
  episode: episodeSchema.nullable().catch(null),
})

/** A push subscription as the alert job decides it: one place, on the device's clock. */
export type PushWatch = z.infer<typeof watchRowSchema> & { episode: EpisodeState | null }

/** A push decided in a committed batch, with what sending it needs. */
export interface PendingPush {
  id: string
  endpoint: string
  keys: { p256dh: string; auth: string }
  payload: PushPayload
  /** Unix s when the job decided it. */
  decidedAt: number
}

const pendingSchema = z.object({ payload: pushPayloadSchema, decidedAt: z.number() })

/**
 * Turns on (or moves) one device's push: one row per endpoint. A new place or zone starts
 * afresh (no episode, due at the next run); new keys for the same place keep the episode, so
 * a re-subscribe mid-episode does not push twice.
 */
export async function savePushSubscription(db: Queryable, request: PushSubscribeRequest, locale: AppLocale = 'en'): Promise<void> {
  const { subscription, place, timeZone } = request
  await db.query(
    `INSERT INTO push_subscriptions (endpoint, p256dh, auth, name, lat, lon, time_zone, locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (endpoint) DO UPDATE SET
       p256dh = excluded.p256dh, auth = excluded.auth, name = excluded.name, updated_at = now(),
       episode = CASE WHEN (push_subscriptions.lat, push_subscriptions.lon, push_subscriptions.time_zone) = (excluded.lat, excluded.lon, excluded.time_zone)
                      THEN push_subscriptions.episode END,
       checked_at = CASE WHEN (push_subscriptions.lat, push_subscriptions.lon, push_subscriptions.time_zone) = (excluded.lat, excluded.lon, excluded.time_zone)
                         THEN push_subscriptions.checked_at END,
       pending = NULL, lat = excluded.lat, lon = excluded.lon, time_zone = excluded.time_zone, locale = excluded.locale`,
    [subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth, place.name, place.lat, place.lon, timeZone, request.locale ?? locale],
  )
}

/**
 * Moves a device's push to the subscription its browser rotated to (`pushsubscriptionchange`):
 * the same place, episode and language under the new endpoint and keys. False when the old
 * endpoint has no push. Were the new endpoint already saved, the old row goes and it stays.
 */
export async function renewPushSubscription(db: Queryable, oldEndpoint: string, next: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<boolean> {
  const rows = await db.query(
    `WITH taken AS (SELECT 1 FROM push_subscriptions WHERE endpoint = $2 AND $2 <> $1),
          moved AS (
            UPDATE push_subscriptions SET endpoint = $2, p256dh = $3, auth = $4, updated_at = now()
             WHERE endpoint = $1 AND NOT EXISTS (SELECT 1 FROM taken) RETURNING id),
          dropped AS (DELETE FROM push_subscriptions WHERE endpoint = $1 AND EXISTS (SELECT 1 FROM taken) RETURNING id)
     SELECT id FROM moved UNION ALL SELECT id FROM dropped`,
    [oldEndpoint, next.endpoint, next.keys.p256dh, next.keys.auth],
  )
  return rows.length > 0
}

/** Turns a device's push off; false when there was none. */
export async function deletePushSubscription(db: Queryable, endpoint: string): Promise<boolean> {
  const rows = await db.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 RETURNING id`, [endpoint])
  return rows.length > 0
}

/** The subscriptions of a cell range that are due (unchecked since `now - recheckSeconds`, unix s). */
export async function duePushesInCells(db: Queryable, range: CellRange, now: number, recheckSeconds: number): Promise<PushWatch[]> {
  const rows = await db.query(
    `SELECT id, name, lat, lon, cell_key, time_zone, locale, episode FROM push_subscriptions
      WHERE ($1::text IS NULL OR cell_key > $1) AND ($2::text IS NULL OR cell_key <= $2)
        AND (checked_at IS NULL OR checked_at <= to_timestamp($3::float8 - $4::float8))
      ORDER BY cell_key, id`,
    [range.after, range.to, now, recheckSeconds],
  )
  return rows.map((raw) => watchRowSchema.parse(raw))
}

/**
 * Saves what a batch decided about its subscriptions, in the batch's transaction: changed
 * episodes, the pushes to send (`pending`), and `checked_at` (unix s). Three statements at most.
 */
export async function savePushDecisions(
  tx: Queryable,
  episodes: readonly { id: string; episode: EpisodeState | null }[],
  pushes: readonly { id: string; payload: PushPayload }[],
  checkedIds: readonly string[],
  now: number,
): Promise<void> {
  if (episodes.length > 0) {
    await tx.query(
      `UPDATE push_subscriptions p SET episode = x.episode FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, episode jsonb) WHERE p.id = x.id`,
      [JSON.stringify(episodes)],
    )
  }
  if (pushes.length > 0) {
    await tx.query(
      `UPDATE push_subscriptions p SET pending = jsonb_build_object('payload', x.payload, 'decidedAt', $2::float8)
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, payload jsonb) WHERE p.id = x.id`,
      [JSON.stringify(pushes), now],
    )
  }
  if (checkedIds.length > 0) {
    await tx.query(`UPDATE push_subscriptions SET checked_at = to_timestamp($2) WHERE id = ANY($1::uuid[])`, [checkedIds, now])
  }
}

/**
 * Takes the pending pushes of these subscriptions for sending: each is cleared as it is
 * taken, so two workers never send the same push (at most once: a crash after this loses it).
 */
export async function takePendingPushes(db: Queryable, ids: readonly string[]): Promise<PendingPush[]> {
  if (ids.length === 0) return []
  const rows = await db.query(
    `UPDATE push_subscriptions p SET pending = NULL
       FROM (SELECT id, pending FROM push_subscriptions WHERE id = ANY($1::uuid[]) AND pending IS NOT NULL FOR UPDATE) taken
      WHERE p.id = taken.id
      RETURNING p.id, p.endpoint, p.p256dh, p.auth, taken.pending`,
    [ids],
  )
  return rows.map((raw) => {
    const row = z.object({ id: z.string(), endpoint: z.string(), p256dh: z.string(), auth: z.string(), pending: pendingSchema }).parse(raw)
    return { id: row.id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth }, payload: row.pending.payload, decidedAt: row.pending.decidedAt }
  })
}

/** Forgets subscriptions the push service says are gone (404, 410). */
export async function removePushSubscriptions(db: Queryable, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await db.query(`DELETE FROM push_subscriptions WHERE id = ANY($1::uuid[])`, [ids])
}
