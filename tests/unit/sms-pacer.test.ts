import { describe, expect, it } from 'vitest'
import { createPacer } from '../../netlify/server/alerts/sms-pacer'

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
})
