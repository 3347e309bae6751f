import { z } from 'zod'
import type { Forecaster } from '../../../src/domain/accuracy/predictions'
import type { Warning } from '../../../src/domain/accuracy/warnings'
import type { Threshold } from '../../../src/domain/contracts/alerts'
import type { Region } from '../air-quality/regions'
import type { Queryable } from './transaction'

/** One watched cell-day waiting to be settled. */
export interface CellDay {
  cellKey: string
  /** Start of the UTC day, unix s. */
  dayStart: number
  lat: number
  lon: number
  region: Region
}

const cellDayRow = z.object({ cell_key: z.string(), day_start: z.coerce.number(), lat: z.coerce.number(), lon: z.coerce.number(), region: z.enum(['UK', 'Europe', 'other']) })

/** Watched cell-days not settled whose day ended before `endedBefore` (unix s), oldest first, at most `limit`. */
export async function unsettledCellDays(db: Queryable, endedBefore: number, limit: number): Promise<CellDay[]> {
  const rows = await db.query(
    `SELECT cell_key, extract(epoch FROM day::timestamp AT TIME ZONE 'UTC') AS day_start, min(lat) AS lat, min(lon) AS lon, min(region) AS region
       FROM accuracy_watch
      WHERE settled_at IS NULL AND day::timestamp AT TIME ZONE 'UTC' + interval '1 day' <= to_timestamp($1::float8)
      GROUP BY cell_key, day ORDER BY day, cell_key LIMIT $2`,
    [endedBefore, limit],
  )
  return rows.map((row) => {
    const r = cellDayRow.parse(row)
    return { cellKey: r.cell_key, dayStart: r.day_start, lat: r.lat, lon: r.lon, region: r.region }
  })
}

const thresholdRow = z.object({ threshold_kind: z.enum(['level', 'us_aqi', 'pm25', 'uk_daqi', 'eaqi']), threshold_value: z.coerce.number() })

/**
 * Claims a cell-day: marks its watch rows settled (`measured`: whether any hour was measured)
 * and returns their thresholds; none when another run settled it first.
 */
export async function claimCellDay(db: Queryable, cell: CellDay, measured: boolean, now: number): Promise<Threshold[]> {
  const rows = await db.query(
    `UPDATE accuracy_watch SET settled_at = to_timestamp($3::float8), measured = $4
      WHERE cell_key = $1 AND day = (to_timestamp($2::float8) AT TIME ZONE 'UTC')::date AND settled_at IS NULL
      RETURNING threshold_kind, threshold_value`,
    [cell.cellKey, cell.dayStart, now, measured],
  )
  return rows.map((row) => {
    const r = thresholdRow.parse(row)
    return { kind: r.threshold_kind, value: r.threshold_value } as Threshold
  })
}

const predictionRow = z.object({ id: z.coerce.number(), forecaster: z.enum(['job', 'model', 'persistence']), at: z.coerce.number(), onset: z.coerce.number() })

export type StoredWarning = Warning & { id: number }

/** Each forecaster's predictions for a cell and threshold issued in [from, to) (unix s). */
export async function predictionsIssued(db: Queryable, cellKey: string, threshold: Threshold, from: number, to: number): Promise<Record<Forecaster, StoredWarning[]>> {
  const rows = await db.query(
    `SELECT id, forecaster, extract(epoch FROM issued_at) AS at, extract(epoch FROM onset_at) AS onset
       FROM accuracy_predictions
      WHERE cell_key = $1 AND threshold_kind = $2 AND threshold_value = $3
        AND issued_at >= to_timestamp($4::float8) AND issued_at < to_timestamp($5::float8)`,
    [cellKey, threshold.kind, threshold.value, from, to],
  )
  const byForecaster: Record<Forecaster, StoredWarning[]> = { job: [], model: [], persistence: [] }
  for (const row of rows) {
    const r = predictionRow.parse(row)
    byForecaster[r.forecaster].push({ id: r.id, at: r.at, onset: r.onset })
  }
  return byForecaster
}

export interface SettledEpisode {
  forecaster: Forecaster
  /** Unix s. */
  onset: number
  month: string
  outcome: 'hit' | 'late' | 'missed'
  leadSeconds: number | null
}

/** Stores a cell-day's scored episodes (once: a rerun changes nothing) and which of its predictions were false alarms. */
export async function saveSettled(
  db: Queryable,
  cell: CellDay,
  threshold: Threshold,
  episodes: readonly SettledEpisode[],
  judged: readonly { id: number; falseAlarm: boolean }[],
): Promise<void> {
  if (episodes.length > 0) {
    await db.query(
      `INSERT INTO accuracy_episodes (cell_key, threshold_kind, threshold_value, forecaster, onset_at, region, month, outcome, lead_seconds)
       SELECT $1, $2, $3, e.forecaster, to_timestamp(e.onset), $4, e.month, e.outcome, e.lead_seconds
         FROM jsonb_to_recordset($5::jsonb) AS e(forecaster text, onset float8, month text, outcome text, lead_seconds int)
       ON CONFLICT DO NOTHING`,
      [cell.cellKey, threshold.kind, threshold.value, cell.region,
        JSON.stringify(episodes.map((e) => ({ forecaster: e.forecaster, onset: e.onset, month: e.month, outcome: e.outcome, lead_seconds: e.leadSeconds })))],
    )
  }
  if (judged.length > 0) {
    await db.query(
      `UPDATE accuracy_predictions p SET false_alarm = j.false_alarm
         FROM jsonb_to_recordset($1::jsonb) AS j(id bigint, false_alarm boolean) WHERE p.id = j.id`,
      [JSON.stringify(judged.map((j) => ({ id: j.id, false_alarm: j.falseAlarm })))],
    )
  }
}
