import type { AirQualityEntry, Measurement, StationShown } from '../../domain/contracts/air-quality'
import type { StationChoices } from '../../domain/fusion/types'
import { formatAge } from '../../domain/freshness/reading-age'
import { decimal } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'

/*
 * The words of "where this number comes from" (issue 14 part 3, decision 198): the line beside
 * the current AQI and the station detail. Numbers take the reader's decimal separator
 * (decision 181). Kept apart from the components so the wording is tested on its own.
 */

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

/** Where a forecast hour's PM2.5 comes from, for the hour-by-hour table. */
export const PM_SOURCE_TEXT: Record<NonNullable<AirQualityEntry['pmSource']>, string> = {
  measured: 'Measured',
  fused: 'Model, corrected',
  model: 'Model',
}

/** "3.2 km" under 10 km, "12 km" from there, "under 0.1 km" next door. */
export function distanceText(km: number, style: LocaleStyle = EN_US_STYLE): string {
  if (km < 0.05) return `under ${decimal(0.1, 1, style)} km`
  return `${decimal(km, km < 10 ? 1 : 0, style)} km`
}

/** "20 min ago", "2 h ago"; "no recent reading" without one. */
export function stationAgeText(ageMinutes: number | null): string {
  return ageMinutes === null ? 'no recent reading' : formatAge(Math.round(ageMinutes) * 60)
}

/** A concentration in µg/m³: "8.4" under 10, "12" from there. */
export function concentrationText(microgramsPerM3: number, style: LocaleStyle = EN_US_STYLE): string {
  return decimal(microgramsPerM3, Math.abs(microgramsPerM3) < 10 ? 1 : 0, style)
}

/** The stations whose measurements made the "now", the largest share first (then the nearest). */
export function usedStations(measurement: Measurement): StationShown[] {
  return measurement.stations
    .filter((s) => (s.status === 'used' || s.status === 'pinned') && s.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.distanceKm - b.distanceKm)
}

export interface SourceLine {
  /** "Measured at Brooklyn PS 314, 3.2 km, 20 min ago + 2 more" or "Model estimate (CAMS global, 45 km)". */
  text: string
  /** The stations or model are simulated (local mode): shown with a "Simulated" badge, never as real. */
  simulated: boolean
  measured: boolean
}

/**
 * The one line beside the current AQI. `sinceAnswerMinutes` is how long ago the answer was
 * made (a kept copy is older), added to the stations' ages, which count to the answer.
 */
export function sourceLine(measurement: Measurement, sinceAnswerMinutes = 0, style: LocaleStyle = EN_US_STYLE): SourceLine {
  const used = measurement.kind === 'measured' ? usedStations(measurement) : []
  const first = used[0]
  if (!first) return { text: `Model estimate (${measurement.model})`, simulated: measurement.simulated, measured: false }
  const age = first.ageMinutes === null ? null : first.ageMinutes + Math.max(0, sinceAnswerMinutes)
  const more = used.length > 1 ? ` + ${used.length - 1} more` : ''
  return {
    text: `Measured at ${first.name}, ${distanceText(first.distanceKm, style)}, ${stationAgeText(age)}${more}`,
    simulated: measurement.simulated,
    measured: true,
  }
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
