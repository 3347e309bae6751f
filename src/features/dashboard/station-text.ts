import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Measurement, StationShown } from '../../domain/contracts/air-quality'
import type { StationChoices } from '../../domain/fusion/types'
import { decimal } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'
import { i18n } from '../../lib/i18n'
import { distanceText } from './measurement-text'

/*
 * The station detail's words (decision 198), downloaded with the detail, not with the dashboard;
 * in the app's language, as they are called at render (decision 280).
 */

const NETWORK_NAMES: Record<StationShown['network'], MessageDescriptor | string> = {
  openaq: 'OpenAQ',
  airnow: 'AirNow',
  'sensor-community': 'Sensor.Community',
  purpleair: 'PurpleAir',
  simulated: msg({ message: 'Simulated', comment: 'A network of made-up stations (local mode)' }),
}

/** "OpenAQ", "PurpleAir (EPA-corrected)": a corrected sensor's network says it was corrected. */
export function networkName(station: Pick<StationShown, 'network' | 'correction'>): string {
  const network = NETWORK_NAMES[station.network]
  const name = typeof network === 'string' ? network : i18n._(network)
  return station.network === 'purpleair' && station.correction ? i18n._(msg`${name} (EPA-corrected)`) : name
}

export const STATION_KIND_NAMES: Record<StationShown['kind'], MessageDescriptor> = {
  regulatory: msg`Regulatory monitor`,
  'low-cost': msg`Low-cost sensor`,
}

/** What happened to a station, in words: used, or why it was not. */
export const STATION_STATUS_TEXT: Record<StationShown['status'], MessageDescriptor> = {
  used: msg({ message: 'Used', comment: "A station's status: its reading is used" }),
  pinned: msg`Pinned by you`,
  excluded: msg`Excluded by you`,
  indoor: msg`Not used: indoors`,
  stale: msg`Not used: no recent reading`,
  flagged: msg`Not used: flagged by its network`,
  uncorrected: msg`Not used: not corrected`,
  'too-far': msg`Not used: too far`,
  'not-needed': msg`Not needed: nearer stations are used`,
}

/**
 * A station's status in words as the person's choices make it: the answer on screen may
 * still be the one asked before their last change (the next is on its way), and a choice
 * shows at once. `used`: it feeds the number now.
 */
export function stationStatusText(station: StationShown, choices: StationChoices): { text: string; used: boolean } {
  const used = (station.status === 'used' || station.status === 'pinned') && station.weight > 0
  if (choices.excludedIds.includes(station.id)) return { text: i18n._(STATION_STATUS_TEXT.excluded), used: false }
  if (station.status === 'excluded') return { text: i18n._(msg`Included again`), used: false }
  if (!choices.pinnedIds.includes(station.id)) return { text: i18n._(STATION_STATUS_TEXT[station.status]), used }
  if (used) return { text: i18n._(msg`Pinned by you, used`), used }
  if (station.status === 'pinned') return { text: i18n._(STATION_STATUS_TEXT.pinned), used }
  const why = i18n._(STATION_STATUS_TEXT[station.status]).toLocaleLowerCase(i18n.locale)
  return { text: i18n._(msg({ message: `Pinned by you; ${why}`, comment: 'A pinned station that is not used, and why: "Pinned by you; not used: too far"' })), used }
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
  if (Math.abs(correction) < AGREES_UNDER) return i18n._(msg`The model agreed with the stations here; the forecast is the model’s.`)
  const amount = concentrationText(Math.abs(correction), style)
  const hours = measurement.fadeHours === undefined ? null : Math.round(measurement.fadeHours)
  // A high model is scaled down in proportion, never below zero (decision 255).
  if (correction < 0) {
    return hours === null
      ? i18n._(msg`The model was ${amount} µg/m³ high here; the forecast is scaled down in proportion.`)
      : i18n._(msg`The model was ${amount} µg/m³ high here; the forecast is scaled down in proportion, fading over about ${hours} h.`)
  }
  return hours === null
    ? i18n._(msg`The model was ${amount} µg/m³ low here; the forecast is corrected by that.`)
    : i18n._(msg`The model was ${amount} µg/m³ low here; the forecast is corrected by that, fading over about ${hours} h.`)
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
  const here = c(placePm2_5)
  const theirs = c(combined)
  const margin = c(tolerance)
  if (Math.abs(placePm2_5 - combined) <= tolerance) {
    return used.length === 1
      ? i18n._(msg`PM2.5 here this hour: ${here} µg/m³, within the station’s own uncertainty of its ${theirs} (±${margin}).`)
      : i18n._(msg`PM2.5 here this hour: ${here} µg/m³, within the stations’ own uncertainty of their combined ${theirs} (±${margin}).`)
  }
  const nearest = distanceText(Math.min(...used.map((s) => s.distanceKm)), style)
  if (used.length === 1) {
    return i18n._(
      msg`PM2.5 here this hour: ${here} µg/m³, not the station’s ${theirs} (NowCast): the station is ${nearest} away, and this hour is the model’s forecast for here corrected by it (stations report hours that have ended).`,
    )
  }
  const count = used.length
  const farthest = distanceText(Math.max(...used.map((s) => s.distanceKm)), style)
  const lowest = c(Math.min(...used.map((s) => s.nowcastPm2_5 ?? 0)))
  const highest = c(Math.max(...used.map((s) => s.nowcastPm2_5 ?? 0)))
  return i18n._(
    msg`PM2.5 here this hour: ${here} µg/m³, not the ${count} stations’ combined ${theirs} (NowCast): they are ${nearest} to ${farthest} away and read ${lowest} to ${highest}, and this hour is the model’s forecast for here corrected by them (stations report hours that have ended).`,
  )
}
