import { z } from 'zod'
import { OBSERVATION_FLAGS, OBSERVATION_NETWORKS } from '../../../src/domain/observations/types'
import type { Observation, ObservationNetwork, Station } from '../../../src/domain/observations/types'
import type { Queryable } from './transaction'

/** How long the server keeps hourly observations, seconds: 15 days, so the early warning always has its 14 (decisions 220, 245). */
export const OBSERVATION_RETENTION_SECONDS = 15 * 86_400
/** Old hours deleted per write, so the table stays bounded without a job of its own. */
const PRUNE_PER_WRITE = 200

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

const stationRow = z.object({
  id: z.string(),
  network: z.enum(OBSERVATION_NETWORKS),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
  kind: z.enum(['regulatory', 'low-cost']),
  indoor: z.boolean(),
  upstream_ref: z.string().nullable(),
  readings_fetched_at: z.date().nullable(),
  history_from: z.date().nullable(),
})

/** A cached station and when its hours were last fetched (unix s, null: never). */
export interface CachedStation {
  station: Station
  readingsFetchedAt: number | null
  /** The earliest hour any fetch of its hours asked for (unix s, null: never fetched). */
  historyFrom: number | null
}

/** When `network` last listed the stations of `areaKey` (unix s), or null. */
export async function areaListedAt(db: Queryable, network: ObservationNetwork, areaKey: string): Promise<number | null> {
  const rows = await db.query<{ listed_at: Date }>(`SELECT listed_at FROM observation_station_areas WHERE network = $1 AND area_key = $2`, [network, areaKey])
  return rows[0] ? seconds(rows[0].listed_at) : null
}

/** Stores a fresh listing of an area: its stations (new or moved) and when it was made. */
export async function recordStationListing(db: Queryable, network: ObservationNetwork, areaKey: string, stations: readonly Station[], now: number): Promise<void> {
  if (stations.length > 0) {
    await db.query(
      `INSERT INTO observation_stations (id, network, name, lat, lon, kind, indoor, upstream_ref, listed_at)
       SELECT x.id, x.network, x.name, x.lat, x.lon, x.kind, x.indoor, x.upstream_ref, to_timestamp($2::float8)
         FROM jsonb_to_recordset($1::jsonb) AS x(id text, network text, name text, lat float8, lon float8, kind text, indoor boolean, upstream_ref text)
       ON CONFLICT (id) DO UPDATE
         SET name = EXCLUDED.name, lat = EXCLUDED.lat, lon = EXCLUDED.lon, kind = EXCLUDED.kind, indoor = EXCLUDED.indoor,
             upstream_ref = EXCLUDED.upstream_ref, listed_at = EXCLUDED.listed_at`,
      [JSON.stringify(stations.map((s) => ({ ...s, upstream_ref: s.upstreamRef ?? null }))), now],
    )
  }
  await db.query(
    `INSERT INTO observation_station_areas (network, area_key, listed_at) VALUES ($1, $2, to_timestamp($3::float8))
     ON CONFLICT (network, area_key) DO UPDATE SET listed_at = EXCLUDED.listed_at`,
    [network, areaKey, now],
  )
}

/** Cached stations of `network` inside a box (degrees); the caller measures the exact distance. */
export async function stationsInBox(
  db: Queryable,
  network: ObservationNetwork,
  box: { minLat: number; maxLat: number; minLon: number; maxLon: number },
): Promise<CachedStation[]> {
  const rows = await db.query(
    `SELECT id, network, name, lat, lon, kind, indoor, upstream_ref, readings_fetched_at, history_from FROM observation_stations
      WHERE network = $1 AND lat BETWEEN $2 AND $3 AND lon BETWEEN $4 AND $5`,
    [network, box.minLat, box.maxLat, box.minLon, box.maxLon],
  )
  return rows.map(cachedStationOf)
}

function cachedStationOf(raw: unknown): CachedStation {
  const row = stationRow.parse(raw)
  const station: Station = { id: row.id, network: row.network, name: row.name, lat: row.lat, lon: row.lon, kind: row.kind, indoor: row.indoor }
  if (row.upstream_ref !== null) station.upstreamRef = row.upstream_ref
  return {
    station,
    readingsFetchedAt: row.readings_fetched_at ? seconds(row.readings_fetched_at) : null,
    historyFrom: row.history_from ? seconds(row.history_from) : null,
  }
}

/**
 * Stores fetched hours (a later fetch of the same hour replaces it) and marks the stations'
 * hours as fetched at `now`, also those that sent none, and asked for from `fromDt` (unix s);
 * deletes a few hours past the retention.
 */
