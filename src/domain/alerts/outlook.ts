/*
 * The exceedance classifier's say in the alert decision (issue 23 item 2, decision 221): when
 * the forecast shows no onset in sight but the classifier's probability that the threshold is
 * reached in hours +2 … +6 is at or over the operating point, the episode opens on the outlook
 * with one advance text. The forecast stays the content: the text names its highest hour in
 * that window. An episode opened so, whose hours pass without the threshold being reached and
 * with nothing in sight, is withdrawn like any other warned onset that did not come.
 */
import { TARGET_FROM_HOURS, TARGET_TO_HOURS } from '../forecast/exceedance/features'
import type { EpisodeState } from './decision-types'
import { measuredOverLately } from './episode-end'
import { exceeds, type ForecastHour } from './forecast-hour'
import type { Threshold } from '../contracts/alerts'

const HOUR_SECONDS = 3600
/** The hours after the named one an outlook still covers (the named hour is +4: +2 … +6 is ±2, and episodes match ±3 h). */
const OUTLOOK_HOURS_AFTER = 3
/** Tie-break among equal forecast hours: the middle of the window first. */
const NAMED_ORDER = [4, 3, 5, 2, 6] as const
export const OUTLOOK_KEY_PREFIX = 'outlook-'

/** The classifier's answer for one place now: P(threshold reached in +2 … +6 h) and the frozen operating point it is compared with. */
export interface ExceedanceOutlook {
  probability: number
  operatingPoint: number
}

/** The warning an outlook opens: the hour it names (in the window, highest forecast first) and why. */
export interface OutlookOpening {
  hour: ForecastHour
  key: string
  reason: string
  /** The text may say "likely" (else "may"): the probability is at least LIKELY_PROBABILITY (decision 250). */
  likely: boolean
}

/** "Likely" in a text needs at least an even chance, whatever the operating point (decision 250). */
export const LIKELY_PROBABILITY = 0.5

/**
 * The opening, or null when there is no outlook or it is under the operating point. `current`
 * is the hour under way; the named hour carries no level of its own, so the text speaks of the
 * threshold ("will be Poor around 5 PM"), never of a forecast value under it.
 */
export function outlookOpening(outlook: ExceedanceOutlook | null | undefined, hours: readonly ForecastHour[], current: ForecastHour): OutlookOpening | null {
  if (outlook == null || !(outlook.probability >= outlook.operatingPoint)) return null
  let named: number = current.time + NAMED_ORDER[0] * HOUR_SECONDS
  let best = Number.NEGATIVE_INFINITY
  for (const k of NAMED_ORDER) {
    if (k < TARGET_FROM_HOURS || k > TARGET_TO_HOURS) continue
    const hour = hours.find((h) => h.time === current.time + k * HOUR_SECONDS)
    const value = hour?.pm25 ?? hour?.usAqi ?? null
    if (value !== null && value > best) {
      best = value
      named = hour?.time ?? named
    }
  }
  return {
    hour: { time: named, level: null, usAqi: null, pm25: null },
    key: `${OUTLOOK_KEY_PREFIX}${named}`,
    reason: `exceedance outlook ${outlook.probability.toFixed(2)} ≥ ${outlook.operatingPoint.toFixed(2)} for hours +${TARGET_FROM_HOURS} … +${TARGET_TO_HOURS}`,
    likely: outlook.probability >= LIKELY_PROBABILITY,
  }
}

/**
 * The episode the outlook opens now, with its opening, or null: no opening, or the last episode
 * is not over — a measured hour of the last 6 was at or over the threshold (decision 270; while
 * it is held so, the decision may still warn of the next one: decision 292).
 * Quiet hours are the decision's to apply.
 */
export function outlookEpisode(
  outlook: ExceedanceOutlook | null | undefined, hours: readonly ForecastHour[], current: ForecastHour, threshold: Threshold,
): (OutlookOpening & { episode: EpisodeState }) | null {
  const opening = outlookOpening(outlook, hours, current)
  if (opening === null || measuredOverLately(hours, current.time, threshold)) return null
  return { ...opening, episode: outlookEpisodeState(opening) }
}

/** The episode an opening starts: keyed by the hour it names, not yet reached. */
export function outlookEpisodeState(opening: OutlookOpening): EpisodeState {
  return { key: opening.key, firstHour: opening.hour.time, escalated: false, closed: false, reached: false }
}

/** Whether an episode was opened by the outlook (its key says so, so the mark survives storage). */
export function isOutlookEpisode(episode: { key: string }): boolean {
  return episode.key.startsWith(OUTLOOK_KEY_PREFIX)
}

/**
 * An episode the outlook opened whose hours are past (from 3 h after the named hour) without
 * the threshold reached, the outlook now under its operating point (while it stays over, the
 * warning stands: no "no longer expected" followed by a new warning an hour later) and no hour
 * at or over the threshold in the forecast until `until` (unix s): over.
 */
export function outlookLapsed(
  episode: { key: string; firstHour: number; reached?: boolean },
  hours: readonly ForecastHour[], now: number, until: number, threshold: Threshold, outlook: ExceedanceOutlook | null,
): boolean {
  if (!isOutlookEpisode(episode) || episode.reached !== false) return false
  if (now < episode.firstHour + OUTLOOK_HOURS_AFTER * HOUR_SECONDS) return false
  if (outlook !== null && outlook.probability >= outlook.operatingPoint) return false
  return !hours.some((h) => h.time + HOUR_SECONDS > now && h.time <= until && exceeds(h, threshold))
}
