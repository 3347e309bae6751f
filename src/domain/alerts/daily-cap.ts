import { localDayStart } from './local-time'

/**
 * What the daily cap counts (decisions 146, 200): the texts (send times, unix s) sent since the
 * member's local midnight, in their IANA `timeZone`, up to `now`, so a text sent yesterday
 * evening does not count against this morning. This is the `sentToday` the alert decision
 * takes; it holds back all-clears and updates, never a warning.
 */
export function textsSentToday(sentAt: readonly number[], now: number, timeZone: string): number {
  const dayStart = localDayStart(now, timeZone)
  return sentAt.filter((at) => at >= dayStart && at <= now).length
}