export async function recordObservations(
  db: Queryable,
  stationIds: readonly string[],
  observations: readonly Observation[],
  now: number,
  fromDt: number,
): Promise<void> {
  const rows = observations
    .filter((o) => Number.isFinite(o.pm2_5))
    .map((o) => ({ station_id: o.stationId, hour: o.dt, pm2_5: o.pm2_5, raw_pm2_5: o.rawPm2_5 ?? null, correction: o.correction ?? null, flags: o.flags }))
  if (rows.length > 0) {
    await db.query(
      `WITH old AS (
         DELETE FROM observation_hours
          WHERE ctid IN (SELECT ctid FROM observation_hours WHERE hour < to_timestamp($3::float8) LIMIT ${PRUNE_PER_WRITE})
       )
       INSERT INTO observation_hours (station_id, hour, pm2_5, raw_pm2_5, correction, flags, fetched_at)
       SELECT x.station_id, to_timestamp(x.hour), x.pm2_5, x.raw_pm2_5, x.correction, ARRAY(SELECT jsonb_array_elements_text(x.flags)), to_timestamp($2::float8)
         FROM jsonb_to_recordset($1::jsonb) AS x(station_id text, hour float8, pm2_5 float8, raw_pm2_5 float8, correction text, flags jsonb)
       ON CONFLICT (station_id, hour) DO UPDATE
         SET pm2_5 = EXCLUDED.pm2_5, raw_pm2_5 = EXCLUDED.raw_pm2_5, correction = EXCLUDED.correction, flags = EXCLUDED.flags, fetched_at = EXCLUDED.fetched_at`,
      [JSON.stringify(rows), now, now - OBSERVATION_RETENTION_SECONDS],
    )
  }
  await db.query(
    `UPDATE observation_stations
        SET readings_fetched_at = to_timestamp($2::float8), history_from = LEAST(coalesce(history_from, 'infinity'), to_timestamp($3::float8))
      WHERE id = ANY($1::text[])`,
    [[...stationIds], now, fromDt],
  )
}

const hourRow = z.object({
  station_id: z.string(),
  hour: z.date(),
  pm2_5: z.number(),
  raw_pm2_5: z.number().nullable(),
  correction: z.enum(['epa-purpleair-us-2021']).nullable(),
  flags: z.array(z.enum(OBSERVATION_FLAGS)),
})

/** The cached hours of `stationIds` starting in [fromDt, toDt] (unix s), oldest first. */
export async function readObservations(db: Queryable, stationIds: readonly string[], fromDt: number, toDt: number): Promise<Observation[]> {
  if (stationIds.length === 0) return []
  const rows = await db.query(
    `SELECT station_id, hour, pm2_5, raw_pm2_5, correction, flags FROM observation_hours
      WHERE station_id = ANY($1::text[]) AND hour BETWEEN to_timestamp($2::float8) AND to_timestamp($3::float8)
      ORDER BY hour`,
    [[...stationIds], fromDt, toDt],
  )
  return rows.map((raw) => {
    const row = hourRow.parse(raw)
    const observation: Observation = { stationId: row.station_id, dt: seconds(row.hour), pm2_5: row.pm2_5, flags: row.flags }
    if (row.raw_pm2_5 !== null) observation.rawPm2_5 = row.raw_pm2_5
    if (row.correction !== null) observation.correction = row.correction
    return observation
  })
}

/** Until when (unix s) `network` is left alone after a 429, or null. */
export async function networkHeldUntil(db: Queryable, network: ObservationNetwork, now: number): Promise<number | null> {
  const rows = await db.query<{ until: Date }>(`SELECT until FROM observation_network_holds WHERE network = $1 AND until > to_timestamp($2::float8)`, [network, now])
  return rows[0] ? seconds(rows[0].until) : null
}

/** Leaves `network` alone until `until` (unix s), for every instance. */
export async function holdNetwork(db: Queryable, network: ObservationNetwork, until: number): Promise<void> {
  await db.query(
    `INSERT INTO observation_network_holds (network, until) VALUES ($1, to_timestamp($2::float8))
     ON CONFLICT (network) DO UPDATE SET until = GREATEST(observation_network_holds.until, EXCLUDED.until)`,
    [network, until],
  )
}

/** How long after the last look a cell's stations are still kept up to date (decision 245). */
export const VIEWED_CELL_DAYS = 7
/** A look at a cell within this long of the last recorded one is not written again, seconds. */
const VIEW_WRITE_EVERY_SECONDS = 600

/** Someone looked at the stations of `cellKey` at `now` (unix s): the ingest keeps them for VIEWED_CELL_DAYS. */
export async function markCellViewed(db: Queryable, cellKey: string, now: number): Promise<void> {
  await db.query(
    `INSERT INTO observation_viewed_cells (cell_key, viewed_at) VALUES ($1, to_timestamp($2::float8))
     ON CONFLICT (cell_key) DO UPDATE SET viewed_at = EXCLUDED.viewed_at
      WHERE observation_viewed_cells.viewed_at < EXCLUDED.viewed_at - make_interval(secs => $3::float8)`,
    [cellKey, now, VIEW_WRITE_EVERY_SECONDS],
  )
}

/** An area the ingest should bring up to date: a member's place's cell, or a free push subscription's or a viewed one (decisions 245, 265). */
export interface DueArea {
  cellKey: string
  members: boolean
}

/**
 * Up to `limit` cells whose stations of `network` were not brought up to date since
 * `staleBefore` (unix s): the cells of members' places first, then those of free push
 * subscriptions and those viewed in the last VIEWED_CELL_DAYS; within each, the longest waiting first (never first of all).
 * `areaSuffix` makes a cell key the area key reads list under (e.g. ':25').
 */
