import type { AlertPlan, Threshold } from '../../domain/contracts/alerts'
import { levelFor } from '../../domain/aqi/levels'
import { describeThreshold } from '../../domain/alerts/threshold'
import { clock, localDate, localDaysBetween } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'
import { zoneLabel } from '../../domain/time/zone-label'

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
  if (threshold.kind === 'level') return levelFor(threshold.value).name
  return describeThreshold(threshold)
}

/** "~9:45 PM", "tomorrow ~9:45 PM", "Saturday ~9:45 PM" (within the coming week). */
function comingTime(at: number, now: number, { offsetAt, style }: PlanClock): string {
  const time = `~${clock(at, offsetAt, style ?? EN_US_STYLE)}`
  const days = localDaysBetween(now, at, offsetAt)
  if (days <= 0) return `at ${time}`
  if (days === 1) return `tomorrow ${time}`
  return `${localDate(at, offsetAt).dayName} ${time}`
}

/** "at 8:02 PM", "yesterday at 8:02 PM", "on Friday at 8:02 PM". */
function pastTime(at: number, now: number, { offsetAt, style }: PlanClock): string {
  const time = `at ${clock(at, offsetAt, style ?? EN_US_STYLE)}`
  const days = localDaysBetween(at, now, offsetAt)
  if (days <= 0) return time
  if (days === 1) return `yesterday ${time}`
  return `on ${localDate(at, offsetAt).dayName} ${time}`
}

/** " (New York time)" when the screen's other times are on another clock at `at`, else "". */
function zoneNote(at: number, planClock: PlanClock): string {
  return planClock.offsetAt(at) === planClock.screenOffsetAt(at) ? '' : ` (${zoneLabel(planClock.timeZone)})`
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
      const again = plan.kind === 'escalation' ? ' again' : ''
      if (at < nowSeconds + CYCLE_SECONDS) return `We'll text you${again} within 15 minutes.`
      const quiet = plan.beforeQuietHours ? ', before your quiet hours' : ''
      return `We'll text you${again} ${comingTime(at, nowSeconds, planClock)}${zoneNote(at, planClock)}${quiet}.`
    }
    case 'texted': {
      if (plan.at === null) return 'Already texted.'
      const at = seconds(plan.at)
      return `Already texted ${pastTime(at, nowSeconds, planClock)}${zoneNote(at, planClock)}.`
    }
    case 'nothing_expected':
      return `No text expected: the forecast stays below ${thresholdName(threshold)}.`
    case 'not_texting':
      return plan.message.endsWith('.') ? plan.message : `${plan.message}.`
  }
}
