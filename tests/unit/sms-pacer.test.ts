import { describe, expect, it } from 'vitest'
import { createPacer, MAX_SENDERS, sendersFor } from '../../netlify/server/alerts/sms-pacer'

/** A clock that only moves when the pacer sleeps, and the sleeps it was asked for. */
function fakeTime() {
  let now = 1000
  const sleeps: number[] = []
  return {
    nowMs: () => now,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      now += ms
    },
    sleeps,
    advance: (ms: number) => (now += ms),
    elapsed: () => now - 1000,
  }
}

describe('createPacer', () => {
  it('spaces texts at the sender’s rate: 10 texts at 1 a second take 9 seconds', async () => {
    const time = fakeTime()
    const pacer = createPacer(1, time.sleep, time.nowMs)
    for (let i = 0; i < 10; i++) await pacer.next()
    expect(time.elapsed()).toBe(9000)
    expect(time.sleeps).toEqual(Array(9).fill(1000))
  })

  it('does not make up for time already spent sending (a slow provider call counts toward the gap)', async () => {
    const time = fakeTime()
    const pacer = createPacer(4, time.sleep, time.nowMs)
    await pacer.next()
    time.advance(100) // the first call took 100 ms
    await pacer.next()
    expect(time.sleeps).toEqual([150])
  })

  it('never lets a burst out after an idle pause', async () => {
    const time = fakeTime()
    const pacer = createPacer(2, time.sleep, time.nowMs)
    await pacer.next()
    time.advance(10_000)
    await pacer.next()
    await pacer.next()
    expect(time.sleeps).toEqual([500])
  })

  it('an unpaced sender (the outbox) never waits', async () => {
    const time = fakeTime()
    const pacer = createPacer(Infinity, time.sleep, time.nowMs)
    for (let i = 0; i < 5; i++) await pacer.next()
    expect(time.sleeps).toEqual([])
  })

  it('senders asking at once share the one pace, in the order they asked (decision 233)', async () => {
    const time = fakeTime()
    const pacer = createPacer(4, time.sleep, time.nowMs)
    const order: [number, number][] = []
    await Promise.all(Array.from({ length: 8 }, (_, i) => pacer.next().then(() => order.push([i, time.elapsed()]))))
    expect(order.map(([i]) => i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(order.map(([, at]) => at)).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750])
  })

  it('never lets more than the rate go within any second, even when its timers fire early', async () => {
    let now = 0
    const granted: number[] = []
    // A timer that fires 40% early: the pacer checks the clock again and waits the rest.
    const early = async (ms: number) => {
      now += ms * 0.6
    }
    const pacer = createPacer(10, early, () => now)
    await Promise.all(Array.from({ length: 50 }, () => pacer.next().then(() => granted.push(now))))
    for (let i = 10; i < granted.length; i++) expect((granted[i] ?? 0) - (granted[i - 10] ?? 0)).toBeGreaterThanOrEqual(1000)
  })
})

describe('sendersFor', () => {
  it('one sender for a long code at 1 a second; enough for a Messaging Service at 100; the configured number when set', () => {
    expect(sendersFor(1)).toBe(1)
    expect(sendersFor(3)).toBe(2)
    expect(sendersFor(100)).toBe(50)
    expect(sendersFor(1000)).toBe(MAX_SENDERS)
    expect(sendersFor(Infinity)).toBe(1)
    expect(sendersFor(100, 8)).toBe(8)
  })
})
