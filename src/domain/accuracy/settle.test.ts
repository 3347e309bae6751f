import { describe, expect, it } from 'vitest'
import type { Threshold } from '../contracts/alerts'
import { scoreDay, type MeasuredHour } from './settle'
import type { Warning } from './warnings'

const HOUR = 3600
const DAY = Date.UTC(2026, 10, 10) / 1000
const at = (h: number, m = 0) => DAY + h * HOUR + m * 60
const PM = { kind: 'pm25', value: 55.5 } as const satisfies Threshold

/** Measured PM2.5 from the day before to the end of the day after: 20 µg/m³, except these hours of the day. */
function measured(over: Record<number, number>, missing: number[] = []): MeasuredHour[] {
  const hours: MeasuredHour[] = []
  for (let h = -24; h < 48; h += 1) {
    if (missing.includes(h)) continue
    hours.push({ dt: at(h), pm2_5: over[h] ?? 20 })
  }
  return hours
}
const none: Warning[] = []

describe('scoreDay', () => {
  it('scores hit, late and missed against the same measured episodes for each forecaster', () => {
    // Episodes: 06:00-08:00 and 15:00.
    const air = measured({ 6: 80, 7: 80, 15: 70 })
    const scores = scoreDay(air, PM, DAY, {
      job: [{ at: at(3, 50), onset: at(6) }, { at: at(14), onset: at(15) }],
      model: [{ at: at(5), onset: at(7) }],
      persistence: none,
    })
    const job = scores.find((s) => s.forecaster === 'job')
    expect(job?.outcomes.map((o) => [o.outcome, o.leadSeconds])).toEqual([['hit', 130 * 60], ['late', HOUR]])
    expect(scores.find((s) => s.forecaster === 'model')?.outcomes.map((o) => o.outcome)).toEqual(['late', 'missed'])
    expect(scores.find((s) => s.forecaster === 'persistence')?.outcomes.map((o) => o.outcome)).toEqual(['missed', 'missed'])
  })

  it('judges only the day’s warnings, false when no episode is within 3 h of the onset named', () => {
    const air = measured({ 12: 80 })
    const [job] = scoreDay(air, PM, DAY, {
      job: [{ at: at(-2), onset: at(0) }, { at: at(9, 45), onset: at(12) }, { at: at(20), onset: at(22) }, { at: at(30), onset: at(32) }],
      model: none,
      persistence: none,
    })
    expect(job?.warnings).toEqual([
      { at: at(9, 45), onset: at(12), falseAlarm: false },
      { at: at(20), onset: at(22), falseAlarm: true },
    ])
  })

  it('leaves out an episode whose 3 hours before were not measured, but its warning is no false alarm', () => {
    const air = measured({ 5: 90 }, [3])
    const [job] = scoreDay(air, PM, DAY, { job: [{ at: at(2, 45), onset: at(5) }], model: none, persistence: none })
    expect(job?.outcomes).toEqual([])
    expect(job?.warnings).toEqual([{ at: at(2, 45), onset: at(5), falseAlarm: false }])
  })

  it('counts an episode in the day of its onset only, and reads negative values as 0', () => {
    // Under way since 22:00 the day before: not this day's. 01:00 to 03:00 negative (noise): below.
    const air = measured({ [-2]: 80, [-1]: 80, 0: 80, 1: -3, 2: -3, 3: -3, 20: 60 })
    const [job] = scoreDay(air, PM, DAY, { job: none, model: none, persistence: none })
    expect(job?.outcomes.map((o) => o.episode)).toEqual([{ onset: at(20), end: at(21) }])
  })
})
