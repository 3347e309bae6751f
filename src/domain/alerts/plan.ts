import { decideAlert, type AlertDecisionSettings, type EpisodeState } from './decide'
import { textsSentToday } from './daily-cap'
import { firstHourAtOrOver, type ForecastHour } from './forecast-hour'
import type { ExceedanceOutlook } from './outlook'

/**
 * What the alert job will do about one place for one member (decision 201), in unix s:
 * - will_text: the first warning it will send, at the job's run `at`, about the hour `hourAt`;
 * - texted: the open episode's warning already went out (`at`, when known);
 * - nothing_expected: no text is due before the forecast ends (`until`).
 */
export type AlertPlanAt =
  | { status: 'will_text'; at: number; hourAt: number; kind: 'advance' | 'escalation'; beforeQuietHours: boolean }
  | { status: 'texted'; at: number | null; hourAt: number | null }
  | { status: 'nothing_expected'; until: number }

export interface PlanInput {
  forecast: readonly ForecastHour[]
  /** Unix s. */
  now: number
  /** As the job builds them for this place; `sentToday` is recomputed from `sentAt` at each run. */
  settings: AlertDecisionSettings
  /** The place's stored episode. */
  episode: EpisodeState | null
  /** The member's text send times (unix s) of the last two days, every place. */
  sentAt: readonly number[]
  /** When this place's open episode was last warned about (its advance or escalation), if it was. */
  lastWarning: { at: number; hourAt: number | null } | null
  /**
   * The exceedance classifier's outlook now (decision 247), as the job's next run would read it:
   * a probability for the coming hours, not a forecast hour, so it speaks for that run only.
   */
  outlook?: ExceedanceOutlook | null
}

const HOUR_SECONDS = 3600
/** The earliest an advance warning can come before its onset: quiet hours of up to a day, then the 2 h lead and a run. */
const EARLIEST_WARNING_SECONDS = 27 * HOUR_SECONDS

/**
 * The job's own decision (`decideAlert`, the one the job calls) run for its next run and every
 * run after it on the current forecast, as the job would make them if the forecast held: the
 * screen promises exactly what the job will do (decision 201). All-clears and updates the
 * job would send on the way are counted against the cap as it would count them. The job runs
 * every `settings.cycleSeconds` on the clock (:00, :15, :30, :45).
 */
export function planAlert(input: PlanInput): AlertPlanAt {
  const { forecast, now, settings } = input
  const cycle = settings.cycleSeconds
  const zone = settings.timeZone ?? settings.place.timeZone
  const until = forecast.reduce((latest, h) => Math.max(latest, h.time + HOUR_SECONDS), now)
  const sent = [...input.sentAt]
  const first = Math.ceil(now / cycle) * cycle
  let episode = input.episode
  // An open episode was warned about: the screen says so until it ends (or escalates).
  let warnedOpen = episode !== null && !episode.closed
  const texted = (): AlertPlanAt => ({ status: 'texted', at: input.lastWarning?.at ?? null, hourAt: input.lastWarning?.hourAt ?? input.episode?.firstHour ?? null })
  // With no episode open, nothing is sent before the first hour at or over the threshold comes
  // within reach of an advance warning: 2 h ahead, or before quiet hours (at most a day long)
  // begin, so the runs before that are skipped, not decided.
  let start = first
  const outlook = input.outlook ?? null
  const outlookOver = outlook !== null && outlook.probability >= outlook.operatingPoint
  if (!warnedOpen && !outlookOver) {
    const onset = firstHourAtOrOver(forecast, Math.floor(now / HOUR_SECONDS) * HOUR_SECONDS, settings.threshold)
    if (onset === null) return { status: 'nothing_expected', until }
    start = Math.max(first, Math.floor((onset.time - EARLIEST_WARNING_SECONDS) / cycle) * cycle)
  }
  for (let at = start; at < until; at += cycle) {
    const decision = decideAlert(forecast, at, { ...settings, sentToday: textsSentToday(sent, at, zone) }, episode, at === first ? outlook : null)
    if (decision.kind === 'advance' || decision.kind === 'escalation') {
      return { status: 'will_text', at, hourAt: decision.hourAt, kind: decision.kind, beforeQuietHours: decision.beforeQuietHours }
    }
    if (warnedOpen && decision.episode?.closed === true) {
      // Over at the next run: what comes is a new episode. Over later: this one is what matters now.
      if (at !== first) return texted()
      warnedOpen = false
    }
    if (decision.kind === 'all_clear') sent.push(at)
    episode = decision.episode
  }
  return warnedOpen ? texted() : { status: 'nothing_expected', until }
}
