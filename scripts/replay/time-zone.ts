/** Offset of local time from UTC (seconds) in an IANA zone at a moment (unix s), from Intl. */
export function utcOffsetAt(timeZone: string): (unixSeconds: number) => number {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
  const cache = new Map<number, number>()
  return (unixSeconds) => {
    // Offsets change on whole minutes of UTC; one lookup per hour is enough for a replay.
    const hour = Math.floor(unixSeconds / 3600)
    const known = cache.get(hour)
    if (known !== undefined) return known
    const name = format.formatToParts(unixSeconds * 1000).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT'
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
    const offset = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60) : 0
    cache.set(hour, offset)
    return offset
  }
}
