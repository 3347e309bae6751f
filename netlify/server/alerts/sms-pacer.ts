/** Waits `ms` milliseconds (tests pass their own). */
export type Sleep = (ms: number) => Promise<void>

export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Spaces texts to one SMS sender at `perSecond` (Infinity: no spacing). Twilio queues what
 * a sender cannot send yet — a US long code sends 1 segment a second, a short code 100 or
 * more — and fails what waited 10 hours (twilio.com/docs/api/errors/30001, 21611); a
 * paced sender keeps that queue, and the lateness of every alert in it, near zero.
 */
export function createPacer(perSecond: number, wait: Sleep = sleep, nowMs: () => number = () => performance.now()) {
  const gapMs = Number.isFinite(perSecond) && perSecond > 0 ? 1000 / perSecond : 0
  let nextAt = -Infinity
  return {
    /** Resolves when the next text may go. */
    async next(): Promise<void> {
      if (gapMs === 0) return
      const now = nowMs()
      if (now < nextAt) await wait(nextAt - now)
      nextAt = Math.max(now, nextAt) + gapMs
    },
  }
}
