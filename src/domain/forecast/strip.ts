import type { AirQualityEntry } from '../contracts/air-quality'

const HOUR_SECONDS = 3600

/** docs/product.md §Forecast: the strip's entries are labelled Now, +1h, +2h and so on. */
export function stripLabel(position: number): string {
  return position === 0 ? 'Now' : `+${position}h`
}

export interface StripEntry {
  label: string
  entry: AirQualityEntry
}

/**
 * The 24-hour strip: entries from the hour containing `nowSeconds` (unix s) onward,
 * at most `hours` of them, labelled by their distance from now in whole hours.
 */
export function forecastStrip(list: readonly AirQualityEntry[], nowSeconds: number, hours = 24): StripEntry[] {
  const currentHour = Math.floor(nowSeconds / HOUR_SECONDS) * HOUR_SECONDS
  return [...list]
    .filter((e) => e.dt >= currentHour && e.dt < currentHour + hours * HOUR_SECONDS)
    .sort((a, b) => a.dt - b.dt)
    .map((entry) => ({ label: stripLabel(Math.round((entry.dt - currentHour) / HOUR_SECONDS)), entry }))
}
