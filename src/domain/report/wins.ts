import { levelFor } from '../aqi/levels'
import type { UtcOffsetAt } from '../time/utc-offset'
import { localDay, weekdayName, type DayRange } from './local-days'
import type { WeeklyReport } from './weekly-report'

export interface WinsInput {
  report: WeeklyReport
  /** Days of this week on which Check My Air was pressed. */
  checkDays: number
  /** The current check streak. */
  streak: number
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * The week's wins, each a true sentence about the device's readings and checks; an empty list
 * when nothing went well yet (the page says so rather than inventing one).
 */
export function weeklyWins({ report, checkDays, streak }: WinsInput): string[] {
  const wins: string[] = []
  const { days, goodDays, daysWithReadings } = report
  if (goodDays > 0) wins.push(`Good air on ${goodDays} of ${plural(daysWithReadings, 'day', 'days')} with readings`)
  if (daysWithReadings > 0 && days.every((d) => d.worstLevel <= 3)) {
    wins.push('No Poor or Very Poor readings this week')
  }
  const first = days[0]
  const last = days.at(-1)
  if (first && last && first !== last && last.meanLevel < first.meanLevel) {
    wins.push(
      `The air got cleaner: from ${levelFor(Math.round(first.meanLevel)).name} on ${weekdayName(first.day)} ` +
        `to ${levelFor(Math.round(last.meanLevel)).name} on ${weekdayName(last.day)}, on average`,
    )
  }
  if (checkDays > 0) wins.push(`You checked your air on ${plural(checkDays, 'day', 'days')} this week`)
  if (streak >= 2) wins.push(`A ${streak}-check streak and counting`)
  return wins
}

/** How many local days of a range have at least one check (check times in unix s). */
export function daysWithChecks(checkTimes: readonly number[], range: DayRange, utcOffsetAt: UtcOffsetAt): number {
  const days = new Set(checkTimes.map((at) => localDay(at, utcOffsetAt)))
  return [...days].filter((day) => day >= range.firstDay && day <= range.lastDay).length
}
