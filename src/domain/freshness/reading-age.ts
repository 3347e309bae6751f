import type { Translate } from '../i18n/locales'

/*
 * How old the reading on screen is, and how loudly to say so (docs/decisions/150).
 * Time is a parameter: every function takes the clock (unix seconds) it judges against.
 */

/** From this age (seconds) a reading is refetched on return and shown in the stale style: 15 min. */
export const AGING_AFTER_SECONDS = 15 * 60
/** From this age (seconds) the headline no longer says "now": 3 h. */
export const OLD_AFTER_SECONDS = 3 * 60 * 60

/** `fresh` under 15 min, `aging` from 15 min, `old` from 3 h. */
export type Freshness = 'fresh' | 'aging' | 'old'

/** The freshness of a reading `ageSeconds` old. */
export function freshnessOf(ageSeconds: number): Freshness {
  if (ageSeconds >= OLD_AFTER_SECONDS) return 'old'
  if (ageSeconds >= AGING_AFTER_SECONDS) return 'aging'
  return 'fresh'
}

/**
 * How long the server keeps a place's upstream forecast before asking again, seconds
 * (netlify/server/air-quality/forecast-store.ts `CACHE_TTL_SECONDS`). Within it a reading is
 * as current as the model allows; data older than that was served because the upstream
 * could not be reached, and that excess counts in the reading's age.
 */
export const SERVER_REFRESH_SECONDS = 3600

export interface ReadingTimes {
  /** When this device received the answer (its own clock), unix seconds; null when unknown. */
  receivedAtSeconds: number | null
  /** The answer's `generatedAt` (the server's clock), unix seconds; null when it does not parse. */
  generatedAtSeconds: number | null
  /** The answer's `fetchedAt`: when the server got the data upstream (its clock), unix seconds. */
  fetchedAtSeconds: number | null
  /** The answer is the device's stored copy (the service worker's fallback), not a fresh one. */
  fromDeviceCache: boolean
}

/**
 * When the reading on screen was made, unix seconds. A fresh answer is dated by the device's
 * own clock when it arrived, so a device clock that is a few minutes off never makes every
 * reading look old. A stored copy arrived just now but was made long ago: its `generatedAt`
 * is the only honest date it has. Either is moved back by however much longer than
 * `SERVER_REFRESH_SECONDS` the server had gone without new upstream data (a difference of
 * two server times, so no clock skew enters).
 */
export function readingTime(times: ReadingTimes): number | null {
  const { receivedAtSeconds, generatedAtSeconds, fetchedAtSeconds, fromDeviceCache } = times
  const answered = fromDeviceCache ? (generatedAtSeconds ?? receivedAtSeconds) : (receivedAtSeconds ?? generatedAtSeconds)
  if (answered === null) return null
  const upstreamLag =
    generatedAtSeconds !== null && fetchedAtSeconds !== null
      ? Math.max(0, generatedAtSeconds - fetchedAtSeconds - SERVER_REFRESH_SECONDS)
      : 0
  return answered - upstreamLag
}

/** Whole seconds from `readAtSeconds` to `nowSeconds`; never negative (a clock moved back). */
export function ageSeconds(readAtSeconds: number, nowSeconds: number): number {
  return Math.max(0, Math.floor(nowSeconds - readAtSeconds))
}

/** An age's words (decision 284). */
const AGE_MESSAGES = {
  justNow: /*i18n*/ { id: 'age.justNow', message: 'just now', comment: 'How old a reading is: under a minute' },
  minutes: /*i18n*/ { id: 'age.minutes', message: '{minutes} min ago' },
  hours: /*i18n*/ { id: 'age.hours', message: '{hours} h ago' },
  hoursMinutes: /*i18n*/ { id: 'age.hoursMinutes', message: '{hours} h {minutes} min ago' },
  days: /*i18n*/ { id: 'age.days', message: '{days} days ago', comment: 'Always 2 days or more' },
} as const

/**
 * An age in words (the reader's with `t`): "just now" under a minute, "4 min ago",
 * "2 h 10 min ago", "2 h ago", "3 days ago" from 48 h (hours no longer help then).
 */
export function formatAge(ageSeconds: number, t: Translate): string {
  const minutes = Math.floor(ageSeconds / 60)
  if (minutes < 1) return t(AGE_MESSAGES.justNow)
  if (minutes < 60) return t({ ...AGE_MESSAGES.minutes, values: { minutes } })
  const hours = Math.floor(minutes / 60)
  if (hours >= 48) return t({ ...AGE_MESSAGES.days, values: { days: Math.floor(hours / 24) } })
  const rest = minutes % 60
  return rest === 0 ? t({ ...AGE_MESSAGES.hours, values: { hours } }) : t({ ...AGE_MESSAGES.hoursMinutes, values: { hours, minutes: rest } })
}
