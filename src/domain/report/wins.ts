import { levelNameMessage } from '../aqi/levels'
import type { Translate } from '../i18n/locales'
import { dayName } from '../time/format'
import type { UtcOffsetAt } from '../time/utc-offset'
import { localDay, weekdayOf, type DayRange } from './local-days'
import type { WeeklyReport } from './weekly-report'

export interface WinsInput {
  report: WeeklyReport
  /** Days of this week on which Check My Air was pressed. */
  checkDays: number
  /** The current check streak. */
  streak: number
}

const WIN_MESSAGES = {
  goodDays: /*i18n*/ {
    id: 'report.win.goodDays',
    message: '{days, plural, one {Good air on {good} of # day with readings} other {Good air on {good} of # days with readings}}',
    comment: '{good}: days of good air; {days}: days with readings this week',
  },
  noPoor: /*i18n*/ { id: 'report.win.noPoor', message: 'No {poor} or {veryPoor} readings this week', comment: '{poor}, {veryPoor}: the level names Poor and Very Poor' },
  cleaner: /*i18n*/ {
    id: 'report.win.cleaner',
    message: 'The air got cleaner: from {from} on {fromDay} to {to} on {toDay}, on average',
    comment: '{from}, {to}: level names; {fromDay}, {toDay}: days of the week, e.g. Sunday',
  },
  checks: /*i18n*/ {
    id: 'report.win.checks',
    message: '{days, plural, one {You checked your air on # day this week} other {You checked your air on # days this week}}',
  },
  streak: /*i18n*/ { id: 'report.win.streak', message: 'A {streak}-check streak and counting', comment: '{streak}: consecutive days with a check, 2 or more' },
} as const

/**
 * The week's wins, each a true sentence about the device's readings and checks, in the
 * reader's words with `t` (decision 284); an empty list when nothing went well yet (the page
 * says so rather than inventing one).
 */
export function weeklyWins({ report, checkDays, streak }: WinsInput, t: Translate): string[] {
  const wins: string[] = []
  const { days, goodDays, daysWithReadings } = report
  const level = (mean: number) => t(levelNameMessage(Math.round(mean)))
  const day = (dayNumber: number) => dayName(weekdayOf(dayNumber), t)
  if (goodDays > 0) wins.push(t({ ...WIN_MESSAGES.goodDays, values: { good: goodDays, days: daysWithReadings } }))
  if (daysWithReadings > 0 && days.every((d) => d.worstLevel <= 3)) {
    wins.push(t({ ...WIN_MESSAGES.noPoor, values: { poor: t(levelNameMessage(4)), veryPoor: t(levelNameMessage(5)) } }))
  }
  const first = days[0]
  const last = days.at(-1)
  if (first && last && first !== last && last.meanLevel < first.meanLevel) {
    wins.push(t({ ...WIN_MESSAGES.cleaner, values: { from: level(first.meanLevel), fromDay: day(first.day), to: level(last.meanLevel), toDay: day(last.day) } }))
  }
  if (checkDays > 0) wins.push(t({ ...WIN_MESSAGES.checks, values: { days: checkDays } }))
  if (streak >= 2) wins.push(t({ ...WIN_MESSAGES.streak, values: { streak } }))
  return wins
}

/** How many local days of a range have at least one check (check times in unix s). */
export function daysWithChecks(checkTimes: readonly number[], range: DayRange, utcOffsetAt: UtcOffsetAt): number {
  const days = new Set(checkTimes.map((at) => localDay(at, utcOffsetAt)))
  return [...days].filter((day) => day >= range.firstDay && day <= range.lastDay).length
}
