/** Waits `ms` milliseconds (tests pass their own). */
export type Sleep = (ms: number) => Promise<void>

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * How long a Twilio Messages call is taken to last when the number of senders is derived
 * from the rate (decision 233): senders = rate × this, so the senders in flight keep up.
 */
const ASSUMED_SEND_SECONDS = 0.5
/** Senders in flight at most: beyond this the database pool, not Twilio, is the limit. */
export const MAX_SENDERS = 64

/**
 * Texts in flight at once for a pace (decision 233): the configured number, else enough to
 * keep up with `perSecond` when each call takes about half a second: 1 at 1 a second (a long
 * code, as before), 50 at 100 a second (a Messaging Service or a short code). Unpaced: 1.
 */
export function sendersFor(perSecond: number, configured?: number): number {
  if (configured !== undefined) return Math.max(1, Math.min(MAX_SENDERS, Math.floor(configured)))
  if (!Number.isFinite(perSecond)) return 1
  return Math.max(1, Math.min(MAX_SENDERS, Math.ceil(perSecond * ASSUMED_SEND_SECONDS)))
}

/**
 * One pace shared by every sender of a send job (decisions 126, 233). Twilio queues what a
 * sender cannot send yet and fails what waited too long; a paced job keeps that queue, and the
 * lateness of every alert in it, near zero. Callers are served first come, first served, so
 * texts start in the order they asked (warnings before all-clears, decision 200). Two rules:
 * - slots `1/perSecond` apart, each from the later of the call and the previous slot (no burst
 *   after a pause, and a late timer does not slow the pace down);
 * - never more than n = max(1, ⌊perSecond⌋) texts within any n/perSecond seconds, measured on
 *   `nowMs` when each text is let go: the hard limit, whatever the timers do.
 * Infinity: no spacing (the outbox).
 */
export function createPacer(perSecond: number, wait: Sleep = sleep, nowMs: () => number = () => performance.now()) {
  const paced = Number.isFinite(perSecond) && perSecond > 0
  const gapMs = paced ? 1000 / perSecond : 0
  const n = paced ? Math.max(1, Math.floor(perSecond)) : 1
  const windowMs = n * gapMs
  /** When the last n texts were let go, oldest first. */
  const granted: number[] = []
  let lastSlot = -Infinity
  let turns: Promise<void> = Promise.resolve()
  return {
    /** Resolves when the next text may go. */
    next(): Promise<void> {
      if (!paced) return Promise.resolve()
      const slot = Math.max(nowMs(), lastSlot + gapMs)
      lastSlot = slot
      const turn = turns.then(async () => {
        const oldest = granted.length === n ? (granted[0] ?? -Infinity) : -Infinity
        const at = Math.max(slot, oldest + windowMs)
        for (let now = nowMs(); now < at; now = nowMs()) await wait(at - now)
        granted.push(nowMs())
        if (granted.length > n) granted.shift()
      })
      turns = turn.catch(() => undefined)
      return turn
    },
  }
}
