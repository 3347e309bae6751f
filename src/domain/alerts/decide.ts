import { ALERT_LEAD_SECONDS } from '../forecast/warning'
import type { AlertDecision, AlertDecisionSettings, EpisodeState, SentKind } from './decision-types'
import { measuredOverLately } from './episode-end'
import { exceeds, firstHourAtOrOver, isBelow, isVeryPoor, underOfficialWarning, type ForecastHour } from './forecast-hour'
import { composeAlertText } from './message'
import { isOutlookEpisode, outlookEpisode, outlookEpisodeState, outlookLapsed, outlookOpening, type ExceedanceOutlook, type OutlookOpening } from './outlook'
import { isQuietTime, nextQuietPeriod } from './quiet-hours'
import { describeThreshold } from './threshold'
import { english } from '../i18n/locales'

const HOUR_SECONDS = 3600
/** An episode is over after this many hours below the threshold, starting with the current one. */
const CLEAR_HOURS = 3

export type { AlertDecision, AlertDecisionSettings, EpisodeState } from './decision-types'

interface Run {
  hours: readonly ForecastHour[]
  now: number
  current: ForecastHour
  settings: AlertDecisionSettings
  outlook: ExceedanceOutlook | null
}

/** The clock quiet hours and texts are read on: the member's (decision 200). */
const memberZone = (settings: AlertDecisionSettings) => settings.timeZone ?? settings.place.timeZone

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('.000', '')
const none = (reason: string, episode: EpisodeState | null): AlertDecision => ({ kind: 'none', reason, episode })

/**
 * Why an all-clear is not sent under an official warning (decision 257): "back below Poor" must
 * never tell a parent to relax while the place's own official index says High. The episode
 * closes, as for quiet hours, so the next rise is warned afresh.
 */
const OFFICIAL_WARNING_REASON = 'official index at its warning level; no all-clear'

/** Within the lead time, plus one run so a text is never a whole cycle late. */
function inSight(run: Run, hour: ForecastHour): boolean {
  return hour.time - run.now <= ALERT_LEAD_SECONDS + run.settings.cycleSeconds
}

/** The first hour from the current one up to `until` (default: in sight) that is Very Poor and at or over the threshold. */
function veryPoorInSight(run: Run, until?: number, from = run.current.time): ForecastHour | null {
  const { threshold } = run.settings
  const ahead = (h: ForecastHour) => (until === undefined ? inSight(run, h) : h.time < until)
  return run.hours.find((h) => h.time >= Math.max(from, run.current.time) && ahead(h) && isVeryPoor(h) && exceeds(h, threshold)) ?? null
}

function send(
  run: Run,
  kind: SentKind,
  episode: EpisodeState,
  hour: ForecastHour,
  reason: string,
  extra: { veryPoorAt?: number | null; beforeQuietHours?: boolean; chance?: 'likely' | 'possible' } = {},
): AlertDecision {
  const { settings } = run
  const leadSeconds = Math.max(0, hour.time - run.now)
  const withdrawn = kind === 'all_clear' && episode.reached === false
  const message = composeAlertText({
    kind: withdrawn ? 'update' : kind,
    place: settings.place, recipientTimeZone: memberZone(settings), threshold: settings.threshold, sensitivity: settings.sensitivity, hour, leadSeconds, ...extra,
  }, settings.translate ?? english)
  const beforeQuietHours = extra.beforeQuietHours === true
  return { kind, withdrawn, episode, episodeKey: episode.key, hourAt: hour.time, level: hour.level, leadSeconds, beforeQuietHours, message, reason }
}

/**
 * The onset lies in the coming quiet hours or within 2 h after they end, and quiet hours begin
 * within the next 2 h: the last chance to warn before they begin (decision 146).
 */
function warnBeforeQuietHoursUntil(run: Run, onset: ForecastHour): number | null {
  const { settings } = run
  if (settings.warnBeforeQuietHours === false) return null
  const quiet = nextQuietPeriod(settings.quietHours, run.now, memberZone(settings))
  if (quiet === null || run.now < quiet.start - ALERT_LEAD_SECONDS) return null
  const until = quiet.end + ALERT_LEAD_SECONDS
  return onset.time < until ? until : null
}

