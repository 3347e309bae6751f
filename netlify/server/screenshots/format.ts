import { clock12, shortDate, utcOffsetLabel } from '../../../src/domain/time/format'
import { english } from '../../../src/domain/i18n/locales'
import type { UtcOffsetAt } from '../../../src/domain/time/utc-offset'

/** "Sat, Nov 21, 2:05 PM (UTC-5)": a moment in the place's own time, so the page reads the same wherever it is made. */
export function timeStamp(unixSeconds: number, offsetAt: UtcOffsetAt): string {
  return `${shortDate(unixSeconds, offsetAt, undefined, english)}, ${clock12(unixSeconds, offsetAt, english)} (${utcOffsetLabel(offsetAt(unixSeconds))})`
}

/** A concentration in µg/m³: "—" when missing, whole numbers from 100 up. */
export function concentration(ugm3: number | null): string {
  if (ugm3 === null || !Number.isFinite(ugm3)) return '—'
  return ugm3 >= 100 ? String(Math.round(ugm3)) : ugm3.toFixed(1)
}
