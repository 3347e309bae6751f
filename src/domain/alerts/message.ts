import type { Sensitivity, Threshold } from '../contracts/alerts'
import { levelFor } from '../aqi/levels'
import { isOfficialThreshold, isVeryPoor, measure, type ForecastHour } from './forecast-hour'
import { officialIndexWords } from './threshold'
import { SMS_SEPTETS, gsm7Length, toGsm7Basic } from './gsm'
import { clock12, localDaysBetween } from '../time/format'
import { zoneOffsetAt } from '../time/time-zone'

export interface AlertTextInput {
  /** 'update': the warned onset (`hour`) is no longer expected. */
  kind: 'advance' | 'escalation' | 'all_clear' | 'update'
  /** The place's name and IANA time zone (e.g. "Asia/Kolkata"). */
  place: { name: string; timeZone: string }
  /**
   * The member's IANA zone, in which every time is written (decision 200); " your time"
   * follows the first time when the place's clock reads differently then. Absent: the place's.
   */
  recipientTimeZone?: string
  threshold: Threshold
  sensitivity: Sensitivity
  /** The hour the text is about (for an all-clear: the current hour). */
  hour: ForecastHour
  /** Seconds from now until `hour.time`; 0 or less means it is already here ("now"). */
  leadSeconds: number
  /** Advance only: start (unix s) of a Very Poor hour already in sight after `hour`, named in the same text. */
  veryPoorAt?: number | null
  /** Advance only: sent before quiet hours about an onset in or just after them ("tomorrow from around 7 AM"). */
  beforeQuietHours?: boolean
  /**
   * Advance only: the warning rests on the exceedance classifier's probability for hours +2 … +6,
   * not on a forecast hour at or over the threshold (decisions 221, 250): 'likely' (an even
   * chance or more) "will likely be Poor from around 5 PM", 'possible' "may be Poor from around 5 PM".
   */
  chance?: 'likely' | 'possible'
}

/** What to do, by profile; GSM-7 basic characters only. */
const ACTIONS: Readonly<Record<Sensitivity, string>> = {
  general: 'Limit time outdoors.',
  child: "Keep children's outdoor play short.",
  older_adult: 'Take it easy outdoors.',
  heart_lung: 'Keep your inhaler or medicine close.',
}
const VERY_POOR_ACTION = 'Avoid outdoor activity.'
/** The last words of every text; a push (decision 265) goes without them. */
export const SMS_STOP_LINE = 'Reply STOP to opt out'
const STOP_LINE = SMS_STOP_LINE
const NAME_SLOT = '\u0000'
/** What the hour rests on (decision 194), as the text says it; GSM-7 basic characters only. */
const BASIS_WORDS = { measured: 'measured nearby', forecast: 'forecast' } as const
const AT_OR_ABOVE = 'at or above '
/** A name cut shorter than this makes the text use its compact wording (`composeAlertText`). */
const MIN_NAME_SEPTETS = 20
const FALLBACK_NAME = 'your place'

/** The threshold in GSM-7 words: "Poor", "US AQI 151", "PM2.5 55.5 ug/m3" (µ and ³ are not GSM-7), "UK DAQI 7 (High)". */
function thresholdWords(threshold: Threshold): string {
  switch (threshold.kind) {
    case 'level':
      return levelFor(threshold.value).name
    case 'us_aqi':
      return `US AQI ${threshold.value}`
    case 'pm25':
      return `PM2.5 ${threshold.value} ug/m3`
    case 'uk_daqi':
    case 'eaqi':
      return officialIndexWords(threshold.kind, threshold.value)
  }
}

/** How bad the hour is, in the words of the user's threshold. */
function hourWords(hour: ForecastHour, threshold: Threshold): string {
  // An official index names the hour's own value and band, Very Poor or not (decision 275).
  if (isOfficialThreshold(threshold)) {
    const value = measure(hour, threshold)
    return value === null ? `${AT_OR_ABOVE}${thresholdWords(threshold)}` : officialIndexWords(threshold.kind, value)
  }
  if (isVeryPoor(hour)) return 'Very Poor'
  if (threshold.kind === 'level') return levelFor(hour.level ?? threshold.value).name
  return `${AT_OR_ABOVE}${thresholdWords(threshold)}`
}

/** The zone a text's times are written in: the member's own (decision 200), else the place's. */
const readerZone = (input: AlertTextInput) => input.recipientTimeZone ?? input.place.timeZone

/** " your time" when, at `unixSeconds`, the member's clock and the place's read differently (decision 200). */
function yourTime(input: AlertTextInput, unixSeconds: number): string {
  const zone = readerZone(input)
  if (zone === input.place.timeZone) return ''
  return zoneOffsetAt(zone)(unixSeconds) === zoneOffsetAt(input.place.timeZone)(unixSeconds) ? '' : ' your time'
}

/** "tomorrow " when `hour.time` falls on the member's day after the one the text is sent on. */
function dayWord(input: AlertTextInput): string {
  const { hour, leadSeconds } = input
  const sentAt = hour.time - leadSeconds
  return localDaysBetween(sentAt, hour.time, zoneOffsetAt(readerZone(input))) > 0 ? 'tomorrow ' : ''
}

