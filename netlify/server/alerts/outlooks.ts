import type { ExceedanceOutlook } from '../../../src/domain/alerts/outlook'
import type { Threshold } from '../../../src/domain/contracts/alerts'
import { NEIGHBOUR_MAX_KM, NEIGHBOUR_MIN_KM, PROFILE_DAYS, type NeighbourHours } from '../../../src/domain/forecast/exceedance/features'
import { offsetKm } from '../../../src/domain/forecast/exceedance/front'
import { exceedanceOutlook } from '../../../src/domain/forecast/exceedance/shipped-model'
import { pm25EquivalentUgM3 } from '../../../src/domain/forecast/exceedance/threshold'
import type { HourlyObservation } from '../../../src/domain/forecast/nowcast-predictor'
import { flagObservations } from '../../../src/domain/observations/quality'
import type { Observation } from '../../../src/domain/observations/types'
import { distanceKm } from '../../../src/domain/report/comparison'
import { zoneOffsetAt } from '../../../src/domain/time/time-zone'
import { readObservations, stationsAroundMany, type CachedStation } from '../data/observations'
import { database, type Queryable } from '../data/transaction'
import { observationProviders } from '../observations'
import { isBudgeted } from '../observations/nearby'
import { boundingBox, HOUR_SECONDS, hourOf, type ObservationProvider } from '../observations/types'

/** The place's own station: the nearest outdoor one within this distance of the cell's centre, regulatory first (decision 247). */
export const OWN_STATION_KM = 10
/** Hours of the neighbours read: the classifier looks at their last 6 (decision 220); a day is room. */
const NEIGHBOUR_HOURS = 24
/**
 * Neighbours read per cell, nearest first: as many as the densest training group had within
 * 100 km of a station (the Camp Fire's, decision 220), so a dense sensor network costs a
 * bounded read and the features keep the range the trees learned on (decision 247).
 */
export const MAX_NEIGHBOURS = 40
/** Cells are read in tiles of this many degrees (each widened by 100 km). */
const TILE_DEGREES = 2
/** The own station must have measured one of the last this many hours, or the cell has no outlook. */
const OWN_RECENT_HOURS = 3
/** Flags that make an hour no measurement for the classifier ('stale' judges the latest hour against now). */
const NOT_MEASURED = new Set(['indoor', 'stuck', 'out-of-range', 'channel-disagreement'])

/** What the classifier reads of a cell, as the ingest keeps it (decision 245): its own station's 14 days and its neighbours'. */
export interface OutlookObservations {
  station: HourlyObservation[]
  neighbours: NeighbourHours[]
}

const measured = (station: CachedStation['station'], hours: readonly Observation[], now: number): HourlyObservation[] =>
  flagObservations(station, hours, now)
    .filter((o) => !o.flags.some((flag) => NOT_MEASURED.has(flag)))
    .map((o) => ({ time: o.dt, value: o.pm2_5 }))

/**
 * The classifier's inputs for each of many cells (a batch's, `key` each), read from the database
 * in three statements (the stations around the batch's 2° tiles, then their hours), from the budgeted networks only (real stations; local mode's simulated
 * ones are the model plus noise, and would make an outlook of the model): the cell's own station
 * (`OWN_STATION_KM`) with its last 14 days, and every outdoor station 10-100 km away with its last
 * day. A cell without an own station that measured in the last 3 hours has none. `now` in unix s.
 */
