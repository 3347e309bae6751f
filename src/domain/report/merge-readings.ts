import type { ServerReading } from '../contracts/history'
import { READING_VERSION, restoreReading, type StoredReading } from '../storage/readings'
import { distanceKm } from './comparison'
import { PLACE_RADIUS_KM } from './place-readings'

/**
 * A reading the server kept for a watched place, as the device keeps readings; its source
 * name says where it came from ("… · kept for your place Home"), so the list and the
 * export never pass it off as one this device took. Null when it cannot be shown.
 */
export function storedFromServer(reading: ServerReading): StoredReading | null {
  return restoreReading({
    version: READING_VERSION,
    time: reading.time,
    coords: reading.coords,
    aqi: reading.aqi,
    usAqi: reading.usAqi,
    components: reading.components,
    source: { ...reading.source, name: `${reading.source.name} · kept for your place ${reading.placeName}` },
    fetchedAt: reading.fetchedAt,
  })
}

/**
 * The device's readings with the server's for the same span (docs/product.md §Screens, /history: merged for
 * signed-in users). The device's reading wins an hour it shares with a server reading
 * within PLACE_RADIUS_KM (it was taken where the person stood); several watched places in
 * one forecast cell give one reading per hour, not one each. Oldest first, like the device's.
 */
export function mergeReadings(device: readonly StoredReading[], server: readonly ServerReading[]): StoredReading[] {
  const merged = [...device]
  const seen = new Set<string>()
  for (const reading of server) {
    const cellHour = `${reading.coords.lat},${reading.coords.lon}@${reading.time}`
    if (seen.has(cellHour)) continue
    seen.add(cellHour)
    if (device.some((d) => d.time === reading.time && distanceKm(d.coords, reading.coords) <= PLACE_RADIUS_KM)) continue
    const stored = storedFromServer(reading)
    if (stored) merged.push(stored)
  }
  return merged.sort((a, b) => a.time - b.time)
}
