import { randomUUID } from 'node:crypto'
import { claimJob, LostClaim, type AlertJob } from '../data/alert-jobs'
import { countingQueries, database } from '../data/transaction'
import type { PaymentsMode } from '../providers/payments/mode'
import type { AirQualityProvider } from '../providers/air-quality/types'
import type { SmsSender } from '../providers/sms/types'
import { emptySummary, type CycleSummary, type DecisionEvent, type WorkContext } from './cycle-context'
import { sendAlertsJob } from './send-alerts'
import { sleep as realSleep, type Sleep } from './sms-pacer'
import { CELLS_PER_BATCH, JOB_LEASE_SECONDS, workCellsJob } from './work-cells'

/**
 * A background worker's wall-clock budget: Netlify stops a background function at 15
 * minutes; 10 leave room for the batch or text under way when the budget runs out.
 */
export const WORKER_BUDGET_SECONDS = 600

export interface WorkerOptions {
  provider: AirQualityProvider
  sms: SmsSender
  paymentsMode: PaymentsMode
  /** The clock at the start, unix s (default: now); it advances with the wall clock. */
  now?: number
  budgetSeconds?: number
  /** Texts per second to the SMS sender (default: unpaced). */
  sendsPerSecond?: number
  /** Texts in flight at once under that pace (default 1; decision 233). */
  senders?: number
  /** Default CELLS_PER_BATCH. */
  cellsPerBatch?: number
  sleep?: Sleep
  /** Aborting stops the worker as a crash would: mid-batch, nothing saved, leases left to expire. */
  signal?: AbortSignal
  onDecision?: (event: DecisionEvent) => void
}

/**
 * One worker: claims jobs from the queue (send first, then cells jobs) and works them until
 * none is left or its budget is spent. A job whose claim it lost is left to its new holder;
 * any other error hands nothing back: the job's lease expires and another worker resumes
 * it from its saved cursor (counting an attempt), and the error propagates so the platform
 * sees a failed invocation.
 */
export async function runAlertWorker(options: WorkerOptions): Promise<CycleSummary> {
  const summary = emptySummary()
  const worker = randomUUID()
  const startedMs = performance.now()
  const startedAt = options.now ?? Date.now() / 1000
  const budgetMs = (options.budgetSeconds ?? WORKER_BUDGET_SECONDS) * 1000
  const ctx: WorkContext = {
    provider: options.provider,
    sms: options.sms,
    paymentsMode: options.paymentsMode,
    db: countingQueries(database, summary),
    clock: () => startedAt + (performance.now() - startedMs) / 1000,
    timeUp: () => performance.now() - startedMs >= budgetMs,
    sendsPerSecond: options.sendsPerSecond ?? Infinity,
    senders: options.senders ?? 1,
    cellsPerBatch: options.cellsPerBatch ?? CELLS_PER_BATCH,
    sleep: options.sleep ?? realSleep,
    signal: options.signal,
    summary,
    onDecision: options.onDecision,
  }
  let kinds: AlertJob['kind'][] = ['cells', 'send']
  while (!ctx.timeUp()) {
    options.signal?.throwIfAborted()
    const job = (await claimJob(ctx.db, worker, Math.floor(ctx.clock()), JOB_LEASE_SECONDS, kinds)) ??
      (kinds.length === 1 ? await claimJob(ctx.db, worker, Math.floor(ctx.clock()), JOB_LEASE_SECONDS) : null)
    if (!job) break
    try {
      const outcome = job.kind === 'cells' ? await workCellsJob(job, ctx) : await sendCounted(job, ctx)
      if (outcome !== 'released') summary.jobs++
      // A send job handed back because cells jobs wait: take those first.
      kinds = job.kind === 'send' && outcome === 'released' ? ['cells'] : ['cells', 'send']
      if (job.kind === 'send' && outcome === 'failed') kinds = ['cells']
    } catch (error) {
      if (error instanceof LostClaim) continue
      throw error
    }
  }
  return summary
}

async function sendCounted(job: AlertJob, ctx: WorkContext): ReturnType<typeof sendAlertsJob> {
  const before = ctx.summary.dbQueries
  try {
    return await sendAlertsJob(job, ctx)
  } finally {
    ctx.summary.sendDbQueries += ctx.summary.dbQueries - before
  }
}
