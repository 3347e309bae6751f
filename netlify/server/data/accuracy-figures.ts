import { z } from 'zod'
import type { Forecaster } from '../../../src/domain/accuracy/predictions'
import type { OutcomeCounts } from '../../../src/domain/accuracy/figures'
import type { AccuracyRegion } from '../../../src/domain/contracts/accuracy'
import type { Queryable } from './transaction'

export interface CountsRow extends OutcomeCounts {
  region: AccuracyRegion
  /** YYYY-MM, UTC. */
  month: string
  forecaster: Forecaster
}

const num = z.coerce.number()
const countsRow = z.object({
  region: z.enum(['UK', 'Europe', 'other']),
  month: z.string(),
  forecaster: z.enum(['job', 'model', 'persistence']),
  episodes: num,
  hits: num,
  warnings: num,
  false_alarms: num,
  median_lead_seconds: z.nullable(num),
})

/**
 * The settled counts per region, UTC month and forecaster: episodes and hits from
 * accuracy_episodes (the median lead over the episodes that got a warning, the mean of the
 * middle two for an even count as in the replay), warnings and false alarms from the judged
 * predictions, by the month they were given.
 */
export async function settledCounts(db: Queryable, filter: { region?: AccuracyRegion; month?: string }): Promise<CountsRow[]> {
  const rows = await db.query(
    `WITH e AS (
       SELECT region, month, forecaster, count(*) AS episodes, count(*) FILTER (WHERE outcome = 'hit') AS hits,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY lead_seconds) AS median_lead_seconds
         FROM accuracy_episodes
        WHERE ($1::text IS NULL OR region = $1) AND ($2::text IS NULL OR month = $2)
        GROUP BY region, month, forecaster
     ), w AS (
       SELECT region, to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, forecaster,
              count(*) AS warnings, count(*) FILTER (WHERE false_alarm) AS false_alarms
         FROM accuracy_predictions
        WHERE false_alarm IS NOT NULL AND ($1::text IS NULL OR region = $1)
          AND ($2::text IS NULL OR to_char(issued_at AT TIME ZONE 'UTC', 'YYYY-MM') = $2)
        GROUP BY 1, 2, 3
     )
     SELECT coalesce(e.region, w.region) AS region, coalesce(e.month, w.month) AS month, coalesce(e.forecaster, w.forecaster) AS forecaster,
            coalesce(e.episodes, 0) AS episodes, coalesce(e.hits, 0) AS hits, e.median_lead_seconds,
            coalesce(w.warnings, 0) AS warnings, coalesce(w.false_alarms, 0) AS false_alarms
       FROM e FULL JOIN w ON e.region = w.region AND e.month = w.month AND e.forecaster = w.forecaster
      ORDER BY month DESC, region, forecaster`,
    [filter.region ?? null, filter.month ?? null],
  )
  return rows.map((row) => {
    const r = countsRow.parse(row)
    return {
      region: r.region, month: r.month, forecaster: r.forecaster, episodes: r.episodes, hits: r.hits,
      warnings: r.warnings, falseAlarms: r.false_alarms, medianLeadSeconds: r.median_lead_seconds,
    }
  })
}
