import { describe, expect, it } from 'vitest'
import { median, NEAR_GATE_MARGIN, runsWanted } from '../../scripts/lighthouse-runs.mjs'

const CI = { runs: 3, nearGateRuns: 9 }

describe('how many performance runs a route gets', () => {
  it('takes the middle score', () => {
    expect(median([0.99, 0.9, 0.95])).toBe(0.95)
    expect(median([1, 0.97, 0.96, 0.98, 0.5])).toBe(0.97)
  })

  it('makes --runs runs before it decides', () => {
    expect(runsWanted([], 0.95, CI)).toBe(3)
    expect(runsWanted([0.95, 0.95], 0.95, CI)).toBe(3)
  })

  it('stops at --runs when the median is 0.03 or more from the gate, either side', () => {
    expect(NEAR_GATE_MARGIN).toBe(0.03)
    expect(runsWanted([1, 0.98, 0.99], 0.95, CI)).toBe(3)
    expect(runsWanted([0.92, 0.8, 0.93], 0.95, CI)).toBe(3)
    expect(runsWanted([0.93, 0.99, 0.91], 0.9, CI)).toBe(3)
  })

  it('goes on to --near-gate-runs when the median is closer to the gate than 0.03', () => {
    expect(runsWanted([0.97, 0.99, 0.96], 0.95, CI)).toBe(9)
    expect(runsWanted([0.93, 0.94, 0.99], 0.95, CI)).toBe(9)
    expect(runsWanted([0.95, 0.95, 0.95], 0.95, CI)).toBe(9)
    expect(runsWanted([0.92, 0.88, 0.9], 0.9, CI)).toBe(9)
    // Once extended, it stays extended even if the later runs move the median away.
    expect(runsWanted([0.97, 0.99, 0.96, 1, 1], 0.95, CI)).toBe(9)
  })

  it('never asks for fewer runs than --runs', () => {
    expect(runsWanted([0.95, 0.95, 0.95, 0.95, 0.95], 0.95, { runs: 5, nearGateRuns: 3 })).toBe(5)
  })
})
