import type { Sensitivity, Threshold } from '../contracts/alerts'
import { levelNameMessage } from '../aqi/levels'
import { isOfficialThreshold, isVeryPoor, measure, type ForecastHour } from './forecast-hour'
import { officialIndexWords } from './threshold'
import { singleSegmentRoom, toGsm7Basic } from './gsm'
import { clock12, localDaysBetween } from '../time/format'
import type { MessageDescriptor, Translate } from '../i18n/locales'
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

/*
 * The texts' words as messages (decisions 280, 282): English as always, Spanish in the
 * server's catalog, worded so a Spanish text stays in GSM-7 too (no á, í, ó, ú; é, ñ and ü
 * are GSM-7), one segment. English messages use only simple `{name}` arguments.
 */

/** What to do, by profile; GSM-7 basic characters only. */
const ACTIONS: Readonly<Record<Sensitivity, MessageDescriptor>> = {
  general: /*i18n*/ { id: 'alert.action.general', message: 'Limit time outdoors.' },
  child: /*i18n*/ { id: 'alert.action.child', message: "Keep children's outdoor play short." },
  older_adult: /*i18n*/ { id: 'alert.action.olderAdult', message: 'Take it easy outdoors.' },
  heart_lung: /*i18n*/ { id: 'alert.action.heartLung', message: 'Keep your inhaler or medicine close.' },
}
const VERY_POOR_ACTION = /*i18n*/ { id: 'alert.action.veryPoor', message: 'Avoid outdoor activity.' }
/** The last words of every text; a push (decision 265) goes without them. */
export const SMS_STOP_LINE = 'Reply STOP to opt out'
const STOP_LINE = /*i18n*/ { id: 'alert.stop', message: 'Reply STOP to opt out' }
/** The STOP line in the reader's words. */
export const smsStopLine = (t: Translate) => t(STOP_LINE)
const NAME_SLOT = '\u0000'
/** What the hour rests on (decision 194), as the text says it; GSM-7 basic characters only. */
const BASIS_WORDS = {
  measured: /*i18n*/ { id: 'alert.basis.measured', message: 'measured nearby' },
  forecast: /*i18n*/ { id: 'alert.basis.forecast', message: 'forecast' },
} as const
const MESSAGES = {
  veryPoor: /*i18n*/ { id: 'alert.veryPoor', message: 'Very Poor' },
  usAqi: /*i18n*/ { id: 'alert.threshold.usAqi', message: 'US AQI {value}' },
  pm25: /*i18n*/ { id: 'alert.threshold.pm25', message: 'PM2.5 {value} ug/m3' },
  atOrAbove: /*i18n*/ { id: 'alert.atOrAbove', message: 'at or above {threshold}' },
  at: /*i18n*/ { id: 'alert.at', message: '{time}', comment: 'A clock time in a text ("4 PM"); hour is its hour, 1-12, for an article' },
  yourTime: /*i18n*/ { id: 'alert.yourTime', message: '{time} your time', comment: "The member's clock, when it reads differently from the place's" },
  around: /*i18n*/ { id: 'alert.around', message: 'around {at}' },
  tomorrow: /*i18n*/ { id: 'alert.tomorrow', message: 'tomorrow {when}' },
  isNow: /*i18n*/ { id: 'alert.when.isNow', message: 'is {what} now' },
  reachedNow: /*i18n*/ { id: 'alert.when.reachedNow', message: 'has reached {what} now' },
  isAround: /*i18n*/ { id: 'alert.when.isAround', message: 'will be {what} around {at}' },
  reachAround: /*i18n*/ { id: 'alert.when.reachAround', message: 'will reach {what} around {at}' },
  isFrom: /*i18n*/ { id: 'alert.when.isFrom', message: 'will be {what} {from}' },
  reachFrom: /*i18n*/ { id: 'alert.when.reachFrom', message: 'will reach {what} {from}' },
  likelyFrom: /*i18n*/ { id: 'alert.when.likelyFrom', message: 'will likely be {what} {from}' },
  likelyReachFrom: /*i18n*/ { id: 'alert.when.likelyReachFrom', message: 'will likely reach {what} {from}' },
  mayFrom: /*i18n*/ { id: 'alert.when.mayFrom', message: 'may be {what} {from}' },
  mayReachFrom: /*i18n*/ { id: 'alert.when.mayReachFrom', message: 'may reach {what} {from}' },
  from: /*i18n*/ { id: 'alert.from', message: 'from {at}' },
  fromAround: /*i18n*/ { id: 'alert.fromAround', message: 'from around {at}' },
  laterVeryPoor: /*i18n*/ { id: 'alert.laterVeryPoor', message: ', Very Poor around {at}' },
  warning: /*i18n*/ { id: 'alert.warning', message: 'AirAhead: Air at {place} {when}{later}{basis}. {action} {stop}' },
  warningCompact: /*i18n*/ { id: 'alert.warning.compact', message: 'AirAhead: Air at {place} {when}{later}{basis}. {stop}' },
  allClear: /*i18n*/ { id: 'alert.allClear', message: 'AirAhead: Air at {place} is back below {threshold} (around {at}{basis}). {stop}' },
  update: /*i18n*/ { id: 'alert.update', message: 'AirAhead update: Air at {place} is no longer expected to reach {threshold} {when}{basis}. {stop}' },
} as const satisfies Record<string, MessageDescriptor>
/** A name cut shorter than this makes the text use its compact wording (`composeAlertText`). */
const MIN_NAME_SEPTETS = 20
const FALLBACK_NAME = /*i18n*/ { id: 'alert.fallbackName', message: 'your place' }

