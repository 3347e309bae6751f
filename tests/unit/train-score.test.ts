import { describe, expect, it } from 'vitest'
import { scoreWarnings } from '../../scripts/train/score'

const HOUR = 3600
const T = 55.5
/** Hourly PM2.5 from hour 0: 20 µg/m³ except the hours given over T. */
const series = (length: number, over: readonly number[]) =>
  Array.from({ length }, (_, k) => ({ time: k * HOUR, value: over.includes(k) ? 80 : 20 }))

describe('scoreWarnings (issue 23 terms, decision 291)', () => {
  // One-hour spike at hour 20 (end 21 h), another episode at hour 40.
  const hours = series(60, [20, 40])
  /** "Poor now" texts: each names the hour it was sent in. */
  const reports = (at: number[]) => at.map((t) => ({ at: t, onset: Math.floor(t / HOUR) * HOUR }))
  /** Outlook texts naming the hour 4 h on. */
  const outlooks = (at: number[]) => at.map((t) => ({ at: t, onset: t + 4 * HOUR }))
  const score = (texts: { at: number; onset: number }[]) => scoreWarnings(hours, texts, T, 0, 60 * HOUR)

  it('counts a "Poor now" sent as the spike’s hour is reported as the episode’s, not a false alarm', () => {
    expect(score(reports([21 * HOUR]))).toMatchObject({ falseAlarms: 0, leadsSeconds: [-HOUR] })
    expect(score(reports([21 * HOUR + 59 * 60])).falseAlarms).toBe(0)
  })

  it('counts a prediction sent in that hour like any other: a false alarm with no onset within 12 h', () => {
    expect(score(outlooks([21 * HOUR + 30 * 60])).falseAlarms).toBe(1)
  })

  it('counts a text sent an hour or more after the last hour over, with no onset within 12 h, as a false alarm', () => {
    expect(score(reports([22 * HOUR])).falseAlarms).toBe(1)
  })

  it('warns the next episode by a prediction after the last one ended, never by the report of its last hour', () => {
    const hoursClose = series(40, [10, 17])
    // Episode 1 ends at 11 h; episode 2 (onset 17 h, 6 h under before it).
    const close = (texts: { at: number; onset: number }[]) => scoreWarnings(hoursClose, texts, T, 0, 40 * HOUR)
    expect(close(reports([11 * HOUR + 30 * 60]))).toMatchObject({ episodes: 2, warned: 0, falseAlarms: 0 })
    expect(close(outlooks([11 * HOUR + 30 * 60]))).toMatchObject({ episodes: 2, warned: 1, falseAlarms: 0 })
    expect(close(reports([12 * HOUR]))).toMatchObject({ episodes: 2, warned: 1, falseAlarms: 0 })
  })

  it('warns ≥ 2 h ahead only in [onset − 12 h, onset − 1 h 45]', () => {
    expect(score(outlooks([40 * HOUR - 12 * HOUR, 40 * HOUR - 105 * 60]))).toMatchObject({ warned: 1, falseAlarms: 0 })
    expect(score(outlooks([40 * HOUR - 100 * 60])).warned).toBe(0)
    expect(score(outlooks([40 * HOUR - 13 * HOUR])).falseAlarms).toBe(1)
  })
})
