import type { Coordinates } from '../domain/contracts/air-quality'

/**
 * Requests use coordinates rounded to 2 decimals (about 1 km), the size of the server's
 * cache cell, so nearby users share CDN and server cache entries and the exact position
 * never leaves the device.
 */
export function roundCoordinates({ lat, lon }: Coordinates, decimals = 2): Coordinates {
  const factor = 10 ** decimals
  return { lat: Math.round(lat * factor) / factor, lon: Math.round(lon * factor) / factor }
}

/** The dashboard's query string (docs/product.md §API uses `latitude` and `longitude` there). */
export function coordinatesQuery(coords: Coordinates): { latitude: number; longitude: number } {
  return { latitude: coords.lat, longitude: coords.lon }
}

/** "40.7128, -74.0060": how a person reads a position (4 decimals, about 11 m). */
export function formatCoordinates({ lat, lon }: Coordinates, decimals = 4): string {
  return `${lat.toFixed(decimals)}, ${lon.toFixed(decimals)}`
}

const EARTH_RADIUS_M = 6_371_000

/** Great-circle distance in metres. */
export function distanceMetres(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}
