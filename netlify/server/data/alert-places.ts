import { z } from 'zod'
import type { EpisodeState } from '../../../src/domain/alerts'
import type { Queryable } from './transaction'

// `reached` (decision 146) must survive the read: without it every stored episode read as reached,
// so a warning whose onset never came was closed with "back below" instead of the update.
export const episodeSchema = z.object({ key: z.string(), firstHour: z.number(), escalated: z.boolean(), closed: z.boolean(), reached: z.boolean().optional(), follows: z.number().optional() })

const placeRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  cell_key: z.string(),
  // A stored episode the job cannot read is treated as none (the next episode starts afresh).
  episode: episodeSchema.nullable().catch(null),
  phone_e164: z.string(),
  sub_status: z.string().nullable(),
  sub_demo: z.boolean().nullable(),
  threshold_kind: z.enum(['level', 'us_aqi', 'pm25', 'uk_daqi', 'eaqi']).nullable(),
  threshold_value: z.string().nullable(),
  sensitivity: z.enum(['general', 'child', 'older_adult', 'heart_lung']).nullable(),
  quiet_start: z.string().nullable(),
  quiet_end: z.string().nullable(),
  daily_cap: z.number().nullable(),
  all_clear: z.boolean().nullable(),
  // The member's own zone (decision 200); null until set up with it.
  time_zone: z.string().nullable().optional(),
  // The member's language (decision 283); rows read by older code have none (English).
  locale: z.string().optional(),
  // The person's stations for the place (decision 194); rows read by older code have none.
  pinned_station_ids: z.array(z.string()).optional(),
  excluded_station_ids: z.array(z.string()).optional(),
})

/** A place the alert job checks, with what it needs about its owner. */
export type AlertPlace = z.infer<typeof placeRowSchema> & { episode: EpisodeState | null }

/** A range of cells: keys after `after` (null: from the first) up to and including `to` (null: to the last). */
export interface CellRange {
  after: string | null
  to: string | null
}

/**
 * The last cell key of the next `cells` cells of the range that have places or push
 * subscriptions (decision 265), or null when the range has no cell left. Index range scans
 * on monitored_places_cell and push_subscriptions_cell.
 */
export async function nextCellBatchEnd(db: Queryable, range: CellRange, cells: number): Promise<string | null> {
  const rows = await db.query(
    `SELECT max(cell_key) AS cell_key FROM (
       SELECT cell_key FROM (
         SELECT cell_key FROM monitored_places WHERE ($1::text IS NULL OR cell_key > $1) AND ($2::text IS NULL OR cell_key <= $2)
         UNION
         SELECT cell_key FROM push_subscriptions WHERE ($1::text IS NULL OR cell_key > $1) AND ($2::text IS NULL OR cell_key <= $2)
       ) watched ORDER BY cell_key LIMIT $3) batch`,
    [range.after, range.to, cells],
  )
  return z.object({ cell_key: z.string().nullable() }).parse(rows[0]).cell_key
}

/**
 * The places of a cell range that are due (unchecked since `now - recheckSeconds`, unix s)
 * and whose owner may get texts: alerts on, a verified phone that consented and has not
 * replied STOP. Premium is the caller's to judge (it depends on the payments mode).
 */
export async function duePlacesInCells(db: Queryable, range: CellRange, now: number, recheckSeconds: number): Promise<AlertPlace[]> {
  const rows = await db.query(
    `SELECT p.id, p.user_id, p.name, p.lat, p.lon, p.cell_key, p.episode, p.pinned_station_ids, p.excluded_station_ids, u.phone_e164,
            sub.status AS sub_status, sub.demo AS sub_demo,
            s.threshold_kind, s.threshold_value, s.sensitivity, s.quiet_start, s.quiet_end, s.daily_cap, s.all_clear, s.time_zone, u.locale
       FROM monitored_places p
       JOIN users u ON u.id = p.user_id AND u.alerts_enabled AND u.phone_e164 IS NOT NULL
       LEFT JOIN subscriptions sub ON sub.user_id = u.id
       LEFT JOIN alert_settings s ON s.user_id = u.id
      WHERE ($1::text IS NULL OR p.cell_key > $1) AND ($2::text IS NULL OR p.cell_key <= $2)
        AND (p.checked_at IS NULL OR p.checked_at <= to_timestamp($3::float8 - $4::float8))
        AND NOT EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone_e164 = u.phone_e164)
        AND EXISTS (SELECT 1 FROM sms_consents c WHERE c.user_id = u.id AND c.phone_e164 = u.phone_e164)
      ORDER BY p.cell_key, p.id`,
    [range.after, range.to, now, recheckSeconds],
  )
  return rows.map((raw) => placeRowSchema.parse(raw))
}

/**
 * Saves what a batch decided about its places: the episodes that changed, and `checked_at`
 * (unix s) for every place that had a forecast. Two statements, for any number of places.
 */
export async function saveCheckedPlaces(
  tx: Queryable,
  episodes: readonly { id: string; episode: EpisodeState | null }[],
  checkedIds: readonly string[],
  now: number,
): Promise<void> {
  if (episodes.length > 0) {
    await tx.query(
      `UPDATE monitored_places p SET episode = x.episode
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, episode jsonb)
        WHERE p.id = x.id`,
      [JSON.stringify(episodes)],
    )
  }
  if (checkedIds.length > 0) {
    await tx.query(`UPDATE monitored_places SET checked_at = to_timestamp($2) WHERE id = ANY($1::uuid[])`, [checkedIds, now])
  }
}

const memberPlaceRowSchema = placeRowSchema.extend({
  phone_e164: z.string().nullable(),
  alerts_enabled: z.boolean(),
  opted_out: z.boolean(),
  consented: z.boolean(),
})

/** A watched place with what decides whether the job texts its owner at all (decision 201). */
export type MemberPlace = Omit<AlertPlace, 'phone_e164'> & {
  phone_e164: string | null
  alerts_enabled: boolean
  opted_out: boolean
  consented: boolean
}

/**
 * One user's watched places in a cell, with the same columns the job reads (duePlacesInCells)
 * and, instead of its filters, the flags they test: the alert plan (decision 201) says why no
 * text will come where the job would skip the place.
 */
export async function memberPlacesInCell(db: Queryable, userId: string, cellKey: string): Promise<MemberPlace[]> {
  const rows = await db.query(
    `SELECT p.id, p.user_id, p.name, p.lat, p.lon, p.cell_key, p.episode, p.pinned_station_ids, p.excluded_station_ids, u.phone_e164,
            u.alerts_enabled, sub.status AS sub_status, sub.demo AS sub_demo,
            s.threshold_kind, s.threshold_value, s.sensitivity, s.quiet_start, s.quiet_end, s.daily_cap, s.all_clear, s.time_zone, u.locale,
            EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone_e164 = u.phone_e164) AS opted_out,
            EXISTS (SELECT 1 FROM sms_consents c WHERE c.user_id = u.id AND c.phone_e164 = u.phone_e164) AS consented
       FROM monitored_places p
       JOIN users u ON u.id = p.user_id
       LEFT JOIN subscriptions sub ON sub.user_id = u.id
       LEFT JOIN alert_settings s ON s.user_id = u.id
      WHERE p.user_id = $1 AND p.cell_key = $2
      ORDER BY p.created_at, p.id`,
    [userId, cellKey],
  )
  return rows.map((raw) => memberPlaceRowSchema.parse(raw))
}
