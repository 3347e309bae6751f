import { localSecondsOfDay } from './local-time'

/** The place's local midnight (unix s) that begins the day of `unixSeconds`; offset in seconds. */
export function localDayStart(unixSeconds: number, utcOffsetSeconds: number): number {
  return unixSeconds - localSecondsOfDay(unixSeconds, utcOffsetSeconds)
}

/**
 * What the daily cap counts (issue 13 item 5, decision 146): the texts (send times, unix s)
 * sent since the local midnight of the place being decided, up to `now`. The screen promises
 * "N texts a day", so a text sent yesterday evening does not hold back this morning's warning.
 * This is the `sentToday` the alert decision takes.
 */
export function textsSentToday(sentAt: readonly number[], now: number, utcOffsetSeconds: number): number {
  const dayStart = localDayStart(now, utcOffsetSeconds)
  return sentAt.filter((at) => at >= dayStart && at <= now).length
}
