import { levelOfUsAqi } from '../aqi/levels'
import { usAqiFromConcentration } from '../aqi/us-epa'
import type { Threshold } from '../contracts/alerts'
import { describeThreshold } from '../alerts/threshold'
import type { Translate } from '../i18n/locales'
import { pm25EquivalentUgM3 } from './exceedance/threshold'

/** Where a person's alert threshold sits on the hourly chart's US AQI axis, and how it is labelled. */
export interface ChartThreshold {
  /** US AQI, 0-500. */
  usAqi: number
  /** "Your alert: Poor (4 of 5)", "Your alert: PM2.5 55.5 µg/m³ = US AQI 151". */
  label: string
}

const US_AQI_TOP = 500

const LABELS = {
  own: /*i18n*/ { id: 'chart.threshold', message: 'Your alert: {threshold}', comment: 'The alert line on the hourly chart; {threshold} e.g. "Poor (4 of 5)"' },
  pm25: /*i18n*/ { id: 'chart.threshold.pm25', message: 'Your alert: {threshold} = US AQI {usAqi}', comment: 'A PM2.5 alert on the US AQI axis' },
  official: /*i18n*/ { id: 'chart.threshold.official', message: 'Your alert: {threshold} ≈ US AQI {usAqi} for PM2.5', comment: 'An official-index alert drawn where PM2.5 alone reaches it' },
}

/** The lowest US AQI of a 1-5 level: 51 Fair, 101 Moderate, 151 Poor, 201 Very Poor (decision 135). */
function firstUsAqiOfLevel(level: number): number {
  for (let aqi = 0; aqi <= US_AQI_TOP; aqi += 1) if (levelOfUsAqi(aqi) >= level) return aqi
  return US_AQI_TOP
}

/**
 * The threshold on the chart's one axis, the US AQI (decision 176). A level threshold is drawn
 * where that level starts; a PM2.5 threshold (µg/m³) is put through EPA's PM2.5 table, the same
 * index every hour's value comes from (decision 145: PM2.5 55.5 µg/m³ is US AQI 151 in the same
 * hour), and the label keeps the person's own unit, in the reader's words with `t` (decision 284).
 */
export function chartThreshold(threshold: Threshold, t: Translate): ChartThreshold {
  const described = describeThreshold(threshold, t)
  const own = t({ ...LABELS.own, values: { threshold: described } })
  if (threshold.kind === 'level') return { usAqi: firstUsAqiOfLevel(threshold.value), label: own }
  if (threshold.kind === 'us_aqi') return { usAqi: threshold.value, label: own }
  if (threshold.kind === 'pm25') {
    const usAqi = usAqiFromConcentration('pm2_5', threshold.value, 'ug/m3', '24h')?.index ?? US_AQI_TOP
    return { usAqi, label: t({ ...LABELS.pm25, values: { threshold: described, usAqi } }) }
  }
  // An official index has its own cut points per pollutant: drawn where PM2.5 alone reaches it,
  // and labelled as such (decision 275).
  const pm25 = pm25EquivalentUgM3(threshold)
  const usAqi = pm25 === null ? US_AQI_TOP : (usAqiFromConcentration('pm2_5', pm25, 'ug/m3', '24h')?.index ?? US_AQI_TOP)
  return { usAqi, label: t({ ...LABELS.official, values: { threshold: described, usAqi } }) }
}