/** The outlook's advance text, opening its episode: a warning, never held back by the cap (decision 200). */
function sendOutlook(run: Run, opening: OutlookOpening, reason = opening.reason): AlertDecision {
  return send(run, 'advance', outlookEpisodeState(opening), opening.hour, reason, { chance: opening.likely ? 'likely' : 'possible' })
}

/** No onset in sight: the classifier's outlook may open the episode instead (decision 221); else `otherwise`. */
function openOnOutlook(run: Run, lastEpisode: EpisodeState | null, otherwise: AlertDecision): AlertDecision {
  const { settings } = run
  const opened = outlookEpisode(run.outlook, run.hours, run.current, settings.threshold)
  if (opened === null) return otherwise
  if (isQuietTime(settings.quietHours, run.now, memberZone(settings))) return none('quiet hours', lastEpisode)
  return sendOutlook(run, opened)
}

function openEpisode(run: Run, lastEpisode: EpisodeState | null): AlertDecision {
  const { settings } = run
  const first = firstHourAtOrOver(run.hours, run.current.time, settings.threshold)
  if (first === null) return openOnOutlook(run, lastEpisode, none(`nothing at or over ${describeThreshold(settings.threshold, english)} in the forecast`, lastEpisode))
  const quietNow = isQuietTime(settings.quietHours, run.now, memberZone(settings))
  // Before quiet hours, the text also names a Very Poor hour in them, so none wakes anyone up.
  const quietUntil = inSight(run, first) || quietNow ? null : warnBeforeQuietHoursUntil(run, first)
  const beforeQuietHours = quietUntil !== null
  if (!inSight(run, first) && !beforeQuietHours) {
    return openOnOutlook(run, lastEpisode, none(`advance warning for ${iso(first.time)} due at ${iso(first.time - ALERT_LEAD_SECONDS)}`, lastEpisode))
  }
  const veryPoor = veryPoorInSight(run, quietUntil ?? undefined)
  if (veryPoor === null && quietNow) return none('quiet hours', lastEpisode)
  // No daily cap here: a warning is what the member pays for, and the cap is for the rest (decision 200).
  const episode: EpisodeState = {
    key: `ep-${first.time}`, firstHour: first.time, escalated: veryPoor !== null, closed: false, reached: first.time <= run.current.time,
  }
  const reason = beforeQuietHours
    ? `first hour at or over the threshold, ${iso(first.time)}, falls in or just after the coming quiet hours`
    : `first hour at or over the threshold: ${iso(first.time)}`
  return send(run, 'advance', episode, first, reason, { veryPoorAt: veryPoor?.time ?? null, beforeQuietHours })
}

/** The hour starting at `time` and the next two are known to be below the threshold, and the one after is not over it. */
function clearFrom(run: Run, time: number): boolean {
  const { threshold } = run.settings
  const at = (offset: number) => run.hours.find((h) => h.time === time + offset * HOUR_SECONDS)
  for (let offset = 0; offset < CLEAR_HOURS; offset += 1) {
    const hour = at(offset)
    if (hour === undefined || !isBelow(hour, threshold)) return false
  }
  const after = at(CLEAR_HOURS)
  return after === undefined || !exceeds(after, threshold)
}

/** The current hour and the next two are known to be below the threshold, and the one after is not over it. */
const clearAhead = (run: Run) => clearFrom(run, run.current.time)

/**
 * Before quiet hours, during an episode that will end in the night: the next onset, if the
 * forecast shows one in the night or within 2 h after it (decision 202). Without this the
 * evening's text is about the episode under way, its all-clear falls in quiet hours, and the
 * next rise could only be texted at their end, late.
 */