const say = (t: Translate, descriptor: MessageDescriptor, values: Record<string, unknown>) => t({ ...descriptor, values })

/** The threshold in GSM-7 words: "Poor", "US AQI 151", "PM2.5 55.5 ug/m3" (µ and ³ are not GSM-7), "UK DAQI 7 (High)". */
function thresholdWords(threshold: Threshold, t: Translate): string {
  switch (threshold.kind) {
    case 'level':
      return t(levelNameMessage(threshold.value))
    case 'us_aqi':
      return say(t, MESSAGES.usAqi, { value: threshold.value })
    case 'pm25':
      return say(t, MESSAGES.pm25, { value: threshold.value })
    case 'uk_daqi':
    case 'eaqi':
      return officialIndexWords(threshold.kind, threshold.value, t)
  }
}

/** How bad the hour is, in the words of the user's threshold: a level's name, else the threshold itself. */
function hourWords(hour: ForecastHour, threshold: Threshold, t: Translate): { what: string; level: boolean } {
  // An official index names the hour's own value and band, Very Poor or not (decision 275).
  if (isOfficialThreshold(threshold)) {
    const value = measure(hour, threshold)
    return value === null ? { what: thresholdWords(threshold, t), level: false } : { what: officialIndexWords(threshold.kind, value, t), level: true }
  }
  if (isVeryPoor(hour)) return { what: t(MESSAGES.veryPoor), level: true }
  if (threshold.kind === 'level') return { what: t(levelNameMessage(hour.level ?? threshold.value)), level: true }
  return { what: thresholdWords(threshold, t), level: false }
}

/** The zone a text's times are written in: the member's own (decision 200), else the place's. */
const readerZone = (input: AlertTextInput) => input.recipientTimeZone ?? input.place.timeZone

/** "4 PM", or "4 PM your time" when, then, the member's clock and the place's read differently (decision 200). */
function timeAt(input: AlertTextInput, unixSeconds: number, t: Translate, withYourTime = true): string {
  const zone = readerZone(input)
  const offsetAt = zoneOffsetAt(zone)
  const time = clock12(unixSeconds, offsetAt, t)
  const hour = (((Math.floor((unixSeconds + offsetAt(unixSeconds)) / 3600) % 24) + 24) % 12) || 12
  const differs = withYourTime && zone !== input.place.timeZone && offsetAt(unixSeconds) !== zoneOffsetAt(input.place.timeZone)(unixSeconds)
  return say(t, differs ? MESSAGES.yourTime : MESSAGES.at, { time, hour })
}

/** True when `hour.time` falls on the member's day after the one the text is sent on. */
function isTomorrow(input: AlertTextInput): boolean {
  const { hour, leadSeconds } = input
  const sentAt = hour.time - leadSeconds
  return localDaysBetween(sentAt, hour.time, zoneOffsetAt(readerZone(input))) > 0
}

