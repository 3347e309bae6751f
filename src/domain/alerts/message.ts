import type { Sensitivity, Threshold } from '../contracts/alerts'
import { levelFor } from '../aqi/levels'
import { isVeryPoor, type ForecastHour } from './forecast-hour'
import { SMS_SEPTETS, gsm7Length, toGsm7Basic } from './gsm'
import { clock12, localDaysBetween } from '../time/format'
import { zoneOffsetAt } from '../time/time-zone'

export interface AlertTextInput {
  /** 'update': the warned onset (`hour`) is no longer expected. */
  kind: 'advance' | 'escalation' | 'all_clear' | 'update'
  /** The place's name and IANA time zone (e.g. "Asia/Kolkata"), in which times are written. */
  place: { name: string; timeZone: string }
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
}

/** What to do, by profile; GSM-7 basic characters only. */
const ACTIONS: Readonly<Record<Sensitivity, string>> = {
  general: 'Limit time outdoors.',
  child: "Keep children's outdoor play short.",
  older_adult: 'Take it easy outdoors.',
  heart_lung: 'Keep your inhaler or medicine close.',
}
const VERY_POOR_ACTION = 'Avoid outdoor activity.'
const STOP_LINE = 'Reply STOP to opt out'
const NAME_SLOT = '\u0000'
const FALLBACK_NAME = 'your place'

/** The threshold in GSM-7 words: "Poor", "US AQI 151", "PM2.5 55.5 ug/m3" (µ and ³ are not GSM-7). */
function thresholdWords(threshold: Threshold): string {
  if (threshold.kind === 'level') return levelFor(threshold.value).name
  if (threshold.kind === 'us_aqi') return `US AQI ${threshold.value}`
  return `PM2.5 ${threshold.value} ug/m3`
}

/** How bad the hour is, in the words of the user's threshold. */
function hourWords(hour: ForecastHour, threshold: Threshold): string {
  if (isVeryPoor(hour)) return 'Very Poor'
  if (threshold.kind === 'level') return levelFor(hour.level ?? threshold.value).name
  return `at or above ${thresholdWords(threshold)}`
}

/** "tomorrow " when `hour.time` falls on the local day after the one the text is sent on. */
function dayWord(input: AlertTextInput): string {
  const { hour, leadSeconds, place } = input
  const sentAt = hour.time - leadSeconds
  return localDaysBetween(sentAt, hour.time, zoneOffsetAt(place.timeZone)) > 0 ? 'tomorrow ' : ''
}

/** "is Poor now", "will be Poor around 3 PM", or before quiet hours "will be Poor tomorrow from around 7 AM". */
function whenWords(input: AlertTextInput, words: string): string {
  const { hour, leadSeconds, place } = input
  if (leadSeconds <= 0) return `is ${words} now`
  const at = clock12(hour.time, zoneOffsetAt(place.timeZone))
  if (input.kind === 'advance' && input.beforeQuietHours === true) return `will be ${words} ${dayWord(input)}from around ${at}`
  return `will be ${words} around ${at}`
}

function warningTemplate(input: AlertTextInput): string {
  const { hour, place, threshold } = input
  const words = hourWords(hour, threshold)
  const offsetAt = zoneOffsetAt(place.timeZone)
  const when = whenWords(input, words)
  const veryPoorAt = input.kind === 'advance' && !isVeryPoor(hour) ? (input.veryPoorAt ?? null) : null
  const later = veryPoorAt === null ? '' : `, Very Poor around ${clock12(veryPoorAt, offsetAt)}`
  const action = isVeryPoor(hour) || veryPoorAt !== null ? VERY_POOR_ACTION : ACTIONS[input.sensitivity]
  return `AirAhead: Air at ${NAME_SLOT} ${when}${later}. ${action} ${STOP_LINE}`
}

function allClearTemplate(input: AlertTextInput): string {
  const at = clock12(input.hour.time, zoneOffsetAt(input.place.timeZone))
  return `AirAhead: Air at ${NAME_SLOT} is back below ${thresholdWords(input.threshold)} (around ${at}). ${STOP_LINE}`
}

function updateTemplate(input: AlertTextInput): string {
  const at = clock12(input.hour.time, zoneOffsetAt(input.place.timeZone))
  const day = input.leadSeconds > 0 ? dayWord(input) : ''
  return `AirAhead update: Air at ${NAME_SLOT} is no longer expected to reach ${thresholdWords(input.threshold)} ${day}around ${at}. ${STOP_LINE}`
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
 * some handsets mangle), one action for the user's profile, and the STOP line last.
 */
export function composeAlertText(input: AlertTextInput): string {
  const template = TEMPLATES[input.kind](input)
  const budget = SMS_SEPTETS - gsm7Length(template.replace(NAME_SLOT, ''))
  const name = fitName(input.place.name, budget)
  // A function, so a "$&" in a user's place name is not read as a replacement pattern.
  return template.replace(NAME_SLOT, () => name)
}
