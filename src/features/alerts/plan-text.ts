import { msg } from '@lingui/core/macro'
import type { AlertPlan, Threshold } from '../../domain/contracts/alerts'
import { levelNameMessage } from '../../domain/aqi/levels'
import { describeThreshold } from '../../domain/alerts/threshold'
import { clock, localDate, localDaysBetween } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'
import { zoneLabel } from '../../domain/time/zone-label'
import { appTranslate, i18n } from '../../lib/i18n'

/** The job runs every 15 minutes (900 s): a text due now goes at its next run. */
const CYCLE_SECONDS = 900

export interface PlanClock {
  /** The member's zone (the answer's `timeZone`): the plan's times are read in it. */
  timeZone: string
  offsetAt: UtcOffsetAt
  /**
   * The offset of the other times on the same screen (the place's forecast hours); when it
   * differs from the member's at the plan's moment, the sentence names the member's zone.
   */
  screenOffsetAt: UtcOffsetAt
  style?: LocaleStyle
}

export { zoneLabel }

/** A threshold as its short name in a sentence: "Moderate", "US AQI 151", "PM2.5 55.5 µg/m³", "UK DAQI 7 (High)". */
export function thresholdName(threshold: Threshold): string {
  if (threshold.kind === 'level') return i18n._(levelNameMessage(threshold.value))
  return describeThreshold(threshold, (descriptor) => i18n._(descriptor))
}

/** "at ~9:45 PM", "tomorrow ~9:45 PM", "Saturday ~9:45 PM" (within the coming week). */
function comingTime(at: number, now: number, { offsetAt, style }: PlanClock): string {
  const time = `~${clock(at, offsetAt, style ?? EN_US_STYLE, appTranslate)}`
  const days = localDaysBetween(now, at, offsetAt)
  if (days <= 0) return i18n._(msg({ message: `at ${time}`, comment: 'When a text goes or went, today; {time} is a clock time such as ~9:45 PM' }))
  if (days === 1) return i18n._(msg({ message: `tomorrow ${time}`, comment: 'When a text will go; {time} is a clock time such as ~9:45 PM' }))
  const day = localDate(at, offsetAt, appTranslate).dayName
  // Another language words it around the two ("el sábado a las ~9:45 PM").
  // eslint-disable-next-line lingui/no-single-variables-to-translate
  return i18n._(msg({ message: `${day} ${time}`, comment: 'When a text will go, later this week: {day} is a weekday such as Saturday, {time} a clock time' }))
}

/** "at 8:02 PM", "yesterday at 8:02 PM", "on Friday at 8:02 PM". */
function pastTime(at: number, now: number, { offsetAt, style }: PlanClock): string {
  const time = clock(at, offsetAt, style ?? EN_US_STYLE, appTranslate)
  const days = localDaysBetween(at, now, offsetAt)
  if (days <= 0) return i18n._(msg({ message: `at ${time}`, comment: 'When a text goes or went, today; {time} is a clock time such as ~9:45 PM' }))
  if (days === 1) return i18n._(msg({ message: `yesterday at ${time}`, comment: 'When a text went; {time} is a clock time such as 8:02 PM' }))
  const day = localDate(at, offsetAt, appTranslate).dayName
  return i18n._(msg({ message: `on ${day} at ${time}`, comment: 'When a text went, earlier this week: {day} is a weekday such as Friday' }))
}

/** " (New York time)" when the screen's other times are on another clock at `at`, else "". */
function zoneNote(at: number, planClock: PlanClock): string {
  return planClock.offsetAt(at) === planClock.screenOffsetAt(at) ? '' : ` (${zoneLabel(planClock.timeZone, (descriptor) => i18n._(descriptor))})`
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)

/**
 * What the alert job will do about a watched place, as one sentence for its member (decision
 * 207): "We'll text you Saturday ~9:45 PM, before your quiet hours.", "Already texted at
 * 8:02 PM.", "No text expected: the forecast stays below Moderate.", or the job's own reason.
 * Times are on the member's clock (`planClock`), written the reader's way (decision 181).
 */
export function alertPlanText(plan: AlertPlan, nowSeconds: number, threshold: Threshold, planClock: PlanClock): string {
  switch (plan.status) {
    case 'will_text': {
      const at = seconds(plan.at)
      const again = plan.kind === 'escalation'
      if (at < nowSeconds + CYCLE_SECONDS) return again ? i18n._(msg`We'll text you again within 15 minutes.`) : i18n._(msg`We'll text you within 15 minutes.`)
      const when = comingTime(at, nowSeconds, planClock)
      const zone = zoneNote(at, planClock)
      const quiet = plan.beforeQuietHours ? i18n._(msg({ message: ', before your quiet hours', comment: "Ends the sentence \"We'll text you {when}{zone}{quiet}.\"" })) : ''
      return again
        ? i18n._(msg({ message: `We'll text you again ${when}${zone}${quiet}.`, comment: '{when}: "at ~9:45 PM", "tomorrow ~9 AM"; {zone}: " (New York time)" or nothing; {quiet}: ", before your quiet hours" or nothing' }))
        : i18n._(msg({ message: `We'll text you ${when}${zone}${quiet}.`, comment: '{when}: "at ~9:45 PM", "tomorrow ~9 AM"; {zone}: " (New York time)" or nothing; {quiet}: ", before your quiet hours" or nothing' }))
    }
    case 'texted': {
      if (plan.at === null) return i18n._(msg`Already texted.`)
      const at = seconds(plan.at)
      const when = pastTime(at, nowSeconds, planClock)
      const zone = zoneNote(at, planClock)
      return i18n._(msg({ message: `Already texted ${when}${zone}.`, comment: '{when}: "at 8:02 PM", "yesterday at 8:02 PM"; {zone}: " (New York time)" or nothing' }))
    }
    case 'nothing_expected': {
      const level = thresholdName(threshold)
      return i18n._(msg({ message: `No text expected: the forecast stays below ${level}.`, comment: '{level}: an alert threshold such as Moderate or US AQI 151' }))
    }
    case 'not_texting':
      return plan.message.endsWith('.') ? plan.message : `${plan.message}.`
  }
}
