import { describe, expect, it } from 'vitest'
import { expireStreak, nextMilestone, NO_CHECKS, recordCheck, STREAK_MILESTONES, type StreakState } from './streaks'

const MINUTE = 60
const HOUR = 3600
const T0 = Date.UTC(2026, 10, 21, 8) / 1000

/** One step on a fake clock: a check, or opening the app ("load"), at T0 + `at` seconds. */
type Step = { do: 'check' | 'load'; at: number; streak: number; total: number; milestone?: number | null }

/** Runs the steps from no checks, as the app would: each load expires, each check records. */
function run(steps: readonly Step[]) {
  let state: StreakState = NO_CHECKS
  return steps.map((step) => {
    const now = T0 + step.at
    if (step.do === 'load') {
      state = expireStreak(state, now)
      return { streak: state.streak, total: state.totalChecks, milestone: null }
    }
    const outcome = recordCheck(state, now)
    state = outcome.state
    return { streak: state.streak, total: state.totalChecks, milestone: outcome.milestone }
  })
}

const check = (at: number, streak: number, total: number, milestone: number | null = null): Step => ({
  do: 'check', at, streak, total, milestone,
})
const load = (at: number, streak: number, total: number): Step => ({ do: 'load', at, streak, total })

describe('streaks on a fake clock (docs/product.md §States, §Limits)', () => {
  const table: Array<[string, Step[]]> = [
    ['the first check sets the streak to 1', [check(0, 1, 1)]],
    ['a check more than 1 h later raises it', [check(0, 1, 1), check(HOUR + 1, 2, 2)]],
    ['a check exactly 1 h later does not', [check(0, 1, 1), check(HOUR, 1, 2)]],
    ['a check within the hour only adds to the total', [check(0, 1, 1), check(30 * MINUTE, 1, 2), check(59 * MINUTE, 1, 3)]],
    // The hour counts from the last check, whether or not that one raised the streak.
    ['checks every 50 min never raise it', [check(0, 1, 1), check(50 * MINUTE, 1, 2), check(100 * MINUTE, 1, 3)]],
    ['opening the app 47 h later keeps it', [check(0, 1, 1), check(2 * HOUR, 2, 2), load(49 * HOUR, 2, 2)]],
    ['opening the app exactly 48 h later keeps it', [check(0, 1, 1), load(48 * HOUR, 1, 1)]],
    ['opening the app more than 48 h later resets it to 0', [check(0, 1, 1), check(2 * HOUR, 2, 2), load(50 * HOUR + 1, 0, 2)]],
    ['after a reset the next check starts again at 1', [check(0, 1, 1), load(49 * HOUR, 0, 1), check(49 * HOUR + 5, 1, 2)]],
    // The page stayed open through the gap: the check still starts a new streak.
    ['a check after a 48 h gap without a reload starts at 1', [check(0, 1, 1), check(HOUR + 1, 2, 2), check(60 * HOUR, 1, 3)]],
    ['a clock set back never raises it', [check(10 * HOUR, 1, 1), check(5 * HOUR, 1, 2), check(6 * HOUR + 1, 2, 3)]],
    ['loading before any check changes nothing', [load(0, 0, 0), load(100 * HOUR, 0, 0)]],
    [
      'milestones at 3 and 7, once each',
      [
        check(0, 1, 1), check(2 * HOUR, 2, 2), check(4 * HOUR, 3, 3, 3), check(4 * HOUR + 10, 3, 4),
        check(6 * HOUR, 4, 5), check(8 * HOUR, 5, 6), check(10 * HOUR, 6, 7), check(12 * HOUR, 7, 8, 7),
      ],
    ],
  ]

  it.each(table)('%s', (_name, steps) => {
    expect(run(steps)).toEqual(steps.map((s) => ({ streak: s.streak, total: s.total, milestone: s.milestone ?? null })))
  })

  it('reaches every milestone (3, 7, 14, 30) with checks 2 h apart', () => {
    const steps = Array.from({ length: 31 }, (_, i) => check(i * 2 * HOUR, i + 1, i + 1))
    const reached = run(steps).flatMap((r) => (r.milestone === null ? [] : [r.milestone]))
    expect(reached).toEqual([...STREAK_MILESTONES])
  })

  it('a check always becomes the last check', () => {
    const { state } = recordCheck({ streak: 4, totalChecks: 9, lastCheckAt: T0 }, T0 + 10)
    expect(state).toEqual({ streak: 4, totalChecks: 10, lastCheckAt: T0 + 10 })
  })
})

describe('nextMilestone', () => {
  it.each([
    [0, 3],
    [2, 3],
    [3, 7],
    [13, 14],
    [29, 30],
    [30, null],
    [45, null],
  ])('after %i → %s', (streak, next) => expect(nextMilestone(streak)).toBe(next))
})
