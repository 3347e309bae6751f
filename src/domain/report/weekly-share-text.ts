import type { Translate } from '../i18n/locales'
import type { WeeklyReport } from './weekly-report'

const SHARE_MESSAGES = {
  real: /*i18n*/ {
    id: 'report.share',
    message:
      '{days, plural, one {My air this week in {place}: {score}% score, good air on {good} of # day with readings. Checked with AirAhead.} other {My air this week in {place}: {score}% score, good air on {good} of # days with readings. Checked with AirAhead.}}',
    comment: '{place}: the place\'s name; {score}: the week\'s score in percent; {good}: days of good air; {days}: days with readings',
  },
  simulated: /*i18n*/ {
    id: 'report.share.simulated',
    message:
      '{days, plural, one {My air this week in {place}: {score}% score, good air on {good} of # day with readings (simulated data). Checked with AirAhead.} other {My air this week in {place}: {score}% score, good air on {good} of # days with readings (simulated data). Checked with AirAhead.}}',
    comment: '{place}: the place\'s name; {score}: the week\'s score in percent; {good}: days of good air; {days}: days with readings',
  },
} as const

/**
 * What a person shares about the week: the place, the score and the days it rests on, and
 * "simulated data" when any reading was simulated, in the reader's words with `t` (decision
 * 284). Null before the week's first reading.
 */
export function weeklyShareText(placeName: string, report: WeeklyReport, simulated: boolean, t: Translate): string | null {
  if (report.scorePercent === null) return null
  const values = { place: placeName, score: report.scorePercent, good: report.goodDays, days: report.daysWithReadings }
  return t({ ...(simulated ? SHARE_MESSAGES.simulated : SHARE_MESSAGES.real), values })
}