/** "is Poor now", "will be Poor around 3 PM", or before quiet hours "will be Poor tomorrow from around 7 AM". */
function whenWords(input: AlertTextInput, words: string, compact: boolean): string {
  const { hour, leadSeconds } = input
  const be = compact && words.startsWith(AT_OR_ABOVE) ? { now: 'has reached', later: 'will reach' } : { now: 'is', later: 'will be' }
  const what = be.now === 'is' ? words : words.slice(AT_OR_ABOVE.length)
  if (leadSeconds <= 0) return `${be.now} ${what} now`
  const at = `${clock12(hour.time, zoneOffsetAt(readerZone(input)))}${yourTime(input, hour.time)}`
  if (input.kind === 'advance' && input.chance !== undefined) {
    // A probability for a window of hours, not a forecast hour: "likely" or "may", "from" (decision 250).
    const verb = input.chance === 'likely' ? be.later.replace('will ', 'will likely ') : be.later.replace('will ', 'may ')
    return `${verb} ${what} ${dayWord(input)}from ${compact ? '' : 'around '}${at}`
  }
  if (input.kind === 'advance' && input.beforeQuietHours === true) return `${be.later} ${what} ${dayWord(input)}from ${compact ? '' : 'around '}${at}`
  return `${be.later} ${what} around ${at}`
}

/** " (measured nearby)" or " (forecast)" when the hour says what it rests on, else nothing. */
function basisNote(hour: ForecastHour): string {
  return hour.basis === undefined ? '' : ` (${BASIS_WORDS[hour.basis]})`
}

function warningTemplate(input: AlertTextInput, compact: boolean): string {
  const { hour, threshold } = input
  const words = hourWords(hour, threshold)
  const offsetAt = zoneOffsetAt(readerZone(input))
  const when = whenWords(input, words, compact)
  const veryPoorAt = input.kind === 'advance' && !isVeryPoor(hour) ? (input.veryPoorAt ?? null) : null
  const later = veryPoorAt === null ? '' : `, Very Poor around ${clock12(veryPoorAt, offsetAt)}`
  const action = isVeryPoor(hour) || veryPoorAt !== null ? VERY_POOR_ACTION : ACTIONS[input.sensitivity]
  // Compact: the action goes; the level, the times, the basis and the STOP line stay.
  return `AirAhead: Air at ${NAME_SLOT} ${when}${later}${basisNote(hour)}. ${compact ? '' : `${action} `}${STOP_LINE}`
}

function allClearTemplate(input: AlertTextInput, _compact: boolean): string {
  const at = `${clock12(input.hour.time, zoneOffsetAt(readerZone(input)))}${yourTime(input, input.hour.time)}`
  const basis = input.hour.basis === undefined ? '' : `, ${BASIS_WORDS[input.hour.basis]}`
  return `AirAhead: Air at ${NAME_SLOT} is back below ${thresholdWords(input.threshold)} (around ${at}${basis}). ${STOP_LINE}`
}

function updateTemplate(input: AlertTextInput, _compact: boolean): string {
  const at = `${clock12(input.hour.time, zoneOffsetAt(readerZone(input)))}${yourTime(input, input.hour.time)}`
  const day = input.leadSeconds > 0 ? dayWord(input) : ''
  return `AirAhead update: Air at ${NAME_SLOT} is no longer expected to reach ${thresholdWords(input.threshold)} ${day}around ${at}${basisNote(input.hour)}. ${STOP_LINE}`
}

const TEMPLATES = { advance: warningTemplate, escalation: warningTemplate, all_clear: allClearTemplate, update: updateTemplate } as const

/** The place name in GSM-7, cut with "..." to at most `septets` characters. */
function fitName(name: string, septets: number): string {
  const chars = Array.from(toGsm7Basic(name) || FALLBACK_NAME)
  if (chars.length <= septets) return chars.join('')
  return `${chars.slice(0, Math.max(0, septets - 3)).join('').trimEnd()}...`
}

/**
 * The SMS for an alert: one segment (at most 160 GSM-7 septets, basic alphabet only), with the
 * place's name (cleaned to GSM-7 and shortened with "..." when needed), the level, the local
 * time ("around 4 PM", or "now"; not "~4 PM": "~" is a two-septet extension character that
 * some handsets mangle), what the hour rests on when known ("measured nearby" or "forecast",
 * decision 194), one action for the user's profile, and the STOP line last. When the longest
 * wording (a PM2.5 threshold, before quiet hours, a Very Poor hour named too, "measured nearby")
 * would leave the name fewer than 20 characters, the warning is compact: "will reach PM2.5 …",
 * "from 7 AM", and no action sentence.
 */
export function composeAlertText(input: AlertTextInput): string {
  const full = TEMPLATES[input.kind](input, false)
  const roomFor = (template: string) => SMS_SEPTETS - gsm7Length(template.replace(NAME_SLOT, ''))
  const template = roomFor(full) >= MIN_NAME_SEPTETS ? full : TEMPLATES[input.kind](input, true)
  const budget = roomFor(template)
  const name = fitName(input.place.name, budget)
  // A function, so a "$&" in a user's place name is not read as a replacement pattern.
  return template.replace(NAME_SLOT, () => name)
}
