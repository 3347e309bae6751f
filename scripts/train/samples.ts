// One feature row per station-hour (decision 220): the classifier's inputs at the start of the
// hour, with the label "an hour in +2 … +6 at or over T" where one of them is measured.
import { TARGET_FROM_HOURS, TARGET_TO_HOURS } from '../../src/domain/forecast/exceedance/features'
import { featuresAt } from '../replay/neighbours'
import type { TrainingSeries } from './realdata'
import { WARNING_WINDOW_HOURS } from './score'

const HOUR = 3600

export interface StationRows {
  station: TrainingSeries
  /** Start of each hour with a row, unix s (the station's own grid). */
  hours: number[]
  rows: number[][]
  /** 1/0, or NaN where no hour of +2 … +6 is measured. */
  labels: number[]
  /** Rows a model learns from: the last measured hour under T (no episode under way) and a label. */
  trainable: boolean[]
  /** More rows to learn from, at other thresholds (decision 250): trainable only, scored never. */
  extra: { hours: number[]; rows: number[][]; labels: number[] }
}

/** Rows for every hour of the station whose previous hour is measured, at threshold `t` (µg/m³). */
/** Hours before a row that must hold no measured hour at or over T for it to be learned from, with `onsetRows` 'clean' (decision 271). */
const CLEAN_HOURS = 6

export function stationRows(station: TrainingSeries, t: number, onsetRows: 'all' | 'skip-late' | 'clean' | 'window' = 'all', toHours = TARGET_TO_HOURS): StationRows {
  const { series, neighbours } = station
  const byTime = new Map(series.hours.map((h) => [h.time, h.value]))
  const first = series.hours[0]?.time ?? 0
  const last = series.hours.at(-1)?.time ?? 0
  const out: StationRows = { station, hours: [], rows: [], labels: [], trainable: [], extra: { hours: [], rows: [], labels: [] } }
  for (let hour = first + HOUR; hour <= last + HOUR; hour += HOUR) {
    const previous = byTime.get(hour - HOUR)
    if (previous === undefined) continue
    let label = Number.NaN
    for (let k = TARGET_FROM_HOURS; k <= toHours; k += 1) {
      const v = byTime.get(hour + k * HOUR)
      if (v === undefined) continue
      label = v >= t ? 1 : Number.isNaN(label) ? 0 : label
    }
    out.hours.push(hour)
    out.rows.push(featuresAt(series, neighbours, hour, t))
    out.labels.push(label)
    // Optionally not the hours whose onset is already under way or next (too late to warn 2 h ahead).
    const late = onsetRows === 'skip-late' && [0, 1].some((k) => (byTime.get(hour + k * HOUR) ?? 0) >= t)
    // Optionally only the hours a new episode can start from: none of the last 6 measured at or over T.
    const recent = onsetRows === 'clean' && Array.from({ length: CLEAN_HOURS }, (_, k) => byTime.get(hour - (k + 1) * HOUR) ?? 0).some((v) => v >= t)
    // Optionally not the negatives with an hour over T after the label's hours and within the scoring's
    // window (+7 … +12): a text then is credited, not a false alarm (decision 293).
    const credited = onsetRows === 'window' && label === 0 &&
      Array.from({ length: Math.max(0, WARNING_WINDOW_HOURS - toHours) }, (_, k) => byTime.get(hour + (toHours + 1 + k) * HOUR) ?? 0).some((v) => v >= t)
    out.trainable.push(previous < t && !Number.isNaN(label) && !late && !recent && !credited)
  }
  return out
}

/**
 * Adds the trainable rows of `station` at each of `thresholds` (µg/m³) to its `extra` rows, only
 * those `keep(hour, label)` accepts (features are divided by T, so an onset at 35.5 or 150.5
 * teaches the shape of an onset at 55.5 too; decision 250).
 */
export function addThresholdRows(out: StationRows, thresholds: readonly number[], keep: (hour: number, label: number) => boolean): void {
  const { series, neighbours } = out.station
  const byTime = new Map(series.hours.map((h) => [h.time, h.value]))
  for (const t of thresholds) {
    for (const h of series.hours) {
      const hour = h.time + HOUR
      if (h.value >= t) continue
      let label = Number.NaN
      for (let k = TARGET_FROM_HOURS; k <= TARGET_TO_HOURS; k += 1) {
        const v = byTime.get(hour + k * HOUR)
        if (v === undefined) continue
        label = v >= t ? 1 : Number.isNaN(label) ? 0 : label
      }
      if (Number.isNaN(label) || !keep(hour, label)) continue
      out.extra.hours.push(hour)
      out.extra.rows.push(featuresAt(series, neighbours, hour, t))
      out.extra.labels.push(label)
    }
  }
}
