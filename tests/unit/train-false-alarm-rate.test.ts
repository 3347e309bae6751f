import { describe, expect, it } from 'vitest'
import { falseAlarmRate } from '../../scripts/train/logo'
import type { WarningCounts } from '../../scripts/train/score'

/** Counts of a group with `falseAlarms` over `stationMonths`; the rest does not enter the rate. */
const group = (falseAlarms: number, stationMonths: number): WarningCounts => ({
  episodes: 0, warned: 0, warnedShort: 0, firstArrivals: 0, firstArrivalsWarned: 0, falseAlarms, advance: falseAlarms, stationMonths, leadsSeconds: [],
})

describe('the false-alarm rate an operating point is frozen on (decision 250)', () => {
  // A smoky group (45 station-months, 2 a month) beside a long quiet one (34, almost none).
  const groups = new Map([['smoke', group(90, 45)], ['quiet', group(1, 34)]])

  it('pooled: all station-months together, so the quiet months dilute the smoky ones', () => {
    expect(falseAlarmRate(groups, 'pooled', 0.5)).toBeCloseTo(91 / 79, 12)
  })

  it('groups: each group alike, each shrunk toward the budget by one station-month', () => {
    expect(falseAlarmRate(groups, 'groups', 0.5)).toBeCloseTo(((90 + 0.5) / 46 + (1 + 0.5) / 35) / 2, 12)
  })

  it('a group of a few weeks with one false alarm does not decide alone', () => {
    const tiny = new Map([['tiny', group(1, 0.8)]])
    expect(falseAlarmRate(tiny, 'groups', 0.5)).toBeCloseTo(1.5 / 1.8, 12)
    expect(falseAlarmRate(tiny, 'pooled', 0.5)).toBeCloseTo(1.25, 12)
  })

  it('no groups: no false alarms', () => {
    expect(falseAlarmRate(new Map(), 'groups', 0.5)).toBe(0)
  })
})
