import type { Queryable } from './transaction'

/*
 * The archive re-training needs (decision 272): the stations' usable hours by UTC day, kept past
 * the ingest's retention, and what the shipped classifier said per cell, threshold and hour.
 */

const DAY_SECONDS = 86_400
/** Days archived on each pass, ending yesterday (UTC): all within the ingest's 15-day retention. */
export const ARCHIVE_DAYS = 14
/** A pass runs when the last one is older than this (the ingest runs every minute). */
export const ARCHIVE_EVERY_SECONDS = 20 * 3600

/**
 * Copies the last `ARCHIVE_DAYS` whole UTC days of every station's usable hours (unflagged;
 * regulatory, or low-cost with its correction; outdoor) into `training_station_days`, once per
 * `ARCHIVE_EVERY_SECONDS`. A day already archived is replaced only by one with at least as many
 * hours (a station new to the ingest gets its 14 days late; an hour is never lost to a later
 * pass). Returns the days written, or null when no pass was due.
 */
export async function archiveStationDays(db: Queryable, now: number): Promise<number | null> {
  const [last] = await db.query<{ at: Date | null }>(`SELECT max(archived_at) AS at FROM training_station_days`)
  if (last?.at && now - last.at.getTime() / 1000 < ARCHIVE_EVERY_SECONDS) return null
  const today = Math.floor(now / DAY_SECONDS) * DAY_SECONDS
  const rows = await db.query(
    `WITH hours AS (
       SELECT h.station_id, (h.hour AT TIME ZONE 'UTC')::date AS day, extract(hour FROM h.hour AT TIME ZONE 'UTC')::int AS h, h.pm2_5
         FROM observation_hours h
         JOIN observation_stations s ON s.id = h.station_id
        WHERE h.hour >= to_timestamp($1::float8) AND h.hour < to_timestamp($2::float8)
          AND cardinality(h.flags) = 0 AND NOT s.indoor AND h.pm2_5 >= 0
          AND (s.kind = 'regulatory' OR h.correction IS NOT NULL)
     ),
     stations AS (
       INSERT INTO training_stations (id, network, name, lat, lon, kind)
       SELECT s.id, s.network, s.name, s.lat, s.lon, s.kind FROM observation_stations s WHERE s.id IN (SELECT station_id FROM hours)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, lat = EXCLUDED.lat, lon = EXCLUDED.lon, kind = EXCLUDED.kind
       RETURNING id
     ),
     days AS (
       SELECT station_id, day, array_agg(pm2_5 ORDER BY h) AS values, array_agg(h ORDER BY h) AS at FROM hours GROUP BY station_id, day
     )
     INSERT INTO training_station_days (station_id, day, pm2_5, archived_at)
     SELECT d.station_id, d.day,
            ARRAY(SELECT (SELECT v FROM unnest(d.values, d.at) AS x(v, h) WHERE x.h = g) FROM generate_series(0, 23) AS g)::real[],
            to_timestamp($3::float8)
       FROM days d
      WHERE d.station_id IN (SELECT id FROM stations)
     ON CONFLICT (station_id, day) DO UPDATE SET pm2_5 = EXCLUDED.pm2_5, archived_at = EXCLUDED.archived_at
      WHERE cardinality(array_remove(EXCLUDED.pm2_5, NULL)) >= cardinality(array_remove(training_station_days.pm2_5, NULL))
     RETURNING 1`,
    [today - ARCHIVE_DAYS * DAY_SECONDS, today, now],
  )
  return rows.length
}

/** What the shipped classifier said for one cell and threshold in one hour. */
export interface OutlookRow {
  cellKey: string
  /** Start of the hour, unix s. */
  hour: number
  thresholdUgM3: number
  probability: number
  operatingPoint: number
}

/** Keeps the first outlook of each cell, hour and threshold (later cycles of the hour add nothing). */
export async function recordOutlooks(db: Queryable, rows: readonly OutlookRow[]): Promise<void> {
  if (rows.length === 0) return
  await db.query(
    `INSERT INTO training_outlooks (cell_key, hour, threshold_ugm3, probability, operating_point)
     SELECT o.cell_key, to_timestamp(o.hour), o.threshold, o.probability, o.operating_point
       FROM jsonb_to_recordset($1::jsonb) AS o(cell_key text, hour float8, threshold float8, probability float8, operating_point float8)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows.map((r) => ({ cell_key: r.cellKey, hour: r.hour, threshold: r.thresholdUgM3, probability: r.probability, operating_point: r.operatingPoint })))],
  )
}

export interface ArchivedStation {
  id: string
  network: string
  name: string
  lat: number
  lon: number
  kind: 'regulatory' | 'low-cost'
}

/** One measured hour of an archived station: start (unix s) and PM2.5 (µg/m³). */
export interface ArchivedHour {
  stationId: string
  time: number
  pm2_5: number
}

/** The archive's stations and their hours over [from, to) (unix s, whole UTC days), in station and time order. */
export async function readArchivedHours(db: Queryable, from: number, to: number): Promise<{ stations: ArchivedStation[]; hours: ArchivedHour[] }> {
  const days = await db.query<{ station_id: string; day_start: number; pm2_5: (number | null)[] }>(
    `SELECT station_id, extract(epoch FROM day::timestamp AT TIME ZONE 'UTC')::float8 AS day_start, pm2_5
       FROM training_station_days
      WHERE day >= (to_timestamp($1::float8) AT TIME ZONE 'UTC')::date AND day < (to_timestamp($2::float8) AT TIME ZONE 'UTC')::date
      ORDER BY station_id, day`,
    [from, to],
  )
  const ids = [...new Set(days.map((d) => d.station_id))]
  const stations = ids.length === 0 ? [] : await db.query<ArchivedStation>(
    `SELECT id, network, name, lat, lon, kind FROM training_stations WHERE id = ANY($1::text[]) ORDER BY id`,
    [ids],
  )
  const hours: ArchivedHour[] = []
  for (const d of days) {
    d.pm2_5.forEach((value, h) => {
      if (value !== null) hours.push({ stationId: d.station_id, time: d.day_start + h * 3600, pm2_5: value })
    })
  }
  return { stations, hours }
}

/** The outlooks recorded over [from, to) (unix s), in cell and hour order. */
export async function readOutlooks(db: Queryable, from: number, to: number): Promise<OutlookRow[]> {
  const rows = await db.query<{ cell_key: string; hour: number; threshold_ugm3: number; probability: number; operating_point: number }>(
    `SELECT cell_key, extract(epoch FROM hour)::float8 AS hour, threshold_ugm3, probability, operating_point
       FROM training_outlooks WHERE hour >= to_timestamp($1::float8) AND hour < to_timestamp($2::float8) ORDER BY cell_key, hour, threshold_ugm3`,
    [from, to],
  )
  return rows.map((r) => ({ cellKey: r.cell_key, hour: r.hour, thresholdUgM3: r.threshold_ugm3, probability: r.probability, operatingPoint: r.operating_point }))
}
