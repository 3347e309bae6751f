import { NO_CHECKS, recordCheck, STREAK_MILESTONES } from '../streaks/streaks'
import type { WeeklyReport } from './weekly-report'

/** docs/product.md §Data "Achievement": name, description, earned. */
export interface Achievement {
  name: string
  description: string
  earned: boolean
}

/** A clean-air week needs at least this many days with readings, so one good day is not a week. */
export const CLEAN_WEEK_MIN_DAYS = 3

/**
 * The longest streak the kept check times (unix s, any order) add up to, replayed with the
 * streak rules of streaks.ts.
 */
export function longestStreak(checkTimes: readonly number[]): number {
  let state = NO_CHECKS
  let longest = 0
  for (const at of [...checkTimes].sort((a, b) => a - b)) {
    state = recordCheck(state, at).state
    longest = Math.max(longest, state.streak)
  }
  return longest
}

export interface AchievementsInput {
  report: WeeklyReport
  totalChecks: number
  /** The stored current streak. */
  streak: number
  /** The kept check times (unix s). */
  checkTimes: readonly number[]
}

/** Every achievement, earned or not, from the device's real checks and readings only. */
export function weeklyAchievements({ report, totalChecks, streak, checkTimes }: AchievementsInput): Achievement[] {
  const bestStreak = Math.max(streak, longestStreak(checkTimes))
  return [
    { name: 'First Check', description: 'Checked your air with Check My Air', earned: totalChecks >= 1 },
    ...STREAK_MILESTONES.map((milestone) => ({
      name: `${milestone}-Check Streak`,
      description: `${milestone} checks in a row, each more than an hour after the last and none 48 hours apart`,
      earned: bestStreak >= milestone,
    })),
    {
      name: 'Full Week',
      description: 'Readings on all 7 days of this week',
      earned: report.daysWithReadings === 7,
    },
    {
      name: 'Clean Air Week',
      description: `Good air on every day with readings this week, at least ${CLEAN_WEEK_MIN_DAYS} days`,
      earned: report.daysWithReadings >= CLEAN_WEEK_MIN_DAYS && report.goodDays === report.daysWithReadings,
    },
  ]
}
