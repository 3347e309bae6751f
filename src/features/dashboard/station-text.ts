import type { Measurement, StationShown } from '../../domain/contracts/air-quality'
import type { StationChoices } from '../../domain/fusion/types'
import { decimal } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'

/* The station detail's words (decision 198), downloaded with the detail, not with the dashboard. */

const NETWORK_NAMES: Record<StationShown['network'], string> = {
  openaq: 'OpenAQ',
  airnow: 'AirNow',
  'sensor-community': 'Sensor.Community',
  purpleair: 'PurpleAir',
  simulated: 'Simulated',
}

/** "OpenAQ", "PurpleAir (EPA-corrected)": a corrected sensor's network says it was corrected. */
export function networkName(station: Pick<StationShown, 'network' | 'correction'>): string {
  const name = NETWORK_NAMES[station.network]
  return station.network === 'purpleair' && station.correction ? `${name} (EPA-corrected)` : name
}

export const STATION_KIND_NAMES: Record<StationShown['kind'], string> = {
  regulatory: 'Regulatory monitor',
  'low-cost': 'Low-cost sensor',
}

/** What happened to a station, in words: used, or why it was not. */
export const STATION_STATUS_TEXT: Record<StationShown['status'], string> = {
  used: 'Used',
  pinned: 'Pinned by you',
  excluded: 'Excluded by you',
  indoor: 'Not used: indoors',
  stale: 'Not used: no recent reading',
  flagged: 'Not used: flagged by its network',
  uncorrected: 'Not used: not corrected',
  'too-far': 'Not used: too far',
  'not-needed': 'Not needed: nearer stations are used',
}

/**
 * A station's status in words as the person's choices make it: the answer on screen may
 * still be the one asked before their last change (the next is on its way), and a choice
 * shows at once. `used`: it feeds the number now.
 */
export function stationStatusText(station: StationShown, choices: StationChoices): { text: string; used: boolean } {
  const used = (station.status === 'used' || station.status === 'pinned') && station.weight > 0
  if (choices.excludedIds.includes(station.id)) return { text: STATION_STATUS_TEXT.excluded, used: false }
  if (station.status === 'excluded') return { text: 'Included again', used: false }
  if (!choices.pinnedIds.includes(station.id)) return { text: STATION_STATUS_TEXT[station.status], used }
  if (used) return { text: 'Pinned by you, used', used }
  return { text: station.status === 'pinned' ? STATION_STATUS_TEXT.pinned : `Pinned by you; ${STATION_STATUS_TEXT[station.status].toLowerCase()}`, used }
}

/** A concentration in µg/m³: "8.4" under 10, "12" from there. */
export function concentrationText(microgramsPerM3: number, style: LocaleStyle = EN_US_STYLE): string {
  return decimal(microgramsPerM3, Math.abs(microgramsPerM3) < 10 ? 1 : 0, style)
}

/** Below this difference, µg/m³, the model is said to agree with the stations. */
const AGREES_UNDER = 0.5

/**
 * The model's correction in words: "The model was 12 µg/m³ low here; the forecast is corrected
 * by that, fading over about 12 h." Null for a model estimate (nothing was measured).
 */
export function correctionText(measurement: Measurement, style: LocaleStyle = EN_US_STYLE): string | null {
  const correction = measurement.correctionPm2_5
  if (measurement.kind !== 'measured' || correction === undefined) return null
  if (Math.abs(correction) < AGREES_UNDER) return 'The model agreed with the stations here; the forecast is the model’s.'
  const direction = correction > 0 ? 'low' : 'high'
  const fade = measurement.fadeHours === undefined ? '' : `, fading over about ${Math.round(measurement.fadeHours)} h`
  return `The model was ${concentrationText(Math.abs(correction), style)} µg/m³ ${direction} here; the forecast is corrected by that${fade}.`
}