export async function outlookObservationsOfCells(
  centers: readonly { key: string; lat: number; lon: number }[],
  now: number,
  options: { providers?: readonly ObservationProvider[]; db?: Queryable } = {},
): Promise<Map<string, OutlookObservations>> {
  const db = options.db ?? database
  const networks = (options.providers ?? observationProviders()).filter(isBudgeted).map((p) => p.id)
  const result = new Map<string, OutlookObservations>()
  if (networks.length === 0 || centers.length === 0) return result
  // One box per 2° tile of the batch's cells (a batch is neighbours in key order, but key order
  // can also jump across the world), widened by 100 km: each station read once per tile.
  const tileOf = (c: { lat: number; lon: number }) => `${Math.floor(c.lat / TILE_DEGREES)}:${Math.floor(c.lon / TILE_DEGREES)}`
  const tiles = new Map<string, { minLat: number; maxLat: number; minLon: number; maxLon: number }>()
  for (const c of centers) {
    const box = boundingBox(c, NEIGHBOUR_MAX_KM)
    const tile = tiles.get(tileOf(c))
    tiles.set(
      tileOf(c),
      tile
        ? { minLat: Math.min(tile.minLat, box.minLat), maxLat: Math.max(tile.maxLat, box.maxLat), minLon: Math.min(tile.minLon, box.minLon), maxLon: Math.max(tile.maxLon, box.maxLon) }
        : box,
    )
  }
  const around = await stationsAroundMany(
    db,
    networks,
    [...tiles].map(([key, b]) => ({ key, lat: (b.minLat + b.maxLat) / 2, lon: (b.minLon + b.maxLon) / 2, dLat: (b.maxLat - b.minLat) / 2, dLon: (b.maxLon - b.minLon) / 2 })),
  )
  const chosen = new Map<string, { own: CachedStation | undefined; neighbours: { station: CachedStation; km: number; eastKm: number; northKm: number }[] }>()
  for (const c of centers) {
    const stations = (around.get(tileOf(c)) ?? []).filter((s) => !s.station.indoor)
    const near = stations.map((s) => ({ station: s, km: distanceKm(c, s.station), ...offsetKm(c, s.station) })).filter((s) => s.km <= NEIGHBOUR_MAX_KM)
    const own = near
      .filter((s) => s.km <= OWN_STATION_KM)
      .sort((a, b) => Number(a.station.station.kind !== 'regulatory') - Number(b.station.station.kind !== 'regulatory') || a.km - b.km)[0]?.station
    if (!own) continue
    const neighbours = near
      .filter((s) => s.km >= NEIGHBOUR_MIN_KM)
      .sort((a, b) => a.km - b.km)
      .slice(0, MAX_NEIGHBOURS)
    chosen.set(c.key, { own, neighbours })
  }
  const toDt = hourOf(now)
  const ownIds = [...new Set([...chosen.values()].flatMap((c) => (c.own ? [c.own.station.id] : [])))]
  const neighbourIds = [...new Set([...chosen.values()].flatMap((c) => c.neighbours.map((n) => n.station.station.id)))]
  const byStation = new Map<string, Observation[]>()
  const collect = (hours: readonly Observation[]) => {
    for (const o of hours) {
      const list = byStation.get(o.stationId)
      if (list) list.push(o)
      else byStation.set(o.stationId, [o])
    }
  }
  const owned = new Set(ownIds)
  collect(await readObservations(db, ownIds, toDt - PROFILE_DAYS * 24 * HOUR_SECONDS, toDt))
  collect(await readObservations(db, neighbourIds.filter((id) => !owned.has(id)), toDt - NEIGHBOUR_HOURS * HOUR_SECONDS, toDt))
  // Each station's measured hours once for the batch, whichever cells read it.
  const measuredOf = new Map<string, HourlyObservation[]>()
  const measuredHours = (station: CachedStation['station']) => {
    let hours = measuredOf.get(station.id)
    if (!hours) {
      hours = measured(station, byStation.get(station.id) ?? [], now)
      measuredOf.set(station.id, hours)
    }
    return hours
  }
  for (const [key, { own, neighbours }] of chosen) {
    if (!own) continue
    const station = measuredHours(own.station)
    if (!station.some((h) => h.time >= toDt - OWN_RECENT_HOURS * HOUR_SECONDS)) continue
    result.set(key, {
      station,
      neighbours: neighbours.map((n) => ({ distanceKm: n.km, eastKm: n.eastKm, northKm: n.northKm, hours: measuredHours(n.station.station).filter((h) => h.time >= toDt - NEIGHBOUR_HOURS * HOUR_SECONDS) })),
    })
  }
  return result
}

/**
 * The classifier's outlook for a place now (decision 247): P(hourly PM2.5 at or over the
 * threshold's PM2.5 equivalent in hours +2 … +6) and its operating point, or null without
 * observations or when the threshold has no PM2.5 equivalent.
 */
export function outlookOf(observed: OutlookObservations | undefined, threshold: Threshold, now: number, timeZone: string | null): ExceedanceOutlook | null {
  if (!observed) return null
  const thresholdUgM3 = pm25EquivalentUgM3(threshold)
  if (thresholdUgM3 === null) return null
  const hour = hourOf(now)
  let utcOffsetSeconds: number | null = null
  try {
    utcOffsetSeconds = timeZone === null ? null : zoneOffsetAt(timeZone)(hour)
  } catch {
    utcOffsetSeconds = null
  }
  return exceedanceOutlook({ hour, thresholdUgM3, station: observed.station, neighbours: observed.neighbours, utcOffsetSeconds })
}
