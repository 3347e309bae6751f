import { planJobs, type Plan } from '../data/alert-jobs'
import { pruneCellReadings } from '../data/cell-readings'
import { database, withTransaction } from '../data/transaction'
import { emptySummary, type CycleSummary } from './cycle-context'
import { runAlertWorker, type WorkerOptions } from './worker'

/** Places per cells job (shard); bench/alerts-cycle.ts measures what one costs. */
export const PLACES_PER_SHARD = 50_000

/**
 * Step 1 — planning: prunes old readings and queues the cycle's jobs (data/alert-jobs.ts
 * `planJobs`): cells jobs balanced by place count, and the send job. Cheap (a handful of
 * statements, one aggregate over the indexed cell column), so the scheduled function can
 * do it inside its 30 s. `now` in unix s.
 */
export async function planAlertCycle(now: number, placesPerShard = PLACES_PER_SHARD): Promise<Plan> {
  await pruneCellReadings(database, now)
  return withTransaction((tx) => planJobs(tx, now, placesPerShard))
}

export interface CycleOptions extends WorkerOptions {
  /** Unix seconds. */
  now: number
  /** Workers run side by side in this process (default 1). */
  workers?: number
  placesPerShard?: number
}

/**
 * One whole alert cycle in this process (tests, `npm run alerts:run`, the bench): plans,
 * then runs workers until the queue is empty. On Netlify the scheduled function plans and
 * background functions run the workers (job.ts).
 */
export async function runAlertCycle(options: CycleOptions): Promise<CycleSummary> {
  await planAlertCycle(options.now, options.placesPerShard)
  const summaries = await Promise.all(Array.from({ length: options.workers ?? 1 }, () => runAlertWorker(options)))
  return summaries.reduce(addSummaries, emptySummary())
}

export function addSummaries(a: CycleSummary, b: CycleSummary): CycleSummary {
  const sum = emptySummary()
  for (const key of Object.keys(sum) as (keyof CycleSummary)[]) sum[key] = a[key] + b[key]
  return sum
}
