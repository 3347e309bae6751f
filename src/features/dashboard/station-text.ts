import type { Measurement, StationShown } from '../../domain/contracts/air-quality'
import type { StationChoices } from '../../domain/fusion/types'
import { decimal } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'
import { distanceText } from './measurement-text'

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
  const fade = measurement.fadeHours === undefined ? '' : `, fading over about ${Math.round(measurement.fadeHours)} h`
  const amount = concentrationText(Math.abs(correction), style)
  // A high model is scaled down in proportion, never below zero (decision 255).
  if (correction < 0) return `The model was ${amount} µg/m³ high here; the forecast is scaled down in proportion${fade}.`
  return `The model was ${amount} µg/m³ low here; the forecast is corrected by that${fade}.`
}

/**
 * A station's own uncertainty on an hour's PM2.5, µg/m³ (decision 255): a regulatory monitor's
 * ±10 % with at least ±2 µg/m³ (40 CFR Part 53, Table C-4: a PM2.5 Class III method's slope
 * 1 ± 0.10, intercept within ±2 µg/m³); a corrected low-cost sensor's ±30 % with at least
 * ±7 µg/m³ (EPA/600/R-20/280, 2021: RMSE ≤ 7 µg/m³ or NRMSE ≤ 30 %).
 */
export function stationUncertainty(kind: StationShown['kind'], pm2_5: number): number {
  return kind === 'regulatory' ? Math.max(2, 0.1 * pm2_5) : Math.max(7, 0.3 * pm2_5)
}

/**
 * Whether the PM2.5 the place shows this hour (`placePm2_5`, the tile's) agrees with the stations
 * used for it, and if not, why (issue 24 item 3): "PM2.5 here this hour: 28 µg/m³, within the
 * station's own uncertainty of its 29 (±2.9)." or "… 16 µg/m³, not the station's 29: the station is
 * 11 km away, and this hour is the model's forecast corrected by it (stations report ended hours)."
 * Null for a model estimate or when the place shows no PM2.5.
 */
export function agreementText(measurement: Measurement, placePm2_5: number | null, style: LocaleStyle = EN_US_STYLE): string | null {
  const used = measurement.kind === 'measured'
    ? measurement.stations.filter((s) => (s.status === 'used' || s.status === 'pinned') && s.weight > 0 && s.nowcastPm2_5 !== null)
    : []
  if (used.length === 0 || placePm2_5 === null) return null
  const weights = used.reduce((sum, s) => sum + s.weight, 0)
  const combined = used.reduce((sum, s) => sum + s.weight * (s.nowcastPm2_5 ?? 0), 0) / weights
  const tolerance = Math.max(...used.map((s) => stationUncertainty(s.kind, combined)))
  const c = (x: number) => concentrationText(x, style)
  const here = `PM2.5 here this hour: ${c(placePm2_5)} µg/m³`
  const theirs = used.length === 1 ? 'the station’s' : `the ${used.length} stations’ combined`
  if (Math.abs(placePm2_5 - combined) <= tolerance) {
    const own = used.length === 1 ? 'the station’s own uncertainty of its' : 'the stations’ own uncertainty of their combined'
    return `${here}, within ${own} ${c(combined)} (±${c(tolerance)}).`
  }
  const nearest = Math.min(...used.map((s) => s.distanceKm))
  const farthest = Math.max(...used.map((s) => s.distanceKm))
  const where = used.length === 1
    ? `the station is ${distanceText(nearest, style)} away`
    : `they are ${distanceText(nearest, style)} to ${distanceText(farthest, style)} away and read ${c(Math.min(...used.map((s) => s.nowcastPm2_5 ?? 0)))} to ${c(Math.max(...used.map((s) => s.nowcastPm2_5 ?? 0)))}`
  const it = used.length === 1 ? 'it' : 'them'
  return `${here}, not ${theirs} ${c(combined)} (NowCast): ${where}, and this hour is the model’s forecast for here corrected by ${it} (stations report hours that have ended).`
}
