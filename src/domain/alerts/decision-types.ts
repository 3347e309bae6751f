// The alert decision's types (decideAlert, decide.ts): what it is told, what it remembers of an
// episode, and what it answers.
import type { QuietHours, Sensitivity, Threshold } from '../contracts/alerts'
import type { OfficialWarning } from './forecast-hour'
import type { Translate } from '../i18n/locales'

export interface AlertDecisionSettings {
  enabled: boolean
  /** STOP received from the phone. */
  optedOut: boolean
  /** The threshold in force (see `effectiveThreshold`). */
  threshold: Threshold
  sensitivity: Sensitivity
  quietHours: QuietHours
  /**
   * All-clears and updates allowed per member's day, once the day's texts of every kind reach
   * it. Warnings and escalations are never held back by it (decision 200).
   */
  dailyCap: number
  /** Also text when an episode is over. */
  allClear: boolean
  /**
   * An onset in quiet hours, or within 2 h after they end, is warned in the 2 h before they
   * begin ("tomorrow from around 7 AM"). On unless the person turned it off (undefined: on).
   */
  warnBeforeQuietHours?: boolean
  /** Texts already sent to this user, across all places, since the member's local midnight (`textsSentToday`). */
  sentToday: number
  /** The place's name and IANA time zone. */
  place: { name: string; timeZone: string }
  /**
   * The member's own IANA zone: quiet hours, the cap's day and the times in texts are read in
   * it (decision 200). Absent: the place's zone (members whose zone is not known yet).
   */
  timeZone?: string
  /** Seconds between runs of the alert job (900). */
  cycleSeconds: number
  /** The member's language for the text (decision 283); absent: English. */
  translate?: Translate
  /**
   * The place's official index and its warning level (DAQI 7 in the UK, EAQI 4 in Europe, US AQI
   * 151 elsewhere): while the current hour is at or above it, no all-clear nor "no longer
   * expected" goes out, whatever the member's threshold (decision 257). Absent: not checked.
   */
  officialWarning?: OfficialWarning
}

/** One pollution episode at one place: what has been texted about it. */
export interface EpisodeState {
  key: string
  /** Start (unix s) of the episode's first hour at or over the threshold. */
  firstHour: number
  /** A Very Poor text has gone out for this episode. */
  escalated: boolean
  closed: boolean
  /**
   * An hour at or over the threshold has been the current hour. False while the episode is
   * only forecast; undefined in episodes stored before this field existed, read as true.
   */
  reached?: boolean
  /**
   * Start (unix s) of the first clear hour after the episode this one was warned during: an
   * onset in the night after an episode still under way in the evening (decision 202). Hours
   * before it belong to that earlier episode: they neither reach this one nor escalate it.
   */
  follows?: number
}

export type AlertDecision =
  | { kind: 'none'; reason: string; episode: EpisodeState | null }
  | {
      kind: SentKind
      /**
       * An all_clear that withdraws a warning whose onset never came: "update: no longer
       * expected" instead of "back below" (decision 146). Stored as the episode's all_clear,
       * the one closing text an episode can have.
       */
      withdrawn: boolean
      /** The state to store once the text is recorded. */
      episode: EpisodeState
      episodeKey: string
      /** Start (unix s) of the forecast hour the text is about. */
      hourAt: number
      /** That hour's 1-5 level, if known. */
      level: number | null
      /** Seconds from now to `hourAt`, never below 0 (0: it is already here). */
      leadSeconds: number
      /** An advance sent before quiet hours begin, about an onset in or just after them. */
      beforeQuietHours: boolean
      message: string
      reason: string
    }

export type SentKind = 'advance' | 'escalation' | 'all_clear'
