import { cellsJobsState, finishJob, releaseJob, type AlertJob } from '../data/alert-jobs'
import { giveUpUntimelyAlerts, CLAIM_SECONDS } from '../data/alert-records'
import type { WorkContext } from './cycle-context'
import { CIRCUIT_FAILURES, sendWhileClaimable, type SendRun } from './send-lanes'
import { createPacer } from './sms-pacer'

export { CIRCUIT_FAILURES } from './send-lanes'

/** Texts claimed at once: at least this many … */
const CHUNK = 50
/** … or this many seconds' worth at the pace, so the senders rarely wait for a claim (decision 233). */
const CHUNK_SECONDS = 2
/** How often an idle sender looks for texts while shards are still deciding: from 250 ms, doubling to 2 s. */
const POLL_MS = { first: 250, max: 2000 }

/**
 * Step 4b — sending: the send job, the cycle's one sender (decision 126) with `ctx.senders`
 * texts in flight at once under one shared pace (decision 233). Claims recorded texts in
 * chunks, warnings first then oldest, sends each and records the outcome at once (one
 * statement per text, so a crash can repeat at most the texts the provider accepted
 * unrecorded: one per sender in flight). While other workers decide, it waits for their
 * texts; when cells jobs wait and no worker holds one, it hands the job back so its worker
 * decides them; it finishes when nothing is left to decide or send, and hands back when its
 * time is up.
 */
export async function sendAlertsJob(job: AlertJob, ctx: WorkContext): Promise<'done' | 'released' | 'failed'> {
  const paced = Number.isFinite(ctx.sendsPerSecond)
  const chunk = paced ? Math.max(CHUNK, Math.ceil(ctx.sendsPerSecond * CHUNK_SECONDS)) : CHUNK
  const run: SendRun = {
    pacer: createPacer(ctx.sendsPerSecond, ctx.sleep),
    chunk,
    // Each text is held CLAIM_SECONDS plus the time its chunk takes at the pace.
    leaseSeconds: CLAIM_SECONDS + (paced ? Math.ceil(chunk / ctx.sendsPerSecond) : 0),
    senders: ctx.senders,
    failedHere: [],
    unavailableInARow: 0,
  }
  let pollMs = POLL_MS.first
  await giveUpUntimelyAlerts(ctx.db, Math.floor(ctx.clock()))
  for (;;) {
    ctx.signal?.throwIfAborted()
    const { end, claimed } = await sendWhileClaimable(job, ctx, run)
    if (end === 'lost job') return 'released'
    if (end === 'time up') {
      await releaseJob(ctx.db, job)
      return 'released'
    }
    if (end === 'circuit open') {
      const reason = `circuit open: ${CIRCUIT_FAILURES} texts in a row got no answer from the SMS provider; the rest wait for the next run`
      console.warn(`alert job: ${reason}`)
      await finishJob(ctx.db, job, 'failed', Math.floor(ctx.clock()), reason)
      return 'failed'
    }
    if (claimed > 0) pollMs = POLL_MS.first
    const cells = await cellsJobsState(ctx.db, Math.floor(ctx.clock()))
    if (cells.held === 0) {
      if (cells.claimable === 0) {
        await finishJob(ctx.db, job, 'done', Math.floor(ctx.clock()))
        return 'done'
      }
      // Cells jobs wait and no other worker is deciding: this worker decides them first.
      await releaseJob(ctx.db, job)
      return 'released'
    }
    await ctx.sleep(pollMs)
    pollMs = Math.min(POLL_MS.max, pollMs * 2)
  }
}