function nextOnsetInTheNight(run: Run, open: EpisodeState): { onset: ForecastHour; clearAt: number; until: number } | null {
  const { settings } = run
  if (settings.warnBeforeQuietHours === false || isQuietTime(settings.quietHours, run.now, memberZone(settings))) return null
  const quiet = nextQuietPeriod(settings.quietHours, run.now, memberZone(settings))
  if (quiet === null || run.now < quiet.start - ALERT_LEAD_SECONDS) return null
  const until = quiet.end + ALERT_LEAD_SECONDS
  // The episode ends after its first hour (it may not have begun yet: warned this evening for tonight).
  const clear = run.hours.find((h) => h.time > Math.max(run.current.time, open.firstHour) && h.time < until && clearFrom(run, h.time))
  if (clear === undefined) return null
  const onset = firstHourAtOrOver(run.hours, clear.time, settings.threshold)
  return onset !== null && onset.time < until ? { onset, clearAt: clear.time, until } : null
}

/**
 * An episode that reached the threshold, held open only by its measured hours (decision 270):
 * the air is under the threshold now and for the next hours, yet the classifier expects it over
 * again in +2 … +6 h. The next episode's warning goes now, as a new episode opened on the
 * outlook (decision 292); the held one closes without an all-clear, which would tell a parent to
 * relax hours before the air is expected back. Without this, the outlook could speak only after 6
 * measured hours under, and an onset 6-8 h after the last could never be warned 2 h ahead.
 */
function nextOnOutlook(run: Run, open: EpisodeState): AlertDecision | null {
  const { settings } = run
  if (open.reached === false || run.current.time <= open.firstHour || !clearAhead(run)) return null
  const opening = outlookOpening(run.outlook, run.hours, run.current)
  if (opening === null || isQuietTime(settings.quietHours, run.now, memberZone(settings))) return null
  return sendOutlook(run, opening, `the episode under way is held open by its measured hours (decision 270); ${opening.reason}`)
}

/**
 * A warned onset that has not come: every hour from the current one until 3 h after the onset
 * the text named is in the forecast and below the threshold.
 */
function noLongerExpected(run: Run, open: EpisodeState): boolean {
  const until = Math.max(open.firstHour, run.current.time) + CLEAR_HOURS * HOUR_SECONDS
  for (let time = run.current.time; time < until; time += HOUR_SECONDS) {
    const hour = run.hours.find((h) => h.time === time)
    if (hour === undefined || !isBelow(hour, run.settings.threshold)) return false
  }
  return true
}

/** "Update: no longer expected" for an episode that was only ever forecast (decision 146). */
function withdraw(run: Run, open: EpisodeState): AlertDecision {
  const { settings } = run
  const closed = { ...open, closed: true }
  if (isQuietTime(settings.quietHours, run.now, memberZone(settings))) {
    // Held until quiet hours end while it still matters; dropped once the promised hours are past.
    return run.now < open.firstHour + CLEAR_HOURS * HOUR_SECONDS
      ? none('quiet hours; the update waits for their end', open)
      : none('quiet hours; the update is dropped, the promised hours are past', closed)
  }
  if (settings.sentToday >= settings.dailyCap) return none('daily cap', closed)
  if (underOfficialWarning(run.current, settings.officialWarning)) return none(OFFICIAL_WARNING_REASON, closed)
  const promised: ForecastHour = { time: open.firstHour, level: null, usAqi: null, pm25: null }
  return send(run, 'all_clear', closed, promised, `forecast revised below the threshold before ${iso(open.firstHour)}`)
}

