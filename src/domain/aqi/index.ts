import { eaqiCategory, eaqiIndex } from './eaqi'
import { levelFor } from './levels'
import { owm5Index } from './owm5'
import { POLLUTANTS } from './pollutants'
import type { Pollutant } from './pollutants'
import { daqiBand, daqiIndex } from './uk-daqi'
import { convertConcentration, isParticulate, isUsableConcentration } from './units'
import type { ConcentrationUnit } from './units'
import { usAqiFromConcentration } from './us-epa'

export type { ConcentrationUnit } from './units'

/** The index scales AirAhead computes. */
export type Scale = 'owm5' | 'us_epa' | 'eaqi' | 'uk_daqi'

export interface AqiForResult {
  /** The scale's value, or null where it has none (no data, beyond its top, not covered). */
  index: number | null
  /** The scale's own name for the value, or 'No data' / 'Not covered' / 'Beyond the AQI'. */
  category: string
}

const SCALES: readonly Scale[] = ['owm5', 'us_epa', 'eaqi', 'uk_daqi']
const UNITS: readonly ConcentrationUnit[] = ['ug/m3', 'ppb', 'ppm']

/**
 * One pollutant's value on one scale.
 * - `owm5`: the spec's 1-5 index (SPEC.md §9 bands), e.g. `{ index: 2, category: 'Fair' }`.
 * - `us_epa`: US EPA AQI 0-500 with EPA truncation; `{ index: null, category: 'Beyond the AQI' }`
 *   above 500.
 * - `eaqi`: EEA European Air Quality Index level 1-6 (2024 bands); CO is not covered.
 * - `uk_daqi`: DEFRA DAQI 1-10 with its band as category; CO is not covered.
 * The value must already be averaged over the scale's period (see series.ts for hourly data).
 * @param value concentration in `unit`; gases convert at 25 °C and 1 atm
 * @returns `{ index: null, category: 'No data' }` for NaN, infinite or negative values
 * @throws RangeError for PM2.5/PM10 in ppb or ppm, or an unknown scale, pollutant or unit
 */
export function aqiFor(scale: Scale, pollutant: Pollutant, value: number, unit: ConcentrationUnit): AqiForResult {
  if (!SCALES.includes(scale)) throw new RangeError(`unknown scale: ${String(scale)}`)
  if (!POLLUTANTS.includes(pollutant)) throw new RangeError(`unknown pollutant: ${String(pollutant)}`)
  if (!UNITS.includes(unit)) throw new RangeError(`unknown unit: ${String(unit)}`)
  if (isParticulate(pollutant) && unit !== 'ug/m3') {
    throw new RangeError(`${pollutant} must be given in ug/m3, not ${unit}`)
  }
  if (!isUsableConcentration(value)) return { index: null, category: 'No data' }
  if (scale === 'us_epa') return usAqiFromConcentration(pollutant, value, unit)

  const ugm3 = convertConcentration(pollutant, value, unit, 'ug/m3')
  if (scale === 'owm5') {
    const index = owm5Index(pollutant, ugm3)
    return { index, category: levelFor(index).name }
  }
  if (scale === 'eaqi') {
    const index = eaqiIndex(pollutant, ugm3)
    return index === null ? notCovered() : { index, category: eaqiCategory(index) }
  }
  const index = daqiIndex(pollutant, ugm3)
  return index === null ? notCovered() : { index, category: daqiBand(index) }
}

function notCovered(): AqiForResult {
  return { index: null, category: 'Not covered' }
}
