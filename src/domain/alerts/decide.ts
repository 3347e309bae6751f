import type { QuietHours, Sensitivity, Threshold } from '../contracts/alerts'
import { ALERT_LEAD_SECONDS } from '../forecast/warning'
import { exceeds, firstHourAtOrOver, isBelow, isVeryPoor, type ForecastHour } from './forecast-hour'
import { composeAlertText } from './message'
import { isQuietTime } from './quiet-hours'
import { describeThreshold } from './threshold'

const HOUR_SECONDS = 3600
/** An episode is over after this many hours below the threshold, starting with the current one. */
const CLEAR_HOURS = 3

export interface AlertDecisionSettings {
  enabled: boolean
  /** STOP received from the phone. */
  optedOut: boolean
  /** The threshold in force (see `effectiveThreshold`). */
  threshold: Threshold
  sensitivity: Sensitivity
  quietHours: QuietHours
  /** Texts allowed per local day. */
  dailyCap: number
  /** Also text when an episode is over. */
  allClear: boolean
  /** Texts already sent today to this user, across all places. */
  sentToday: number
  /** The place's name and IANA time zone, which its quiet hours and text times are read in. */
  place: { name: string; timeZone: string }
  /** Seconds between runs of the alert job (900). */
  cycleSeconds: number
}

/** One pollution episode at one place: what has been texted about it. */
export interface EpisodeState {
  key: string
  /** Start (unix s) of the episode's first hour at or over the threshold. */
  firstHour: number
  /** A Very Poor text has gone out for this episode. */
  escalated: boolean
  closed: boolean
}

export type AlertDecision =
  | { kind: 'none'; reason: string; episode: EpisodeState | null }
  | {
      kind: 'advance' | 'escalation' | 'all_clear'
      /** The state to store once the text is recorded. */
      episode: EpisodeState
      episodeKey: string
      /** Start (unix s) of the forecast hour the text is about. */
      hourAt: number
      /** That hour's 1-5 level, if known. */
      level: number | null
      /** Seconds from now to `hourAt`, never below 0 (0: it is already here). */
      leadSeconds: number
      message: string
      reason: string
    }

interface Run {
  hours: readonly ForecastHour[]
  now: number
  current: ForecastHour
  settings: AlertDecisionSettings
}

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000', '')
const none = (reason: string, episode: EpisodeState | null): AlertDecision => ({ kind: 'none', reason, episode })

/** Within the lead time, plus one run so a text is never a whole cycle late. */
function inSight(run: Run, hour: ForecastHour): boolean {
  return hour.time - run.now <= ALERT_LEAD_SECONDS + run.settings.cycleSeconds
}

/** The first hour in sight, from the current one on, that is Very Poor and at or over the threshold. */
function veryPoorInSight(run: Run): ForecastHour | null {
  const { threshold } = run.settings
  return run.hours.find((h) => h.time >= run.current.time && inSight(run, h) && isVeryPoor(h) && exceeds(h, threshold)) ?? null
}

function send(
  run: Run,
  kind: 'advance' | 'escalation' | 'all_clear',
  episode: EpisodeState,
  hour: ForecastHour,
  reason: string,
  veryPoorAt: number | null = null,
): AlertDecision {
  const { settings } = run
  const leadSeconds = Math.max(0, hour.time - run.now)
  const message = composeAlertText({
    kind, place: settings.place, threshold: settings.threshold, sensitivity: settings.sensitivity, hour, leadSeconds, veryPoorAt,
  })
  return { kind, episode, episodeKey: episode.key, hourAt: hour.time, level: hour.level, leadSeconds, message, reason }
}

function openEpisode(run: Run, lastEpisode: EpisodeState | null): AlertDecision {
  const { settings } = run
  const first = firstHourAtOrOver(run.hours, run.current.time, settings.threshold)
  if (first === null) return none(`nothing at or over ${describeThreshold(settings.threshold)} in the forecast`, lastEpisode)
  if (!inSight(run, first)) {
    return none(`advance warning for ${iso(first.time)} due at ${iso(first.time - ALERT_LEAD_SECONDS)}`, lastEpisode)
  }
  const veryPoor = veryPoorInSight(run)
  if (veryPoor === null && isQuietTime(settings.quietHours, run.now, settings.place.timeZone)) {
    return none('quiet hours', lastEpisode)
  }
  if (settings.sentToday >= settings.dailyCap) return none('daily cap', lastEpisode)
  const episode = { key: `ep-${first.time}`, firstHour: first.time, escalated: veryPoor !== null, closed: false }
  return send(run, 'advance', episode, first, `first hour at or over the threshold: ${iso(first.time)}`, veryPoor?.time ?? null)
}

/** The current hour and the next two are known to be below the threshold, and the one after is not over it. */
function clearAhead(run: Run): boolean {
  const { threshold } = run.settings
  const at = (offset: number) => run.hours.find((h) => h.time === run.current.time + offset * HOUR_SECONDS)
  for (let offset = 0; offset < CLEAR_HOURS; offset += 1) {
    const hour = at(offset)
    if (hour === undefined || !isBelow(hour, threshold)) return false
  }
  const after = at(CLEAR_HOURS)
  return after === undefined || !exceeds(after, threshold)
}

function continueEpisode(run: Run, open: EpisodeState): AlertDecision {
  const { settings } = run
  const capped = settings.sentToday >= settings.dailyCap
  if (run.current.time > open.firstHour && clearAhead(run)) {
    // An all-clear that cannot go out now is dropped, not deferred: an episode held open for it
    // would swallow the warning for the next rise.
    const closed = { ...open, closed: true }
    if (!settings.allClear) return none('episode over; all-clear texts are off', closed)
    if (isQuietTime(settings.quietHours, run.now, settings.place.timeZone)) return none('quiet hours', closed)
    if (capped) return none('daily cap', closed)
    return send(run, 'all_clear', closed, run.current, `below the threshold for ${CLEAR_HOURS} hours`)
  }
  const veryPoor = open.escalated ? null : veryPoorInSight(run)
  if (veryPoor === null) return none('episode under way; already texted', open)
  if (capped) return none('daily cap', open)
  return send(run, 'escalation', { ...open, escalated: true }, veryPoor, `Very Poor hour in sight: ${iso(veryPoor.time)}`)
}

/**
 * Whether to text one user about one place now (unix s), and what. Call it on every run of the
 * alert job with the place's hourly forecast, and store the returned `episode` once a text is
 * recorded (or whenever a 'none' returns a different one). Texts: one advance warning per
 * episode, sent about 2 h (7200 s) before the first hour at or over the threshold, at once if
 * less is left; one escalation when a Very Poor hour comes in sight; an all-clear once the
 * current hour and the next two are below the threshold. Quiet hours hold back everything
 * but Very Poor; the daily cap, STOP and the off switch hold back everything.
 */
export function decideAlert(
  forecast: readonly ForecastHour[],
  now: number,
  settings: AlertDecisionSettings,
  lastEpisode: EpisodeState | null,
): AlertDecision {
  if (!settings.enabled) return none('alerts are off', lastEpisode)
  if (settings.optedOut) return none('opted out (STOP)', lastEpisode)
  const hours = [...forecast].sort((a, b) => a.time - b.time)
  const current = hours.find((h) => h.time <= now && now < h.time + HOUR_SECONDS)
  if (current === undefined) return none('no forecast for the current hour', lastEpisode)
  const run: Run = { hours, now, current, settings }
  return lastEpisode !== null && !lastEpisode.closed ? continueEpisode(run, lastEpisode) : openEpisode(run, lastEpisode)
}
