/**
 * Texts of times and numbers on the screenshots. Times are the place's own (a fixed UTC
 * offset in seconds), so the page reads the same wherever it is generated.
 */
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

const shifted = (unixSeconds: number, offset: number) => new Date((unixSeconds + offset) * 1000)

/** "4 PM", or "4:05 PM" when the minutes are not zero. */
export function clock12(unixSeconds: number, offset: number): string {
  const d = shifted(unixSeconds, offset)
  const hours = d.getUTCHours()
  const minutes = d.getUTCMinutes()
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  const suffix = hours < 12 ? 'AM' : 'PM'
  return minutes === 0 ? `${hour12} ${suffix}` : `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** "Sat 21 Nov" */
export function dayAndDate(unixSeconds: number, offset: number): string {
  const d = shifted(unixSeconds, offset)
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`
}

/** "UTC−5", "UTC+5:30", "UTC" */
export function offsetLabel(offset: number): string {
  if (offset === 0) return 'UTC'
  const sign = offset > 0 ? '+' : '−'
  const minutes = Math.abs(offset) / 60
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`
}

/** "Sat 21 Nov, 2:05 PM (UTC−5)" */
export function timeStamp(unixSeconds: number, offset: number): string {
  return `${dayAndDate(unixSeconds, offset)}, ${clock12(unixSeconds, offset)} (${offsetLabel(offset)})`
}

/** A concentration in µg/m³: "—" when missing, whole numbers from 100 up. */
export function concentration(ugm3: number | null): string {
  if (ugm3 === null || !Number.isFinite(ugm3)) return '—'
  return ugm3 >= 100 ? String(Math.round(ugm3)) : ugm3.toFixed(1)
}
