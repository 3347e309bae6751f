import { msg } from '@lingui/core/macro'
import { OPENWEATHERMAP_MODEL_LABEL, SIMULATED_MODEL_LABEL } from '../domain/fusion/model-label'
import { i18n } from './i18n'

/** How the local simulated provider names its stations (netlify/server/observations/simulated.ts). */
const SIMULATED_NAME = /^Simulated station (\d+-\d+)$/

/**
 * A station's name as the reader reads it. A real station keeps its own name ("Brooklyn PS
 * 314"); a simulated one (local mode: its network or id says 'simulated') is named in the
 * app's language ("Estación simulada 7-39"), its number kept. Call it at render.
 */
export function stationName(name: string, simulated: boolean): string {
  const number = simulated ? SIMULATED_NAME.exec(name)?.[1] : undefined
  return number === undefined ? name : i18n._(msg({ message: `Simulated station ${number}`, comment: "A made-up station of local mode; {number} tells it from the others, e.g. 7-39" }))
}

/**
 * The model behind a number as the reader reads it: the answer's label ("CAMS Europe, 11 km",
 * a name and its grid, kept), or its words in the app's language where the label is words
 * ("Simulated model" in local mode is "Modelo simulado"). Call it at render.
 */
export function modelName(label: string): string {
  if (label === SIMULATED_MODEL_LABEL) return i18n._(msg({ message: 'Simulated model', comment: 'The made-up air-quality model of local mode' }))
  if (label === OPENWEATHERMAP_MODEL_LABEL) return i18n._(msg({ message: 'OpenWeatherMap model', comment: "OpenWeatherMap's air-quality model; OpenWeatherMap is a name" }))
  return label
}
