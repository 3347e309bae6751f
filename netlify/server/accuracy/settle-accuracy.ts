import { scoreDay, settleWindow, DAY_SECONDS, type MeasuredHour } from '../../../src/domain/accuracy/settle'
import { claimCellDay, predictionsIssued, saveSettled, unsettledCellDays, type SettledEpisode } from '../data/accuracy-settle'
import { database, withTransaction, type Queryable } from '../data/transaction'

/**
 * The measured side of the accuracy record: PM2.5 measured near a cell's centre, hourly, for
 * the hours starting in [fromDt, toDt) (unix s). The narrow port the settle step reads through;
 * the observation port (netlify/server/observations) is connected to it after merge (decision 191).
 */
export type MeasuredHours = (cell: { lat: number; lon: number }, fromDt: number, toDt: number, signal?: AbortSignal) => Promise<MeasuredHour[]>

export interface SettleOptions {
  /** null: not connected; nothing is settled and nothing is invented. */
  measuredHours: MeasuredHours | null
  /** Unix s. */
  now: number
  /** Cell-days settled per run at most (one measured read each). */
  limit?: number
  db?: Queryable
  signal?: AbortSignal
}

export interface SettleSummary {
  connected: boolean
  cellDays: number
  /** Of those, with no hour measured near the cell: nothing scored. */
  unmeasured: number
  episodes: number
  warnings: number
}

/** Cell-days per run: each needs one read of the measured hours. */
export const SETTLE_LIMIT = 200

const monthOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 7)

/**
 * The settle step (decision 191): for every watched cell-day whose day and the day after have
 * passed, reads what was measured near the cell, scores each threshold's episodes and each
 * forecaster's warnings of that day (`scoreDay`), and stores them with the region and the
 * UTC month. Each cell-day is claimed and stored in one transaction, so a rerun or a second
 * run never counts it twice.
 */
export async function settleAccuracy(options: SettleOptions): Promise<SettleSummary> {
  const summary: SettleSummary = { connected: options.measuredHours !== null, cellDays: 0, unmeasured: 0, episodes: 0, warnings: 0 }
  const { measuredHours } = options
  if (measuredHours === null) return summary
  const db = options.db ?? database
  // The day's window reaches to the end of the day after it.
  const cellDays = await unsettledCellDays(db, options.now - DAY_SECONDS, options.limit ?? SETTLE_LIMIT)
  for (const cell of cellDays) {
    options.signal?.throwIfAborted()
    const window = settleWindow(cell.dayStart)
    const measured = await measuredHours({ lat: cell.lat, lon: cell.lon }, window.from, window.to, options.signal)
    await withTransaction(async (tx) => {
      const thresholds = await claimCellDay(tx, cell, measured.length > 0, options.now)
      if (thresholds.length === 0) return
      summary.cellDays += 1
      if (measured.length === 0) {
        summary.unmeasured += 1
        return
      }
      for (const threshold of thresholds) {
        const warnings = await predictionsIssued(tx, cell.cellKey, threshold, window.from, window.to)
        const scores = scoreDay(measured, threshold, cell.dayStart, warnings)
        const episodes: SettledEpisode[] = scores.flatMap((s) => s.outcomes.map((o) => ({
          forecaster: s.forecaster, onset: o.episode.onset, month: monthOf(o.episode.onset), outcome: o.outcome, leadSeconds: o.leadSeconds,
        })))
        const judged = scores.flatMap((s) => s.warnings.map((w) => ({ id: w.id, falseAlarm: w.falseAlarm })))
        await saveSettled(tx, cell, threshold, episodes, judged)
        summary.episodes += episodes.length
        summary.warnings += judged.length
      }
    })
  }
  return summary
}
