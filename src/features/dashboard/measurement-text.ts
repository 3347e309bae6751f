import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Pollutant } from '../../domain/aqi/pollutants'
import type { AirQualityEntry, Measurement, StationShown } from '../../domain/contracts/air-quality'
import { formatAge } from '../../domain/freshness/reading-age'
import { decimal } from '../../domain/time/format'
import { EN_US_STYLE, type LocaleStyle } from '../../domain/time/locale-style'
import { appTranslate, i18n } from '../../lib/i18n'
import { modelName, stationName } from '../../lib/station-name'

/*
 * The words of "where this number comes from" (issue 14 part 3, decision 198): the line beside
 * the current AQI, loaded with the dashboard; the detail's own words are in ./station-text.ts,
 * loaded with the detail. Numbers take the reader's decimal separator (decision 181); the words
 * are in the app's language, as these are called at render (decision 280).
 */

/** Where a forecast hour's PM2.5 comes from, for the hour-by-hour table. */
export const PM_SOURCE_TEXT: Record<NonNullable<AirQualityEntry['pmSource']>, MessageDescriptor> = {
  measured: msg({ message: 'Measured', comment: "Where an hour's PM2.5 comes from" }),
  fused: msg`Forecast, corrected by stations`,
  model: msg({ message: 'Model', comment: "Where an hour's PM2.5 comes from: the forecast model" }),
}

/**
 * An hour's PM2.5 source in the table's words, by the rule the texts and the map follow
 * (decision 256): an hour that has begun (`dt` ≤ `nowSeconds`) and rests on stations is
 * "Measured nearby", as the line above says "Measured at …" and a text "(measured nearby)"; a
 * later corrected hour is a forecast.
 */
export function pmSourceText(pmSource: NonNullable<AirQualityEntry['pmSource']>, dt: number, nowSeconds: number): string {
  if (pmSource === 'fused' && dt <= nowSeconds) return i18n._(msg`Measured nearby`)
  return i18n._(PM_SOURCE_TEXT[pmSource])
}

/** "3.2 km" under 10 km, "12 km" from there, "under 0.1 km" next door. */
export function distanceText(km: number, style: LocaleStyle = EN_US_STYLE): string {
  if (km < 0.05) {
    const tenth = decimal(0.1, 1, style)
    return i18n._(msg`under ${tenth} km`)
  }
  return `${decimal(km, km < 10 ? 1 : 0, style)} km`
}

/** "20 min ago", "2 h ago"; "no recent reading" without one. */
export function stationAgeText(ageMinutes: number | null): string {
  return ageMinutes === null ? i18n._(msg`no recent reading`) : formatAge(Math.round(ageMinutes) * 60, appTranslate)
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

/** The pollutants stations measure for the fusion: only PM2.5 (decision 165). */
const LEVEL_SETTER_NAMES: Record<Exclude<Pollutant, 'pm2_5'>, MessageDescriptor | string> = {
  pm10: 'PM10',
  o3: msg`Ozone`,
  /* eslint-disable lingui/no-unlocalized-strings -- chemical symbols are the same in every language */
  no2: 'NO₂',
  so2: 'SO₂',
  co: 'CO',
  /* eslint-enable lingui/no-unlocalized-strings */
}

/**
 * The one line beside the current AQI. `sinceAnswerMinutes` is how long ago the answer was
 * made (a kept copy is older), added to the stations' ages, which count to the answer.
 * `dominant`, the pollutant that sets the hour's level: stations measure PM2.5 only, so when
 * another sets it the line says the level is the model's, as the texts do ("(forecast)"),
 * and names the station as PM2.5's (issue 24 item 6).
 */
export function sourceLine(
  measurement: Measurement,
  sinceAnswerMinutes = 0,
  style: LocaleStyle = EN_US_STYLE,
  dominant: Pollutant | null = 'pm2_5',
): SourceLine {
  const used = measurement.kind === 'measured' ? usedStations(measurement) : []
  const first = used[0]
  const model = modelName(measurement.model)
  if (!first) return { text: i18n._(msg`Model estimate (${model})`), simulated: measurement.simulated, measured: false }
  const age = first.ageMinutes === null ? null : first.ageMinutes + Math.max(0, sinceAnswerMinutes)
  const others = used.length - 1
  const more = others > 0 ? ` ${i18n._(msg({ message: `+ ${others} more`, comment: 'More stations after the first one named' }))}` : ''
  const where = `${stationName(first.name, first.network === 'simulated')}, ${distanceText(first.distanceKm, style)}, ${stationAgeText(age)}${more}`
  if (dominant !== null && dominant !== 'pm2_5') {
    const setter = LEVEL_SETTER_NAMES[dominant]
    const pollutant = typeof setter === 'string' ? setter : i18n._(setter)
    return {
      text: i18n._(msg`${pollutant} sets the level: model estimate (${model}); PM2.5 measured at ${where}`),
      simulated: measurement.simulated,
      measured: false,
    }
  }
  return { text: i18n._(msg`Measured at ${where}`), simulated: measurement.simulated, measured: true }
}
