const DAY_SECONDS = 86_400

/** Seconds since local midnight (0-86399) at a unix time (s) in a place `utcOffsetSeconds` from UTC. */
export function localSecondsOfDay(unixSeconds: number, utcOffsetSeconds: number): number {
  return (((unixSeconds + utcOffsetSeconds) % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS
}

/**
 * The local clock time on a 12-hour clock: "4 PM", "12 AM", or "5:30 PM" where the place's
 * offset is not whole hours. `unixSeconds` and `utcOffsetSeconds` are seconds.
 */
export function formatLocalHour(unixSeconds: number, utcOffsetSeconds: number): string {
  const minutesOfDay = Math.floor(localSecondsOfDay(unixSeconds, utcOffsetSeconds) / 60)
  const hours = Math.floor(minutesOfDay / 60)
  const minutes = minutesOfDay % 60
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return minutes === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}
