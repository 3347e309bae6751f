import { cellsJobsState, finishJob, releaseJob, renewJob, type AlertJob } from '../data/alert-jobs'
import { claimAlertsToSend, giveUpUntimelyAlerts, markFailed, markSent, releaseAlerts, CLAIM_SECONDS, type ClaimedAlert } from '../data/alert-records'
import type { Queryable } from '../data/transaction'
import type { SmsError, SmsPurpose, SmsReceipt, SmsSender } from '../providers/sms/types'
import type { Result } from '../result'
import type { WorkContext } from './cycle-context'
import { JOB_LEASE_SECONDS } from './work-cells'
import { createPacer } from './sms-pacer'

/** Texts claimed at once; each is held CLAIM_SECONDS plus the time the chunk takes at the pace. */
const CHUNK = 50
/**
 * Consecutive `unavailable` failures (no answer, timeouts) after which the sender stops for
 * this run: an outage then costs N timeouts, not one per text. The rest stays recorded and
 * the next run's sender sends it. Refusals (`rejected`) are about one message, not the provider.
 */
export const CIRCUIT_FAILURES = 3
/** How often an idle sender looks for texts while shards are still deciding: from 250 ms, doubling to 2 s. */
const POLL_MS = { first: 250, max: 2000 }

/**
 * Step 4b — sending: the send job. Claims recorded texts in chunks, oldest first, sends
 * each at the sender's pace and records the outcome at once (one statement per text, so a
 * crash can repeat at most the one text the provider accepted unrecorded). While other
 * workers decide, it waits for their texts; when cells jobs wait and no worker holds one, it
 * hands the job back so its worker decides them; it finishes when nothing is left to decide
 * or send, and hands back when its time is up.
 */
export async function sendAlertsJob(job: AlertJob, ctx: WorkContext): Promise<'done' | 'released' | 'failed'> {
  const pacer = createPacer(ctx.sendsPerSecond, ctx.sleep)
  const leaseSeconds = CLAIM_SECONDS + (Number.isFinite(ctx.sendsPerSecond) ? Math.ceil(CHUNK / ctx.sendsPerSecond) : 0)
  let unavailableInARow = 0
  const failedHere: string[] = []
  let pollMs = POLL_MS.first
  await giveUpUntimelyAlerts(ctx.db, Math.floor(ctx.clock()))
  for (;;) {
    ctx.signal?.throwIfAborted()
    if (ctx.timeUp()) {
      await releaseJob(ctx.db, job)
      return 'released'
    }
    const now = Math.floor(ctx.clock())
    if (!(await renewJob(ctx.db, job, now, JOB_LEASE_SECONDS))) return 'released'
    const chunk = await claimAlertsToSend(ctx.db, now, CHUNK, leaseSeconds, failedHere)
    if (chunk.length === 0) {
      const cells = await cellsJobsState(ctx.db, now)
      if (cells.held === 0) {
        if (cells.claimable === 0) {
          await finishJob(ctx.db, job, 'done', now)
          return 'done'
        }
        // Cells jobs wait and no other worker is deciding: this worker decides them first.
        await releaseJob(ctx.db, job)
        return 'released'
      }
      await ctx.sleep(pollMs)
      pollMs = Math.min(POLL_MS.max, pollMs * 2)
      continue
    }
    pollMs = POLL_MS.first
    for (const [i, alert] of chunk.entries()) {
      ctx.signal?.throwIfAborted()
      if (ctx.timeUp()) {
        await deferRest(ctx, chunk.slice(i))
        await releaseJob(ctx.db, job)
        return 'released'
      }
      await pacer.next()
      const sent = await deliverRecorded(ctx.sms, ctx.db, { ...alert, purpose: 'alert' }, Math.floor(ctx.clock()))
      if (sent.ok) ctx.summary.sent++
      else {
        ctx.summary.failed++
        failedHere.push(alert.id)
      }
      unavailableInARow = !sent.ok && sent.error.kind === 'unavailable' ? unavailableInARow + 1 : 0
      if (unavailableInARow >= CIRCUIT_FAILURES) {
        await deferRest(ctx, chunk.slice(i + 1))
        const reason = `circuit open: ${CIRCUIT_FAILURES} texts in a row got no answer from the SMS provider; the rest wait for the next run`
        console.warn(`alert job: ${reason}`)
        await finishJob(ctx.db, job, 'failed', Math.floor(ctx.clock()), reason)
        return 'failed'
      }
    }
  }
}

async function deferRest(ctx: WorkContext, rest: readonly ClaimedAlert[]): Promise<void> {
  await releaseAlerts(ctx.db, rest.map((a) => a.id))
  ctx.summary.deferred += rest.length
}

/**
 * Sends a recorded text and records the outcome: sent (with Twilio's SID, or the outbox
 * id) or failed. An adapter that throws counts as `unavailable`, so the text is retried.
 */
export async function deliverRecorded(
  sms: SmsSender,
  db: Queryable,
  alert: { id: string; to: string; body: string; purpose: SmsPurpose },
  now: number,
): Promise<Result<SmsReceipt, SmsError>> {
  let sent: Result<SmsReceipt, SmsError>
  try {
    sent = await sms.send({ to: alert.to, body: alert.body, purpose: alert.purpose })
  } catch (error) {
    sent = { ok: false, error: { kind: 'unavailable', message: error instanceof Error ? error.message : String(error) } }
  }
  if (!sent.ok) await markFailed(db, alert.id, sent.error.message)
  else await markSent(db, alert.id, sent.value.delivery === 'sms' ? sent.value.providerId : `outbox:${sent.value.outboxId}`, now)
  return sent
}
