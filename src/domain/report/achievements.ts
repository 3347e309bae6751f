import { NO_CHECKS, recordCheck, STREAK_MILESTONES } from '../streaks/streaks'
import type { WeeklyReport } from './weekly-report'
import type { MessageDescriptor, Translate } from '../i18n/locales'

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

/** Every achievement, earned or not, from the device's real checks and readings only; in the reader's words with `t`. */
/** The achievements' names and what earns them (decision 284). */
const ACHIEVEMENT_MESSAGES = {
  firstCheck: /*i18n*/ { id: 'achievement.firstCheck', message: 'First Check' },
  firstCheckWhat: /*i18n*/ { id: 'achievement.firstCheck.what', message: 'Checked your air with Check My Air' },
  streak: /*i18n*/ { id: 'achievement.streak', message: '{milestone}-Check Streak' },
  streakWhat: /*i18n*/ { id: 'achievement.streak.what', message: '{milestone} checks in a row, each more than an hour after the last and none 48 hours apart' },
  fullWeek: /*i18n*/ { id: 'achievement.fullWeek', message: 'Full Week' },
  fullWeekWhat: /*i18n*/ { id: 'achievement.fullWeek.what', message: 'Readings on all 7 days of this week' },
  cleanWeek: /*i18n*/ { id: 'achievement.cleanWeek', message: 'Clean Air Week' },
  cleanWeekWhat: /*i18n*/ { id: 'achievement.cleanWeek.what', message: 'Good air on every day with readings this week, at least {days} days' },
} as const satisfies Record<string, MessageDescriptor>

export function weeklyAchievements({ report, totalChecks, streak, checkTimes }: AchievementsInput, t: Translate): Achievement[] {
  const bestStreak = Math.max(streak, longestStreak(checkTimes))
  return [
    { name: t(ACHIEVEMENT_MESSAGES.firstCheck), description: t(ACHIEVEMENT_MESSAGES.firstCheckWhat), earned: totalChecks >= 1 },
    ...STREAK_MILESTONES.map((milestone) => ({
      name: t({ ...ACHIEVEMENT_MESSAGES.streak, values: { milestone } }),
      description: t({ ...ACHIEVEMENT_MESSAGES.streakWhat, values: { milestone } }),
      earned: bestStreak >= milestone,
    })),
    {
      name: t(ACHIEVEMENT_MESSAGES.fullWeek),
      description: t(ACHIEVEMENT_MESSAGES.fullWeekWhat),
      earned: report.daysWithReadings === 7,
    },
    {
      name: t(ACHIEVEMENT_MESSAGES.cleanWeek),
      description: t({ ...ACHIEVEMENT_MESSAGES.cleanWeekWhat, values: { days: CLEAN_WEEK_MIN_DAYS } }),
      earned: report.daysWithReadings >= CLEAN_WEEK_MIN_DAYS && report.goodDays === report.daysWithReadings,
    },
  ]
}
