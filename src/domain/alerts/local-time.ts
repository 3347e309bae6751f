import { zoneOffsetAt } from '../time/time-zone'

const DAY_SECONDS = 86_400

/**
 * The first second (unix s) of the place's calendar day that holds `unixSeconds`, in its IANA
 * time zone: where a "texts per day" cap starts counting. Found by bisection over the local
 * date, so it is right across daylight-saving changes, in half- and quarter-hour zones, and
 * where a change skips midnight (the day then starts at the change).
 */
export function localDayStart(unixSeconds: number, timeZone: string): number {
  const offsetAt = zoneOffsetAt(timeZone)
  const dayOf = (t: number) => Math.floor((t + offsetAt(t)) / DAY_SECONDS)
  const today = dayOf(unixSeconds)
  // Two days back is an earlier local day in any zone (offsets stay within ±14 h).
  let before = Math.floor(unixSeconds) - 2 * DAY_SECONDS
  let at = Math.floor(unixSeconds)
  while (at - before > 1) {
    const mid = Math.floor((before + at) / 2)
    if (dayOf(mid) === today) at = mid
    else before = mid
  }
  return at
}
