// Pollution episodes in a measured hourly series (decision 148; shared by the replay and the accuracy record, decision 190).
import { exceeds, isBelow, type ForecastHour } from '../alerts/forecast-hour'
import { forecastHourFromConcentration } from '../alerts/hourly-measures'
import type { ConcentrationUnit } from '../aqi/index'
import type { Pollutant } from '../aqi/pollutants'
import type { Threshold } from '../contracts/alerts'

const HOUR = 3600
/** An episode ends after this many consecutive hours measured below the threshold (the decision's CLEAR_HOURS). */
export const CLEAR_HOURS = 3

export interface Episode {
  /** Start of the first hour at or over the threshold, unix s. */
  onset: number
  /** End of the last hour at or over it, unix s. */
  end: number
}

/** A measured hourly series: values in `metadata.unit` of `metadata.pollutant`, hours ascending. */
export interface MeasuredSeries {
  metadata: { pollutant: Pollutant; unit: ConcentrationUnit }
  /** Start of each hour (unix s) and its mean concentration; an absent hour is unmeasured. */
  hours: readonly { time: number; value: number }[]
}

/**
 * Maximal runs of hours at or over the threshold, measured on the real series; a run ends after
 * 3 consecutive hours measured below it that are not followed by an hour at or over it (a
 * missing hour is neither and restarts the count), as the decision closes an episode.
 * Hours from the series' first to `to` (exclusive, unix s) are read, from 24 h before `from` on.
 */
export function episodesOf(series: MeasuredSeries, threshold: Threshold, from: number, to: number): Episode[] {
  const episodes: Episode[] = []
  let open: Episode | null = null
  let below = 0
  const { pollutant, unit } = series.metadata
  const first = series.hours[0]
  if (first === undefined) return episodes
  const byTime = new Map(series.hours.map((h) => [h.time, h.value]))
  const hourAt = (t: number): ForecastHour => forecastHourFromConcentration(t, pollutant, byTime.get(t) ?? null, unit)
  for (let t = first.time; t < to; t += HOUR) {
    if (t < from - 24 * HOUR) continue
    const hour = hourAt(t)
    if (exceeds(hour, threshold)) {
      below = 0
      if (open === null) open = { onset: t, end: t + HOUR }
      else open.end = t + HOUR
    } else {
      below = isBelow(hour, threshold) ? below + 1 : 0
      if (open !== null && below >= CLEAR_HOURS && !exceeds(hourAt(t + HOUR), threshold)) {
        episodes.push(open)
        open = null
      }
    }
  }
  if (open !== null) episodes.push(open)
  return episodes
}
