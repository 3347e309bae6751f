import { describe, expect, it } from 'vitest'
import { episodeOfWarning, scoreWarnings } from './warnings'

const HOUR = 3600
const e1 = { onset: 10 * HOUR, end: 13 * HOUR }
const e2 = { onset: 30 * HOUR, end: 31 * HOUR }

describe('episodeOfWarning', () => {
  it.each<[string, { at: number; onset: number }, typeof e1 | null]>([
    ['under way when given', { at: 11 * HOUR, onset: 40 * HOUR }, e1],
    ['before, onset named 3 h early', { at: 6 * HOUR, onset: 7 * HOUR }, e1],
    ['before, onset named 3 h 1 s late', { at: 6 * HOUR, onset: 13 * HOUR + 1 }, null],
    ['as its last hour is reported (a "Poor now" on it)', { at: 13 * HOUR, onset: 13 * HOUR }, e1],
    ['in the hour its last hour is reported, naming the hour under way', { at: 14 * HOUR - 1, onset: 13 * HOUR }, e1],
    ['in that hour, predicting a later one (no report of it)', { at: 13 * HOUR + 1, onset: 17 * HOUR }, null],
    ['after that hour', { at: 14 * HOUR, onset: 14 * HOUR }, null],
  ])('%s', (_, warning, expected) => {
    expect(episodeOfWarning(warning, [e1, e2])).toBe(expected)
  })
})

describe('scoreWarnings', () => {
  it('takes each episode’s first warning for its lead; 2 h exactly is a hit', () => {
    const score = scoreWarnings(
      [{ at: 9 * HOUR, onset: 10 * HOUR }, { at: 8 * HOUR, onset: 10 * HOUR }, { at: 28 * HOUR, onset: 30 * HOUR }, { at: 50 * HOUR, onset: 51 * HOUR }],
      [e1, e2],
      [e1, e2],
    )
    expect(score.outcomes.map((o) => [o.outcome, o.leadSeconds])).toEqual([['hit', 2 * HOUR], ['hit', 2 * HOUR]])
    expect(score.perEpisode).toEqual([2, 1])
    expect(score.falseAlarms).toEqual([{ at: 50 * HOUR, onset: 51 * HOUR }])
  })
})
