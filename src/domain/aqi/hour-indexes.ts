import { eaqiCategory, eaqiIndex } from './eaqi'
import type { EaqiCategory, EaqiIndex } from './eaqi'
import { overallOwm5 } from './owm5'
import type { Owm5Overall } from './owm5'
import { POLLUTANTS } from './pollutants'
import type { Components, Pollutant } from './pollutants'
import { daqiBand, daqiIndex } from './uk-daqi'
import type { DaqiBand, DaqiIndex } from './uk-daqi'
import { convertConcentration, isUsableConcentration } from './units'
import { usAqiFromConcentration, usOzoneAqi } from './us-epa'
import type { UsAqiResult } from './us-epa'

/** Every scale's overall index for one hour; overall = worst pollutant. */
export interface HourIndexes {
  /** Spec 1-5 index from the hour's own values. */
  owm5: Owm5Overall
  /** US EPA AQI 0-500; index null with category 'Beyond the AQI' when a pollutant is off the table. */
  usAqi: { index: number | null; dominant: Pollutant | null; category: UsAqiResult['category'] | null }
  eaqi: { index: EaqiIndex | null; category: EaqiCategory | null }
  ukDaqi: { index: DaqiIndex | null; band: DaqiBand | null }
}

/** The averaged inputs of one hour, µg/m³: PM 24-hour means, O3 and CO 8-hour means. */
export type AveragedInputs = Record<'pm2_5' | 'pm10' | 'o3' | 'co', number | null>

type Own = Pick<Components, Pollutant>

function usOverall(own: Own, avg: AveragedInputs): HourIndexes['usAqi'] {
  let best: { rank: number; pollutant: Pollutant; result: UsAqiResult } | null = null
  for (const pollutant of POLLUTANTS) {
    const result = usSubIndex(pollutant, own, avg)
    if (result === null) continue
    const rank = result.index ?? Number.POSITIVE_INFINITY
    if (best === null || rank > best.rank) best = { rank, pollutant, result }
  }
  if (best === null) return { index: null, dominant: null, category: null }
  return { index: best.result.index, dominant: best.pollutant, category: best.result.category }
}

/** US EPA periods: PM 24 h, O3 8 h (with the hour's 1-hour value), CO 8 h, NO2 and SO2 1 h. */
function usSubIndex(pollutant: Pollutant, own: Own, avg: AveragedInputs): UsAqiResult | null {
  if (pollutant === 'o3') {
    const ppm = (value: number | null) => (isUsableConcentration(value) ? convertConcentration('o3', value, 'ug/m3', 'ppm') : null)
    return usOzoneAqi(ppm(avg.o3), ppm(own.o3))
  }
  const value = pollutant === 'no2' || pollutant === 'so2' ? own[pollutant] : avg[pollutant]
  return isUsableConcentration(value) ? usAqiFromConcentration(pollutant, value, 'ug/m3') : null
}

/** The highest level over pollutants, given each pollutant's input and a level function. */
function worst<T extends number>(input: (p: Pollutant) => number | null, level: (p: Pollutant, ugm3: number) => T | null): T | null {
  let highest: T | null = null
  for (const pollutant of POLLUTANTS) {
    const value = input(pollutant)
    if (!isUsableConcentration(value)) continue
    const index = level(pollutant, value)
    if (index !== null && (highest === null || index > highest)) highest = index
  }
  return highest
}

/**
 * Every scale's overall index from the hour's own values and its averaged inputs (µg/m³).
 * Ties between pollutants go to the first in `POLLUTANTS`.
 */
export function hourIndexes(own: Own, avg: AveragedInputs): HourIndexes {
  // EAQI (2024 revision): hourly values of every pollutant. DAQI: PM 24 h, O3 8 h, NO2/SO2 hourly.
  const eaqi = worst((p) => own[p], eaqiIndex)
  const daqi = worst((p) => (p === 'no2' || p === 'so2' || p === 'co' ? own[p] : avg[p]), daqiIndex)
  return {
    owm5: overallOwm5(own),
    usAqi: usOverall(own, avg),
    eaqi: { index: eaqi, category: eaqi === null ? null : eaqiCategory(eaqi) },
    ukDaqi: { index: daqi, band: daqi === null ? null : daqiBand(daqi) },
  }
}
