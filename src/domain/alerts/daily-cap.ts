import { localDayStart } from './local-time'

/**
 * What the daily cap counts (issue 13 item 5, decision 146): the texts (send times, unix s)
 * sent since the local midnight of the place being decided, in its IANA `timeZone`, up to
 * `now`. The screen promises "N texts a day", so a text sent yesterday evening does not hold
 * back this morning's warning. This is the `sentToday` the alert decision takes.
 */
export function textsSentToday(sentAt: readonly number[], now: number, timeZone: string): number {
  const dayStart = localDayStart(now, timeZone)
  return sentAt.filter((at) => at >= dayStart && at <= now).length
}
