import webPush from 'web-push'
import { removePushSubscriptions, takePendingPushes, type PendingPush } from '../data/push-subscriptions'
import type { Queryable } from '../data/transaction'
import { vapidDetails } from './vapid'

/** How long a push service may take to answer one push, milliseconds. */
const PUSH_TIMEOUT_MS = 10_000
/** Pushes in flight at once: push services answer in ~100 ms and are not paced like SMS. */
const PUSH_CONCURRENCY = 8
/** A push decided longer ago than this is dropped: "Poor now" an hour late says something stale. */
export const PUSH_STALE_SECONDS = 1800
/** How long a push service keeps a push for a device that is offline (the Web Push TTL), seconds. */
export const PUSH_TTL_SECONDS = 3600

export interface PushOutcome {
  sent: number
  /** Subscriptions the push service said are gone (404, 410): removed. */
  gone: number
  failed: number
  stale: number
}

/**
 * Sends the pending pushes of these subscriptions (decision 265): each encrypted per RFC 8291
 * (aes128gcm) and signed with the VAPID key by `web-push`, POSTed with a timeout. A 404 or 410
 * removes the subscription; any other failure is logged and the push dropped (at most once).
 * `now` in unix s.
 */
export async function sendPendingPushes(db: Queryable, ids: readonly string[], now: number, signal?: AbortSignal): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, gone: 0, failed: 0, stale: 0 }
  const pending = await takePendingPushes(db, ids)
  if (pending.length === 0) return outcome
  const vapid = vapidDetails()
  const gone: string[] = []
  let next = 0
  const worker = async () => {
    while (next < pending.length) {
      const push = pending[next++]
      if (!push) break
      if (now - push.decidedAt > PUSH_STALE_SECONDS) {
        outcome.stale++
        continue
      }
      const status = await deliver(push, vapid, signal)
      if (status >= 200 && status < 300) outcome.sent++
      else if (status === 404 || status === 410) gone.push(push.id)
      else {
        outcome.failed++
        console.warn(`push: the push service answered ${status === 0 ? 'nothing' : status} for subscription ${push.id}`)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, pending.length) }, worker))
  await removePushSubscriptions(db, gone)
  outcome.gone = gone.length
  return outcome
}

/** One push: the status the push service answered, 0 when it did not answer in time. */
async function deliver(push: PendingPush, vapid: ReturnType<typeof vapidDetails>, signal?: AbortSignal): Promise<number> {
  const request = webPush.generateRequestDetails({ endpoint: push.endpoint, keys: push.keys }, JSON.stringify(push.payload), {
    vapidDetails: vapid,
    TTL: PUSH_TTL_SECONDS,
    urgency: 'high',
    topic: undefined,
    contentEncoding: 'aes128gcm',
  })
  const timeout = AbortSignal.timeout(PUSH_TIMEOUT_MS)
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers,
      body: new Uint8Array(request.body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'error',
    })
    await res.body?.cancel()
    return res.status
  } catch (error) {
    signal?.throwIfAborted()
    console.warn(`push: no answer for subscription ${push.id}: ${error instanceof Error ? error.message : String(error)}`)
    return 0
  }
}
