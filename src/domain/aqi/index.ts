import { eaqiCategory, eaqiIndex } from './eaqi'
import { levelFor, levelOfUsAqi } from './levels'
import { POLLUTANTS } from './pollutants'
import type { Pollutant } from './pollutants'
import { daqiBand, daqiIndex } from './uk-daqi'
import { convertConcentration, isParticulate, isUsableConcentration } from './units'
import type { ConcentrationUnit, ReferenceTemperatureC } from './units'
import { US_AVERAGING, usAqiFromConcentration } from './us-epa'
import type { Averaging } from './us-epa'

export type { ConcentrationUnit } from './units'
export type { Averaging } from './us-epa'

/** The index scales AirAhead computes. */
export type Scale = 'owm5' | 'us_epa' | 'eaqi' | 'uk_daqi'

export interface AqiForResult {
  /** The scale's value, or null where it has none (no data, not covered). */
  index: number | null
  /** The scale's own name for the value, or 'No data' / 'Not covered'. */
  category: string
  /** Present (true) when the value is above the top of the US AQI table: index 500, "500+". */
  beyond?: true
}

const SCALES: readonly Scale[] = ['owm5', 'us_epa', 'eaqi', 'uk_daqi']
const UNITS: readonly ConcentrationUnit[] = ['ug/m3', 'ppb', 'ppm']
const PERIODS: readonly Averaging[] = ['1h', '8h', '24h']

/*
 * The periods each European scale is defined on, the first being the default. EAQI (2024
 * revision, ETC HE Report 2024/17): hourly values of every pollutant. DAQI (DEFRA UK-AIR,
 * "Daily Air Quality Index"): PM 24-hour mean, O3 running 8-hour mean, NO2 hourly, SO2 15-minute
 * (AirAhead has hourly values and uses them). CO is in neither; its period is not checked.
 */
const EU_AVERAGING: Readonly<Record<'eaqi' | 'uk_daqi', Readonly<Record<Pollutant, readonly Averaging[]>>>> = {
  eaqi: { pm2_5: ['1h'], pm10: ['1h'], o3: ['1h'], no2: ['1h'], so2: ['1h'], co: ['1h', '8h'] },
  uk_daqi: { pm2_5: ['24h'], pm10: ['24h'], o3: ['8h'], no2: ['1h'], so2: ['1h'], co: ['1h', '8h'] },
}

/** Reference temperature of each scale's conversions between µg/m³ and ppb (see units.ts). */
const REFERENCE_C: Readonly<Record<Scale, ReferenceTemperatureC>> = { owm5: 25, us_epa: 25, eaqi: 20, uk_daqi: 20 }

/**
 * One pollutant's value on one scale, for a concentration averaged over `averaging`.
 * - `us_epa`: US EPA AQI 0-500 with EPA truncation; above the top of a table the index is 500
 *   with `beyond: true` ("500+", Hazardous), never null. Periods: PM 24 h (a NowCast counts as
 *   one), O3 8 h (a NowCast counts as one) or 1 h (the 1-hour table, from 0.125 ppm; lower
 *   1-hour values are 'Not covered'), CO 8 h, NO2 and SO2 1 h.
 * - `owm5`: AirAhead's 1-5 level, which AirAhead defines as the US AQI's category on the 1-5
 *   scale (`levelOfUsAqi`, decision 135); same periods as `us_epa`.
 * - `eaqi`: EEA European Air Quality Index level 1-6 (2024 bands) from hourly values; CO is not covered.
 * - `uk_daqi`: DEFRA DAQI 1-10 with its band as category; CO is not covered.
 * @param value concentration in `unit`; gases convert at 25 °C (US EPA, 40 CFR 50.3) or 20 °C
 *   (EAQI, DAQI: Directive 2008/50/EC, DEFRA), 1 atm
 * @param averaging the period the value is a mean over; default the scale's own period for the pollutant
 * @returns `{ index: null, category: 'No data' }` for NaN, infinite or negative values
 * @throws RangeError for PM2.5/PM10 in ppb or ppm, an unknown scale, pollutant, unit or period,
 *   or a period the scale does not define for the pollutant (e.g. 1-hour PM2.5 on the US AQI)
 */
export function aqiFor(scale: Scale, pollutant: Pollutant, value: number, unit: ConcentrationUnit, averaging?: Averaging): AqiForResult {
  if (!SCALES.includes(scale)) throw new RangeError(`unknown scale: ${String(scale)}`)
  if (!POLLUTANTS.includes(pollutant)) throw new RangeError(`unknown pollutant: ${String(pollutant)}`)
  if (!UNITS.includes(unit)) throw new RangeError(`unknown unit: ${String(unit)}`)
  if (averaging !== undefined && !PERIODS.includes(averaging)) throw new RangeError(`unknown averaging period: ${String(averaging)}`)
  if (isParticulate(pollutant) && unit !== 'ug/m3') {
    throw new RangeError(`${pollutant} must be given in ug/m3, not ${unit}`)
  }
  const periods = scale === 'us_epa' || scale === 'owm5' ? US_AVERAGING[pollutant] : EU_AVERAGING[scale][pollutant]
  const period = averaging ?? periods[0]
  if (period === undefined || !periods.includes(period)) {
    throw new RangeError(`${scale} has no ${String(period)} value for ${pollutant}`)
  }
  if (!isUsableConcentration(value)) return { index: null, category: 'No data' }

  if (scale === 'us_epa' || scale === 'owm5') {
    const us = usAqiFromConcentration(pollutant, value, unit, period)
    if (us === null) return notCovered()
    const beyond = us.beyond ? { beyond: true as const } : {}
    if (scale === 'us_epa') return { index: us.index, category: us.category, ...beyond }
    const level = levelOfUsAqi(us.index)
    return { index: level, category: levelFor(level).name, ...beyond }
  }
  const ugm3 = convertConcentration(pollutant, value, unit, 'ug/m3', REFERENCE_C[scale])
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
