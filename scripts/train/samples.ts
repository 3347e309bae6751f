// One feature row per station-hour (decision 220): the classifier's inputs at the start of the
// hour, with the label "an hour in +2 … +6 at or over T" where one of them is measured.
import { TARGET_FROM_HOURS, TARGET_TO_HOURS } from '../../src/domain/forecast/exceedance/features'
import { featuresAt } from '../replay/neighbours'
import type { TrainingSeries } from './realdata'

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
}

/** Rows for every hour of the station whose previous hour is measured, at threshold `t` (µg/m³). */
export function stationRows(station: TrainingSeries, t: number): StationRows {
  const { series, neighbours } = station
  const byTime = new Map(series.hours.map((h) => [h.time, h.value]))
  const first = series.hours[0]?.time ?? 0
  const last = series.hours.at(-1)?.time ?? 0
  const out: StationRows = { station, hours: [], rows: [], labels: [], trainable: [] }
  for (let hour = first + HOUR; hour <= last + HOUR; hour += HOUR) {
    const previous = byTime.get(hour - HOUR)
    if (previous === undefined) continue
    let label = Number.NaN
    for (let k = TARGET_FROM_HOURS; k <= TARGET_TO_HOURS; k += 1) {
      const v = byTime.get(hour + k * HOUR)
      if (v === undefined) continue
      label = v >= t ? 1 : Number.isNaN(label) ? 0 : label
    }
    out.hours.push(hour)
    out.rows.push(featuresAt(series, neighbours, hour, t))
    out.labels.push(label)
    out.trainable.push(previous < t && !Number.isNaN(label))
  }
  return out
}
