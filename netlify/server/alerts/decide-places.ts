import {
  decideAlert,
  defaultThreshold,
  effectiveThreshold,
  smsStopLine,
  textsSentToday,
  type AlertDecision,
  type AlertDecisionSettings,
  type EpisodeState,
  type ForecastHour,
  type OfficialWarning,
} from '../../../src/domain/alerts'
import type { ExceedanceOutlook } from '../../../src/domain/alerts/outlook'
import { DEFAULT_ALERT_PREFERENCES, type Threshold } from '../../../src/domain/contracts/alerts'
import type { PushPayload } from '../../../src/domain/contracts/push'
import type { AlertType, NewAlert } from '../data/alert-records'
import type { AlertPlace } from '../data/alert-places'
import type { PushWatch } from '../data/push-subscriptions'
import { preferencesFromRow } from './settings-store'
import { REGION_SCALES, regionOf } from '../air-quality/regions'
import { localeOf, translator } from '../i18n'

/** The job runs every 15 minutes (netlify/functions/alerts-cycle.ts). */
export const CYCLE_SECONDS = 900
/** Texts older than this cannot be in any member's local day (decisions 146, 200). */
export const CAP_WINDOW_SECONDS = 2 * 86_400

/** A cell's forecast as the decision reads it. */
export interface PreparedCell {
  hours: ForecastHour[]
  /** The place's IANA time zone: quiet hours, text times and the local day are read in it. */
  timeZone: string
  /**
   * The exceedance classifier's outlook for a threshold now (decision 247), from the cell's
   * stations as the ingest keeps them; null where the cell has no station of its own or the
   * threshold no PM2.5 equivalent. Absent: no outlook (the forecast alone decides).
   */
  outlook?: (threshold: Threshold) => ExceedanceOutlook | null
}

export interface PlaceDecision {
  place: AlertPlace
  decision: AlertDecision
  /** The text to record, when the decision is one. */
  alert: NewAlert | null
}

/**
 * Step 3 of a batch — deciding: `decideAlert` for each place that has a forecast, in order,
 * counting each text it asks for against its user's texts since the member's local midnight
 * (`sentAt`: each user's send times, read under the users' locks, extended here as texts are
 * decided; decision 146).
 * Pure: no I/O. `now` in unix s. With `decidePushes`, the only calls of `decideAlert` in the job.
 */
export function decidePlaces(
  places: readonly AlertPlace[],
  cellOf: (place: AlertPlace) => PreparedCell | undefined,
  sentAt: Map<string, number[]>,
  now: number,
): PlaceDecision[] {
  const decided: PlaceDecision[] = []
  for (const place of places) {
    const cell = cellOf(place)
    if (!cell) continue
    const times = sentAt.get(place.user_id) ?? []
    const settings = decisionSettings(place, cell, times, now)
    const decision = decideAlert(cell.hours, now, settings, place.episode, cell.outlook?.(settings.threshold) ?? null)
    if (decision.kind === 'none') {
      decided.push({ place, decision, alert: null })
      continue
    }
    sentAt.set(place.user_id, [...times, now])
    decided.push({
      place,
      decision,
      alert: {
        userId: place.user_id,
        placeId: place.id,
        placeName: place.name,
        kind: decision.kind,
        alertType: alertTypeOf(decision),
        episodeKey: decision.episodeKey,
        to: place.phone_e164,
        body: decision.message,
        hourAt: decision.hourAt,
        scheduledFor: now,
      },
    })
  }
  return decided
}

/**
 * The settings the job decides a place with: its owner's preferences, with the member's clock
 * (or the place's until the member's zone is known, decision 200) and the texts sent since
 * the member's midnight. The alert plan (decision 201) builds them here too.
 */