/** "is Poor now", "will be Poor around 3 PM", or before quiet hours "will be Poor tomorrow from around 7 AM". */
function whenWords(input: AlertTextInput, hourWords: { what: string; level: boolean }, compact: boolean, t: Translate): string {
  const { hour, leadSeconds } = input
  const reach = compact && !hourWords.level
  const what = hourWords.level || reach ? hourWords.what : say(t, MESSAGES.atOrAbove, { threshold: hourWords.what })
  if (leadSeconds <= 0) return say(t, reach ? MESSAGES.reachedNow : MESSAGES.isNow, { what })
  const at = timeAt(input, hour.time, t)
  const fromWords = () => {
    const from = say(t, compact ? MESSAGES.from : MESSAGES.fromAround, { at })
    return isTomorrow(input) ? say(t, MESSAGES.tomorrow, { when: from }) : from
  }
  if (input.kind === 'advance' && input.chance !== undefined) {
    // A probability for a window of hours, not a forecast hour: "likely" or "may", "from" (decision 250).
    const likely = input.chance === 'likely'
    const message = likely ? (reach ? MESSAGES.likelyReachFrom : MESSAGES.likelyFrom) : reach ? MESSAGES.mayReachFrom : MESSAGES.mayFrom
    return say(t, message, { what, from: fromWords() })
  }
  if (input.kind === 'advance' && input.beforeQuietHours === true) return say(t, reach ? MESSAGES.reachFrom : MESSAGES.isFrom, { what, from: fromWords() })
  return say(t, reach ? MESSAGES.reachAround : MESSAGES.isAround, { what, at })
}

/** " (measured nearby)" or " (forecast)" when the hour says what it rests on, else nothing. */
function basisNote(hour: ForecastHour, t: Translate): string {
  return hour.basis === undefined ? '' : ` (${t(BASIS_WORDS[hour.basis])})`
}

function warningTemplate(input: AlertTextInput, compact: boolean, t: Translate): string {
  const { hour, threshold } = input
  const when = whenWords(input, hourWords(hour, threshold, t), compact, t)
  const veryPoorAt = input.kind === 'advance' && !isVeryPoor(hour) ? (input.veryPoorAt ?? null) : null
  const later = veryPoorAt === null ? '' : say(t, MESSAGES.laterVeryPoor, { at: timeAt(input, veryPoorAt, t, false) })
  const action = t(isVeryPoor(hour) || veryPoorAt !== null ? VERY_POOR_ACTION : ACTIONS[input.sensitivity])
  // Compact: the action goes; the level, the times, the basis and the STOP line stay.
  const values = { place: NAME_SLOT, when, later, basis: basisNote(hour, t), stop: t(STOP_LINE) }
  return compact ? say(t, MESSAGES.warningCompact, values) : say(t, MESSAGES.warning, { ...values, action })
}

function allClearTemplate(input: AlertTextInput, _compact: boolean, t: Translate): string {
  const at = timeAt(input, input.hour.time, t)
  const basis = input.hour.basis === undefined ? '' : `, ${t(BASIS_WORDS[input.hour.basis])}`
  return say(t, MESSAGES.allClear, { place: NAME_SLOT, threshold: thresholdWords(input.threshold, t), at, basis, stop: t(STOP_LINE) })
}

function updateTemplate(input: AlertTextInput, _compact: boolean, t: Translate): string {
  const around = say(t, MESSAGES.around, { at: timeAt(input, input.hour.time, t) })
  const when = input.leadSeconds > 0 && isTomorrow(input) ? say(t, MESSAGES.tomorrow, { when: around }) : around
  return say(t, MESSAGES.update, { place: NAME_SLOT, threshold: thresholdWords(input.threshold, t), when, basis: basisNote(input.hour, t), stop: t(STOP_LINE) })
}

const TEMPLATES = { advance: warningTemplate, escalation: warningTemplate, all_clear: allClearTemplate, update: updateTemplate } as const

/** The place name in GSM-7, cut with "..." to at most `septets` characters. */
function fitName(name: string, septets: number, t: Translate): string {
  const chars = Array.from(toGsm7Basic(name) || toGsm7Basic(t(FALLBACK_NAME)))
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
export function composeAlertText(input: AlertTextInput, t: Translate): string {
  const full = TEMPLATES[input.kind](input, false, t)
  // A template outside GSM-7 travels as UCS-2, 70 to a segment (decision 282); the name is GSM-7.
  const roomFor = (template: string) => singleSegmentRoom(template.replace(NAME_SLOT, ''))
  const template = roomFor(full) >= MIN_NAME_SEPTETS ? full : TEMPLATES[input.kind](input, true, t)
  const budget = roomFor(template)
  const name = fitName(input.place.name, budget, t)
  // A function, so a "$&" in a user's place name is not read as a replacement pattern.
  return template.replace(NAME_SLOT, () => name)
}
