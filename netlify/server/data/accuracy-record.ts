import type { Forecaster, PredictionSource } from '../../../src/domain/accuracy/predictions'
import type { Threshold } from '../../../src/domain/contracts/alerts'
import type { Region } from '../air-quality/regions'
import type { Queryable } from './transaction'

/** A cell and threshold the job decided on this cycle (accuracy_watch). */
export interface WatchedCell {
  cellKey: string
  threshold: Threshold
  region: Region
  lat: number
  lon: number
}

/** One forecaster's prediction at this cycle for a watched cell (accuracy_predictions). */
export interface PredictionRow {
  cellKey: string
  threshold: Threshold
  forecaster: Forecaster
  /** Unix s. */
  onset: number
  level: number | null
  source: PredictionSource
  region: Region
}

/** Two predictions of one cell, threshold and forecaster this close (s) are one predicted episode (decision 190). */
const SAME_EPISODE_SECONDS = 3 * 3600

/**
 * Records one batch's decisions in one statement: the watched cells of the UTC day of `now`
 * (unix s; a row per cell, threshold and day, kept once) and the predictions, each kept only
 * when no prediction of the same cell, threshold and forecaster names an onset within 3 h.
 */
export async function recordAccuracyDecisions(db: Queryable, watched: readonly WatchedCell[], predictions: readonly PredictionRow[], now: number): Promise<void> {
  if (watched.length === 0) return
  const watchRows = watched.map((w) => ({ cell_key: w.cellKey, kind: w.threshold.kind, value: w.threshold.value, region: w.region, lat: w.lat, lon: w.lon }))
  const predictionRows = predictions.map((p) => ({
    cell_key: p.cellKey, kind: p.threshold.kind, value: p.threshold.value, forecaster: p.forecaster, onset: p.onset, level: p.level, source: p.source, region: p.region,
  }))
  await db.query(
    `WITH watch AS (
       INSERT INTO accuracy_watch (cell_key, threshold_kind, threshold_value, day, region, lat, lon)
       SELECT w.cell_key, w.kind, w.value, (to_timestamp($2::float8) AT TIME ZONE 'UTC')::date, w.region, w.lat, w.lon
         FROM jsonb_to_recordset($1::jsonb) AS w(cell_key text, kind text, value float8, region text, lat float8, lon float8)
       ON CONFLICT DO NOTHING
     )
     INSERT INTO accuracy_predictions (cell_key, threshold_kind, threshold_value, forecaster, onset_at, issued_at, level, source, region)
     SELECT p.cell_key, p.kind, p.value, p.forecaster, to_timestamp(p.onset), to_timestamp($2::float8), p.level, p.source, p.region
       FROM jsonb_to_recordset($3::jsonb) AS p(cell_key text, kind text, value float8, forecaster text, onset float8, level int, source text, region text)
      WHERE NOT EXISTS (
        SELECT 1 FROM accuracy_predictions q
         WHERE q.cell_key = p.cell_key AND q.threshold_kind = p.kind AND q.threshold_value = p.value AND q.forecaster = p.forecaster
           AND q.onset_at BETWEEN to_timestamp(p.onset - $4::float8) AND to_timestamp(p.onset + $4::float8))
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(watchRows), now, JSON.stringify(predictionRows), SAME_EPISODE_SECONDS],
  )
}