export async function dueIngestAreas(db: Queryable, network: ObservationNetwork, areaSuffix: string, now: number, staleBefore: number, limit: number): Promise<DueArea[]> {
  const rows = await db.query<{ cell_key: string; members: boolean }>(
    `WITH wanted AS (
       SELECT DISTINCT cell_key, true AS members FROM monitored_places
       UNION ALL
       SELECT DISTINCT cell_key, false FROM push_subscriptions
       UNION ALL
       SELECT cell_key, false FROM observation_viewed_cells WHERE viewed_at > to_timestamp($3::float8) - make_interval(days => $6::int)
     ), cells AS (SELECT cell_key, bool_or(members) AS members FROM wanted GROUP BY cell_key)
     SELECT c.cell_key, c.members FROM cells c
       LEFT JOIN observation_station_areas a ON a.network = $1 AND a.area_key = c.cell_key || $2
      WHERE a.ingested_at IS NULL OR a.ingested_at < to_timestamp($4::float8)
      ORDER BY c.members DESC, a.ingested_at NULLS FIRST, c.cell_key
      LIMIT $5`,
    [network, areaSuffix, now, staleBefore, limit, VIEWED_CELL_DAYS],
  )
  return rows.map((r) => ({ cellKey: r.cell_key, members: r.members }))
}

/** The ingest brought `areaKey`'s stations of `network` up to date at `now` (unix s); its listing row must exist. */
export async function markAreaIngested(db: Queryable, network: ObservationNetwork, areaKey: string, now: number): Promise<void> {
  await db.query(`UPDATE observation_station_areas SET ingested_at = to_timestamp($3::float8) WHERE network = $1 AND area_key = $2`, [network, areaKey, now])
}

/** Forgets looks older than VIEWED_CELL_DAYS (the ingest's own housekeeping). */
export async function forgetOldViews(db: Queryable, now: number): Promise<number> {
  const rows = await db.query(`DELETE FROM observation_viewed_cells WHERE viewed_at < to_timestamp($1::float8) - make_interval(days => $2::int) RETURNING cell_key`, [now, VIEWED_CELL_DAYS])
  return rows.length
}

/** Deletes up to `limit` hours older than the retention (the ingest's housekeeping, besides the few each write deletes). */
export async function pruneOldHours(db: Queryable, now: number, limit = 20_000): Promise<number> {
  const rows = await db.query(
    `DELETE FROM observation_hours WHERE ctid IN (SELECT ctid FROM observation_hours WHERE hour < to_timestamp($1::float8) LIMIT $2) RETURNING 1`,
    [now - OBSERVATION_RETENTION_SECONDS, limit],
  )
  return rows.length
}

/** The latest stored hour (unix s) of each of `stationIds` that has one. */
export async function latestHours(db: Queryable, stationIds: readonly string[]): Promise<Map<string, number>> {
  if (stationIds.length === 0) return new Map()
  const rows = await db.query<{ station_id: string; hour: Date }>(
    `SELECT s.id AS station_id, h.hour FROM unnest($1::text[]) AS s(id)
       CROSS JOIN LATERAL (SELECT hour FROM observation_hours WHERE station_id = s.id ORDER BY hour DESC LIMIT 1) h`,
    [[...stationIds]],
  )
  return new Map(rows.map((r) => [r.station_id, seconds(r.hour)]))
}

/**
 * The cached stations of `networks` in a box around each of `centers` (degrees either way:
 * `dLat`, and `dLon` per centre), in one statement for many cells (the alert job's batch,
 * decision 245); keyed by the centre's `key`. The caller measures exact distances.
 */
export async function stationsAroundMany(
  db: Queryable,
  networks: readonly ObservationNetwork[],
  centers: readonly { key: string; lat: number; lon: number; dLat: number; dLon: number }[],
): Promise<Map<string, CachedStation[]>> {
  const byKey = new Map<string, CachedStation[]>(centers.map((c) => [c.key, []]))
  if (centers.length === 0 || networks.length === 0) return byKey
  const rows = await db.query(
    `SELECT c.key AS center_key, s.id, s.network, s.name, s.lat, s.lon, s.kind, s.indoor, s.upstream_ref, s.readings_fetched_at, s.history_from
       FROM unnest($2::text[], $3::float8[], $4::float8[], $5::float8[], $6::float8[]) AS c(key, lat, lon, dlat, dlon)
       JOIN observation_stations s ON s.network = ANY($1::text[])
        AND s.lat BETWEEN c.lat - c.dlat AND c.lat + c.dlat AND s.lon BETWEEN c.lon - c.dlon AND c.lon + c.dlon`,
    [[...networks], centers.map((c) => c.key), centers.map((c) => c.lat), centers.map((c) => c.lon), centers.map((c) => c.dLat), centers.map((c) => c.dLon)],
  )
  for (const raw of rows) {
    const { center_key: key, ...rest } = raw as { center_key: string }
    byKey.get(key)?.push(cachedStationOf(rest))
  }
  return byKey
}