function continueEpisode(run: Run, stored: EpisodeState): AlertDecision {
  const { settings } = run
  const reachedNow = stored.reached === false && run.current.time >= (stored.follows ?? run.current.time) && exceeds(run.current, settings.threshold)
  const open = reachedNow ? { ...stored, reached: true } : stored
  const lapsed = isOutlookEpisode(open)
    ? outlookLapsed(open, run.hours, run.now, run.now + ALERT_LEAD_SECONDS + settings.cycleSeconds, settings.threshold, run.outlook)
    : noLongerExpected(run, open)
  if (open.reached === false && lapsed) return withdraw(run, open)
  const capped = settings.sentToday >= settings.dailyCap
  // Over only once the measured hours too have stayed under it (decision 270).
  if (open.reached !== false && run.current.time > open.firstHour && clearAhead(run) && !measuredOverLately(run.hours, run.current.time, settings.threshold)) {
    // An all-clear that cannot go out now is dropped, not deferred: an episode held open for it
    // would swallow the warning for the next rise.
    const closed = { ...open, closed: true }
    if (!settings.allClear) return none('episode over; all-clear texts are off', closed)
    if (isQuietTime(settings.quietHours, run.now, memberZone(settings))) return none('quiet hours', closed)
    if (capped) return none('daily cap', closed)
    if (underOfficialWarning(run.current, settings.officialWarning)) return none(OFFICIAL_WARNING_REASON, closed)
    return send(run, 'all_clear', closed, run.current, `below the threshold for ${CLEAR_HOURS} hours`)
  }
  const again = nextOnOutlook(run, open)
  if (again !== null) return again
  const night = nextOnsetInTheNight(run, open)
  if (night !== null) {
    // The episode under way (or warned for tonight) ends in the night and the next one starts
  // there or just after: its warning now, as a new episode (decision 202).
    const veryPoorNext = veryPoorInSight(run, night.until, night.clearAt)
    const next: EpisodeState = {
      key: `ep-${night.onset.time}`, firstHour: night.onset.time, escalated: veryPoorNext !== null, closed: false, reached: false, follows: night.clearAt,
    }
    const reason = `the episode under way ends at ${iso(night.clearAt)}; the next onset, ${iso(night.onset.time)}, falls in or just after the coming quiet hours`
    return send(run, 'advance', next, night.onset, reason, { veryPoorAt: veryPoorNext?.time ?? null, beforeQuietHours: true })
  }
  const veryPoor = open.escalated ? null : veryPoorInSight(run, undefined, open.follows)
  if (veryPoor === null) return none('episode under way; already texted', open)
  // An escalation is a warning too: never held back by the cap (decision 200).
  return send(run, 'escalation', { ...open, escalated: true }, veryPoor, `Very Poor hour in sight: ${iso(veryPoor.time)}`)
}

/**
 * Whether to text one user about one place now (unix s), and what. Call it on every run of the
 * alert job with the place's hourly forecast, and store the returned `episode` once a text is
 * recorded (or whenever a 'none' returns a different one). Texts: one advance warning per
 * episode, sent about 2 h (7200 s) before the first hour at or over the threshold, at once if
 * less is left, or before quiet hours begin when the onset falls in them or within 2 h after
 * them; one escalation when a Very Poor hour comes in sight; an all-clear once the current
 * hour and the next two are below the threshold; instead of it, an "update: no longer
 * expected" when a warned onset is revised away before any hour reached the threshold.
 * Quiet hours (on the member's clock) hold back everything but Very Poor; the daily cap
 * (counted over the member's day) holds back all-clears and updates only, never a warning or
 * an escalation (decision 200); STOP and the off switch hold back everything. `outlook`: the
 * exceedance classifier's probability and operating point; when no onset is in sight and it is
 * at or over the operating point, the episode opens on it (decision 221; null: the forecast alone).
 */
export function decideAlert(
  forecast: readonly ForecastHour[],
  now: number,
  settings: AlertDecisionSettings,
  lastEpisode: EpisodeState | null,
  outlook: ExceedanceOutlook | null = null,
): AlertDecision {
  if (!settings.enabled) return none('alerts are off', lastEpisode)
  if (settings.optedOut) return none('opted out (STOP)', lastEpisode)
  const hours = [...forecast].sort((a, b) => a.time - b.time)
  const current = hours.find((h) => h.time <= now && now < h.time + HOUR_SECONDS)
  if (current === undefined) return none('no forecast for the current hour', lastEpisode)
  const run: Run = { hours, now, current, settings, outlook }
  return lastEpisode !== null && !lastEpisode.closed ? continueEpisode(run, lastEpisode) : openEpisode(run, lastEpisode)
}
