// Where the series of a realdata file stand (series.csv `lat`, `lon`) and what the exceedance
// classifier reads at each hour: the station's last 14 days and its neighbours' last day
// (decision 220). Shared by the replay's `product` forecast and by `npm run train`.
import { readFileSync } from 'node:fs'
import { exceedanceFeatures, NEIGHBOUR_MAX_KM, NEIGHBOUR_MIN_KM, PROFILE_DAYS } from '../../src/domain/forecast/exceedance/features'
import { offsetKm } from '../../src/domain/forecast/exceedance/front'
import type { HourlyObservation } from '../../src/domain/forecast/nowcast-predictor'
import { zoneOffsetAt } from '../../src/domain/time/time-zone'
import { csvFields, type Series } from './series-file'

const HOUR = 3600
const EARTH_RADIUS_KM = 6371

/** Every series.csv row by id, as column → text. */
export function readCatalogue(seriesCsv: string): Map<string, Record<string, string>> {
  const [header, ...lines] = readFileSync(seriesCsv, 'utf8').split(/\r?\n/)
  const columns = csvFields(header ?? '')
  const rows = new Map<string, Record<string, string>>()
  for (const line of lines) {
    if (line.trim() === '') continue
    const fields = csvFields(line)
    rows.set(fields[0] ?? '', Object.fromEntries(columns.map((name, i) => [name, fields[i] ?? ''])))
  }
  return rows
}

/** Great-circle distance, km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface Neighbour {
  series: Series
  distanceKm: number
  /** Its offset from the station, km east and km north (decision 273). */
  eastKm: number
  northKm: number
}

/** For each series, the others 10-100 km away (coordinates from the catalogue; none without them). */
export function neighboursOf(all: readonly Series[], catalogue: ReadonlyMap<string, Record<string, string>>): Map<string, Neighbour[]> {
  const place = (id: string) => {
    const row = catalogue.get(id)
    const lat = Number(row?.lat)
    const lon = Number(row?.lon)
    return row === undefined || row.lat === '' || !Number.isFinite(lat) || !Number.isFinite(lon) ? null : { lat, lon }
  }
  const result = new Map<string, Neighbour[]>()
  for (const s of all) {
    const here = place(s.id)
    const near: Neighbour[] = []
    for (const other of all) {
      const there = place(other.id)
      if (other === s || here === null || there === null) continue
      const d = distanceKm(here, there)
      if (d >= NEIGHBOUR_MIN_KM && d <= NEIGHBOUR_MAX_KM) near.push({ series: other, distanceKm: d, ...offsetKm(here, there) })
    }
    result.set(s.id, near)
  }
  return result
}

/** The hours in [from, to) of an ascending series (binary search; a view, no copy of values). */
export function hoursBetween(hours: readonly HourlyObservation[], from: number, to: number): readonly HourlyObservation[] {
  const first = (t: number) => {
    let lo = 0
    let hi = hours.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((hours[mid]?.time ?? Infinity) < t) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  return hours.slice(first(from), first(to))
}

const offsets = new Map<string, Map<number, number>>()

/** The zone's UTC offset at `hour`, s, remembered (Intl is slow, and a file's stations share their hours). */
function offsetAt(timeZone: string, hour: number): number {
  let zone = offsets.get(timeZone)
  if (zone === undefined) offsets.set(timeZone, (zone = new Map()))
  let offset = zone.get(hour)
  if (offset === undefined) zone.set(hour, (offset = zoneOffsetAt(timeZone)(hour)))
  return offset
}

/** The classifier's features for `series` in the hour starting `hour`, as the job would gather them. */
export function featuresAt(series: Series, neighbours: readonly Neighbour[], hour: number, thresholdUgM3: number): number[] {
  return exceedanceFeatures({
    hour,
    thresholdUgM3,
    station: hoursBetween(series.hours, hour - PROFILE_DAYS * 24 * HOUR, hour),
    neighbours: neighbours.map((n) => ({ distanceKm: n.distanceKm, eastKm: n.eastKm, northKm: n.northKm, hours: hoursBetween(n.series.hours, hour - 24 * HOUR, hour) })),
    utcOffsetSeconds: offsetAt(series.metadata.timeZone, hour),
  })
}
