import { renewJob, type AlertJob } from '../data/alert-jobs'
import { claimAlertsToSend, releaseAlerts, type ClaimedAlert } from '../data/alert-records'
import type { WorkContext } from './cycle-context'
import { deliverRecorded } from './deliver'
import type { createPacer } from './sms-pacer'
import { JOB_LEASE_SECONDS } from './work-cells'

/**
 * Consecutive `unavailable` failures (no answer, timeouts) after which the sender stops for
 * this run: an outage then costs a few timeouts (N, plus the texts already in flight), not
 * one per text. The rest stays recorded and the next run's sender sends it. Refusals
 * (`rejected`) are about one message, not the provider.
 */
export const CIRCUIT_FAILURES = 3

/** Why a run of the senders ended. */
export type RunEnd = 'nothing left' | 'time up' | 'lost job' | 'circuit open'

/** What a send job keeps across its runs. */
export interface SendRun {
  pacer: ReturnType<typeof createPacer>
  /** Texts claimed at once. */
  chunk: number
  /** How long a claimed text is held. */
  leaseSeconds: number
  /** Texts in flight at once. */
  senders: number
  /** Ids this job tried and failed: they wait for the next run's sender. */
  failedHere: string[]
  /** Consecutive `unavailable` results, in the order the answers came. */
  unavailableInARow: number
}

/**
 * `run.senders` senders in parallel (decision 233) send claimed texts until nothing is left to
 * claim, the worker's time is up, the job's lease is lost or the circuit opens. One claim at a
 * time fills a queue the senders take from in claim order, each then waiting for its turn at
 * the shared pace: texts start in the order claimAlertsToSend gives them (warnings before
 * all-clears, decision 200), never faster than the pace, and a row is claimed — atomically,
 * in PostgreSQL — by one sender only. Claimed texts left untried go back unclaimed.
 */
export async function sendWhileClaimable(job: AlertJob, ctx: WorkContext, run: SendRun): Promise<{ end: RunEnd; claimed: number }> {
  const queue: ClaimedAlert[] = []
  const state: { end: RunEnd | null; claimed: number; refill?: Promise<void> } = { end: null, claimed: 0 }
  const untried: ClaimedAlert[] = []

  async function claimMore(): Promise<void> {
    const now = Math.floor(ctx.clock())
    if (!(await renewJob(ctx.db, job, now, JOB_LEASE_SECONDS))) {
      state.end ??= 'lost job'
      return
    }
    const chunk = await claimAlertsToSend(ctx.db, now, run.chunk, run.leaseSeconds, run.failedHere)
    if (chunk.length === 0) state.end ??= 'nothing left'
    state.claimed += chunk.length
    queue.push(...chunk)
  }

  /** The next text and its turn at the pace, taken together so turns follow the claim order. */
  async function take(): Promise<{ alert: ClaimedAlert; turn: Promise<void> } | null> {
    for (;;) {
      ctx.signal?.throwIfAborted()
      if (state.end !== null && state.end !== 'nothing left') return null
      if (ctx.timeUp()) {
        state.end = 'time up'
        return null
      }
      const alert = queue.shift()
      if (alert) return { alert, turn: run.pacer.next() }
      if (state.end === 'nothing left') return null
      state.refill ??= claimMore().finally(() => (state.refill = undefined))
      await state.refill
    }
  }

  async function sender(): Promise<void> {
    for (let next = await take(); next; next = await take()) {
      await next.turn
      ctx.signal?.throwIfAborted()
      if (state.end === 'circuit open' || state.end === 'time up') {
        untried.push(next.alert)
        continue
      }
      const sent = await deliverRecorded(ctx.sms, ctx.db, { ...next.alert, purpose: 'alert' }, Math.floor(ctx.clock()))
      if (sent.ok) ctx.summary.sent++
      else {
        ctx.summary.failed++
        run.failedHere.push(next.alert.id)
      }
      run.unavailableInARow = !sent.ok && sent.error.kind === 'unavailable' ? run.unavailableInARow + 1 : 0
      if (run.unavailableInARow >= CIRCUIT_FAILURES) state.end = 'circuit open'
    }
  }

  const settled = await Promise.allSettled(Array.from({ length: run.senders }, sender))
  // A crash (abort) or an error: nothing is cleaned up; the claims' leases run out.
  const failure = settled.find((s) => s.status === 'rejected')
  if (failure) throw failure.reason
  const rest = [...untried, ...queue]
  if (rest.length > 0) {
    await releaseAlerts(ctx.db, rest.map((a) => a.id))
    ctx.summary.deferred += rest.length
  }
  return { end: state.end ?? 'nothing left', claimed: state.claimed }
}
