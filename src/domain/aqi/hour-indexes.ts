import { eaqiCategory } from './eaqi'
import type { EaqiCategory, EaqiIndex } from './eaqi'
import { aqiFor } from './index'
import type { AqiForResult } from './index'
import { levelOfUsAqi } from './levels'
import type { Owm5Overall } from './owm5'
import { POLLUTANTS } from './pollutants'
import type { Components, Pollutant } from './pollutants'
import { daqiBand } from './uk-daqi'
import type { DaqiBand, DaqiIndex } from './uk-daqi'
import { isUsableConcentration } from './units'
import type { UsAqiCategory } from './us-epa'

/** Every scale's overall index for one hour; overall = worst pollutant. */
export interface HourIndexes {
  /** AirAhead's 1-5 level: the US AQI's category on the 1-5 scale (decision 135). */
  owm5: Owm5Overall
  /**
   * US EPA AQI 0-500, NowCast for PM and O3 (see `usSubIndexes`); 500 with `beyond` above the
   * top of a table ("500+").
   */
  usAqi: { index: number | null; dominant: Pollutant | null; category: UsAqiCategory | null; beyond: boolean }
  /** Each pollutant's US AQI (PM NowCast, O3 NowCast and 1-hour, CO 8-hour mean, NO2/SO2 hour). */
  usSubIndexes: Record<Pollutant, number | null>
  eaqi: { index: EaqiIndex | null; category: EaqiCategory | null }
  ukDaqi: { index: DaqiIndex | null; band: DaqiBand | null }
}

/** The averaged inputs of one hour, µg/m³. */
export interface AveragedInputs {
  /** EPA NowCast: PM's stands for a 24-hour mean, O3's for an 8-hour mean. */
  nowcast: Record<'pm2_5' | 'pm10' | 'o3', number | null>
  /** Trailing means: PM 24 hours, O3 and CO 8 hours. */
  mean: Record<'pm2_5' | 'pm10' | 'o3' | 'co', number | null>
}

type Own = Pick<Components, Pollutant>

/** aqiFor, or null without a value or where the scale does not cover it. */
function on(scale: Parameters<typeof aqiFor>[0], pollutant: Pollutant, ugm3: number | null, averaging: '1h' | '8h' | '24h'): AqiForResult | null {
  if (!isUsableConcentration(ugm3)) return null
  const result = aqiFor(scale, pollutant, ugm3, 'ug/m3', averaging)
  return result.index === null ? null : result
}

function more(a: AqiForResult | null, b: AqiForResult | null): AqiForResult | null {
  if (a === null || b === null) return a ?? b
  if (a.index !== b.index) return (a.index ?? 0) > (b.index ?? 0) ? a : b
  return b.beyond && !a.beyond ? b : a
}

/**
 * One pollutant's US AQI for the hour, each on the period AirNow reports it with: PM the NowCast
 * (read on the 24-hour table), O3 the higher of its NowCast (8-hour table) and the hour itself
 * (1-hour table), CO the 8-hour mean, NO2 and SO2 the hour.
 */
function usSubIndex(pollutant: Pollutant, own: Own, avg: AveragedInputs): AqiForResult | null {
  if (pollutant === 'pm2_5' || pollutant === 'pm10') return on('us_epa', pollutant, avg.nowcast[pollutant], '24h')
  if (pollutant === 'o3') return more(on('us_epa', 'o3', avg.nowcast.o3, '8h'), on('us_epa', 'o3', own.o3, '1h'))
  if (pollutant === 'co') return on('us_epa', 'co', avg.mean.co, '8h')
  return on('us_epa', pollutant, own[pollutant], '1h')
}

function usOverall(own: Own, avg: AveragedInputs): Pick<HourIndexes, 'usAqi' | 'usSubIndexes'> {
  const usSubIndexes = { pm2_5: null, pm10: null, o3: null, no2: null, so2: null, co: null } as Record<Pollutant, number | null>
  let best: { pollutant: Pollutant; result: AqiForResult } | null = null
  for (const pollutant of POLLUTANTS) {
    const result = usSubIndex(pollutant, own, avg)
    if (result === null) continue
    usSubIndexes[pollutant] = result.index
    if (best === null || more(best.result, result) !== best.result) best = { pollutant, result }
  }
  if (best === null) return { usAqi: { index: null, dominant: null, category: null, beyond: false }, usSubIndexes }
  const { index, category, beyond } = best.result
  return { usAqi: { index, dominant: best.pollutant, category: category as UsAqiCategory, beyond: beyond === true }, usSubIndexes }
}

/** The highest index over pollutants on a scale, given each pollutant's input and period. */
function worst(scale: 'eaqi' | 'uk_daqi', input: (p: Pollutant) => [number | null, '1h' | '8h' | '24h']): number | null {
  let highest: number | null = null
  for (const pollutant of POLLUTANTS) {
    if (pollutant === 'co') continue // in neither European index
    const [value, averaging] = input(pollutant)
    const index = on(scale, pollutant, value, averaging)?.index ?? null
    if (index !== null && (highest === null || index > highest)) highest = index
  }
  return highest
}

/**
 * Every scale's overall index from the hour's own values and its averaged inputs (µg/m³), all
 * through `aqiFor`. Ties between pollutants go to the first in `POLLUTANTS`.
 */
export function hourIndexes(own: Own, avg: AveragedInputs): HourIndexes {
  const { usAqi, usSubIndexes } = usOverall(own, avg)
  // EAQI (2024 revision): hourly values of every pollutant. DAQI: PM 24 h, O3 8 h, NO2/SO2 hourly.
  const eaqi = worst('eaqi', (p) => [own[p], '1h']) as EaqiIndex | null
  const daqi = worst('uk_daqi', (p) =>
    p === 'pm2_5' || p === 'pm10' ? [avg.mean[p], '24h'] : p === 'o3' ? [avg.mean.o3, '8h'] : [own[p], '1h'],
  ) as DaqiIndex | null
  return {
    owm5: usAqi.index === null ? { index: null, dominant: null } : { index: levelOfUsAqi(usAqi.index), dominant: usAqi.dominant },
    usAqi,
    usSubIndexes,
    eaqi: { index: eaqi, category: eaqi === null ? null : eaqiCategory(eaqi) },
    ukDaqi: { index: daqi, band: daqi === null ? null : daqiBand(daqi) },
  }
}