export function decisionSettings(place: AlertPlace, cell: PreparedCell, sentAt: readonly number[], now: number): AlertDecisionSettings {
  const preferences = preferencesFromRow(place)
  const timeZone = preferences.timeZone ?? cell.timeZone
  return {
    enabled: true,
    optedOut: false,
    threshold: effectiveThreshold(preferences),
    sensitivity: preferences.sensitivity,
    quietHours: preferences.quietHours,
    dailyCap: preferences.dailyCap,
    allClear: preferences.allClear,
    sentToday: textsSentToday(sentAt, now, timeZone),
    place: { name: place.name, timeZone: cell.timeZone },
    timeZone,
    cycleSeconds: CYCLE_SECONDS,
    officialWarning: officialWarningAt(place),
    translate: translator(localeOf(place.locale)),
  }
}

/** The place's official index and its warning level, as its regional card shows them (decision 257). */
function officialWarningAt(place: Pick<AlertPlace, 'lat' | 'lon'>): OfficialWarning {
  const { scale, smsThreshold } = REGION_SCALES[regionOf(place).region]
  return { scale, from: smsThreshold }
}

function alertTypeOf(decision: Exclude<AlertDecision, { kind: 'none' }>): AlertType {
  if (decision.kind === 'all_clear') return 'all_clear'
  // An advance that already covers a Very Poor hour is stored as escalated (domain/alerts).
  return decision.kind === 'escalation' || decision.episode.escalated ? 'very_poor' : 'poor'
}

/** Whether a decision leaves the place's stored episode as it was. */
export function sameEpisode(a: EpisodeState | null, b: EpisodeState | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

export interface PushDecision {
  watch: PushWatch
  decision: AlertDecision
  /** The push to send, when the decision is a warning. */
  push: PushPayload | null
}

/**
 * The settings a free push is decided with (decision 265): the profile defaults a new member
 * gets (Poor, general), quiet hours 22:00-07:00 on the device's clock, and no all-clears or
 * updates (a daily limit of 0 holds back exactly those, never a warning, decision 200).
 */
export function pushDecisionSettings(watch: PushWatch, cell: PreparedCell): AlertDecisionSettings {
  return {
    enabled: true,
    optedOut: false,
    threshold: defaultThreshold('general'),
    sensitivity: 'general',
    quietHours: DEFAULT_ALERT_PREFERENCES.quietHours,
    dailyCap: 0,
    allClear: false,
    sentToday: 0,
    place: { name: watch.name, timeZone: cell.timeZone },
    timeZone: watch.time_zone,
    cycleSeconds: CYCLE_SECONDS,
    translate: translator(localeOf(watch.locale)),
  }
}

/**
 * Step 3 for push subscriptions: the same `decideAlert`, on the same fused hours, as the
 * texts, so a push and a text about a place say the same thing at the same run. One push per
 * episode: its advance warning ("Poor now", or "Poor around 5 PM" ahead of it); an
 * escalation is kept in the episode but not pushed. Pure: no I/O. `now` in unix s.
 */
export function decidePushes(watches: readonly PushWatch[], cellOf: (watch: PushWatch) => PreparedCell | undefined, now: number): PushDecision[] {
  const decided: PushDecision[] = []
  for (const watch of watches) {
    const cell = cellOf(watch)
    if (!cell) continue
    const settings = pushDecisionSettings(watch, cell)
    const decision = decideAlert(cell.hours, now, settings, watch.episode, cell.outlook?.(settings.threshold) ?? null)
    const push = decision.kind === 'advance' ? pushOf(watch, decision.message, decision.episodeKey) : null
    decided.push({ watch, decision, push })
  }
  return decided
}

/** A push says what the text says, without the SMS-only parts (the "AirAhead:" prefix, the STOP line). */
function pushOf(watch: PushWatch, message: string, episodeKey: string): PushPayload {
  const stopLine = smsStopLine(translator(localeOf(watch.locale)))
  const body = message.replace(/^AirAhead(: |, )/, '').replace(stopLine, '').trim()
  return { title: `AirAhead: ${watch.name}`, body, url: '/', tag: `airahead-${watch.id}-${episodeKey}` }
}
