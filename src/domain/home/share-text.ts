import { levelFor } from '../aqi/levels'
import { usAqiWithCategory } from '../aqi/us-epa'

/** What a shared check says. */
export interface CheckSummary {
  /** The place as the person knows it, e.g. "New York City" or "my location". */
  place: string
  /** The current 1-5 index. */
  nowAqi: number
  /** The US AQI (0-500), when the source has one. */
  usAqi: number | null
  /** The 1-5 index in 2 hours, when the forecast reaches that far. */
  inTwoHoursAqi: number | null
  /** The reading is simulated: the text must say so (docs/product.md §Sources). */
  simulated: boolean
}

/**
 * The text of a shared check, e.g. "Air quality in New York City now: Fair (2 of 5, US AQI 54 · Moderate).
 * In 2 hours: Moderate. Checked with AirAhead."
 */
export function shareText(summary: CheckSummary): string {
  const now = levelFor(summary.nowAqi).name
  const us = summary.usAqi === null ? '' : `, US AQI ${usAqiWithCategory(summary.usAqi)}`
  const parts = [`Air quality in ${summary.place} now: ${now} (${summary.nowAqi} of 5${us}).`]
  if (summary.inTwoHoursAqi !== null) parts.push(`In 2 hours: ${levelFor(summary.inTwoHoursAqi).name}.`)
  parts.push(summary.simulated ? 'Simulated data, not a measurement. Checked with AirAhead.' : 'Checked with AirAhead.')
  return parts.join(' ')
}
