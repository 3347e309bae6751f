import type { SourceId } from '../contracts/air-quality'

/**
 * CAMS Europe's grid as Open-Meteo serves it: 700 × 420 points at 0.1°, latitudes 30.05 to
 * 71.95 and longitudes −24.95 to 44.95 (open-meteo/open-meteo, Sources/App/Cams/CamsDomain.swift,
 * `RegularGrid(nx: 700, ny: 420, latMin: 71.95, lonMin: -24.95, dx: 0.1, dy: -0.1)`); CAMS global
 * is `RegularGrid(nx: 900, ny: 451, … dx: 0.4, dy: 0.4)`. With `domains=auto` the API answers
 * from CAMS Europe inside its grid and from CAMS global elsewhere (open-meteo.com/en/docs/air-quality-api).
 */
const CAMS_EUROPE = { minLat: 30.05, maxLat: 71.95, minLon: -24.95, maxLon: 44.95 }

/** Whether Open-Meteo's `domains=auto` answers a point (degrees) from CAMS Europe. */
export function inCamsEurope(point: { lat: number; lon: number }): boolean {
  const { minLat, maxLat, minLon, maxLon } = CAMS_EUROPE
  return point.lat >= minLat && point.lat <= maxLat && point.lon >= minLon && point.lon <= maxLon
}

/** The labels that are words rather than a name: the app shows them in the reader's language (`modelName`). */
export const SIMULATED_MODEL_LABEL = 'Simulated model'
export const OPENWEATHERMAP_MODEL_LABEL = 'OpenWeatherMap model'

/**
 * The model behind a place's forecast as a person reads it, with its grid spacing (0.1° ≈ 11 km,
 * 0.4° ≈ 45 km): "CAMS Europe, 11 km", "CAMS global, 45 km", "Simulated model" in local mode.
 * OpenWeatherMap does not publish its model's grid, so none is named.
 */
export function modelLabel(source: SourceId, point: { lat: number; lon: number }): string {
  if (source === 'simulated') return SIMULATED_MODEL_LABEL
  if (source === 'openweathermap') return OPENWEATHERMAP_MODEL_LABEL
  return inCamsEurope(point) ? 'CAMS Europe, 11 km' : 'CAMS global, 45 km'
}
