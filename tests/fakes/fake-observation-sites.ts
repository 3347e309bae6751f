import { distanceKm } from '../../src/domain/report/comparison'

/** One hour a fake network reports for a site: PM2.5 µg/m³ (PurpleAir: channel A's cf_1). */
export interface FakeHour {
  /** Start of the UTC hour, unix s. */
  dt: number
  value: number
  /** PurpleAir channel B's cf_1 (default: `value`). */
  b?: number
  /** PurpleAir relative humidity, % (default 50). */
  humidity?: number
}

/** A station as every fake network describes it in its own words. */
export interface FakeSite {
  id: number
  name: string
  lat: number
  lon: number
  indoor?: boolean
  /** A regulatory monitor (OpenAQ isMonitor). */
  monitor?: boolean
  hours: FakeHour[]
}

const HOUR = 3600

/** `values` as consecutive hours ending with the hour before the one holding `now` (unix s). */
export function hoursEndingBefore(now: number, values: readonly number[], extra: Partial<FakeHour> = {}): FakeHour[] {
  const last = Math.floor(now / HOUR) * HOUR - HOUR
  return values.map((value, i) => ({ dt: last - (values.length - 1 - i) * HOUR, value, ...extra }))
}

export const within = (site: FakeSite, center: { lat: number; lon: number }, radiusKm: number) => distanceKm(center, site) <= radiusKm

export const inBox = (site: FakeSite, box: { minLat: number; maxLat: number; minLon: number; maxLon: number }) =>
  site.lat >= box.minLat && site.lat <= box.maxLat && site.lon >= box.minLon && site.lon <= box.maxLon

/** Unix s of an ISO date ("2026-11-26T01:00:00Z", "2026-11-26T01") or NaN. */
export function parseUtc(text: string | undefined): number {
  if (!text) return Number.NaN
  const full = /^\d{4}-\d{2}-\d{2}T\d{2}$/.test(text) ? `${text}:00:00Z` : text
  return Date.parse(full) / 1000
}
