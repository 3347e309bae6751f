/**
 * Check streaks (docs/product.md §States "Check My Air", §Limits): a check raises the streak by 1 when the last
 * check was more than 1 hour ago (the first check sets it to 1), every check adds 1 to the
 * total, and a streak whose last check is more than 48 hours old is back at 0.
 * All times are unix seconds.
 */
export interface StreakState {
  streak: number
  totalChecks: number
  /** When the last check happened (unix s), or null before the first one. */
  lastCheckAt: number | null
}

export const NO_CHECKS: StreakState = { streak: 0, totalChecks: 0, lastCheckAt: null }

/** A check counts for the streak only when the previous one is more than this long ago. */
export const CHECK_INTERVAL_SECONDS = 60 * 60
/** A streak whose last check is more than this long ago has been broken. */
export const STREAK_RESET_SECONDS = 48 * 60 * 60
/** Streaks that earn an achievement notification. */
export const STREAK_MILESTONES = [3, 7, 14, 30] as const

export interface CheckOutcome {
  state: StreakState
  /** The check raised the streak (the last one was more than an hour ago, or no streak was running). */
  raised: boolean
  /** The milestone this check reached, if it reached one. */
  milestone: number | null
}

/**
 * The state as it stands at `nowSeconds`: the streak is 0 when the last check was more than
 * 48 hours ago (spec: "it resets to 0 on load"). Total checks and the last check time stay.
 */
export function expireStreak(state: StreakState, nowSeconds: number): StreakState {
  if (state.lastCheckAt === null || state.streak === 0) return state
  return nowSeconds - state.lastCheckAt > STREAK_RESET_SECONDS ? { ...state, streak: 0 } : state
}

/**
 * Records a check at `nowSeconds`. A broken streak is expired first, so a check after a
 * 48-hour gap starts again at 1 even when the page stayed open the whole time. With no streak
 * running (0), the check starts one: it is the "first check" that sets the streak to 1. A
 * clock that went backwards never raises a running streak; the check still becomes the last one.
 */
export function recordCheck(state: StreakState, nowSeconds: number): CheckOutcome {
  const current = expireStreak(state, nowSeconds)
  const raised =
    current.streak === 0 || current.lastCheckAt === null || nowSeconds - current.lastCheckAt > CHECK_INTERVAL_SECONDS
  const streak = raised ? current.streak + 1 : current.streak
  const reached = raised && (STREAK_MILESTONES as readonly number[]).includes(streak)
  return {
    state: { streak, totalChecks: current.totalChecks + 1, lastCheckAt: nowSeconds },
    raised,
    milestone: reached ? streak : null,
  }
}

/** The next milestone above `streak`, or null past the last one. */
export function nextMilestone(streak: number): number | null {
  return STREAK_MILESTONES.find((m) => m > streak) ?? null
}
