import { flagObservations } from '../../../src/domain/observations/quality'
import type { Observation, Station, StationSeries } from '../../../src/domain/observations/types'
import { distanceKm } from '../../../src/domain/report/comparison'
import { cellFor } from '../air-quality/cells'
import {
  areaListedAt,
  holdNetwork,
  markCellViewed,
  networkHeldUntil,
  readObservations,
  recordObservations,
  recordStationListing,
  stationsAroundMany,
  stationsInBox,
  type CachedStation,
} from '../data/observations'
import { database, type Queryable } from '../data/transaction'
import { publicCaller, type UpstreamCaller } from '../air-quality/upstream-shares'
import { admitObservationCall, OBSERVATION_BUDGETS } from './budgets'
import { observationProviders } from './index'
import { boundingBox, HOUR_SECONDS, hourOf, type ObservationProvider } from './types'

/** Default search radius, km: OpenAQ's largest (25 km); decision 161. */
export const DEFAULT_RADIUS_KM = 25
/** Default span of hours returned: the NowCast's 12 h and room for a day's chart. */
export const DEFAULT_HOURS = 24
/** An area's station list is asked again after a day (decision 162). */
export const STATION_LIST_TTL_SECONDS = 86_400
/** A station's hours are asked again after 15 minutes (observations change hourly). */
export const READINGS_TTL_SECONDS = 15 * 60
/** Stations per network whose hours are fetched: the nearest, outdoor first (decision 161). */
export const MAX_STATIONS_PER_NETWORK = 6
/** The widest area a view's read lists for a network without a call budget, km (a 48-cell view at 0.1° spans ~50 km from its centre). */
const MAX_VIEW_LISTING_KM = 100
/** How long a network that answered 429 without Retry-After is left alone, seconds. */
const DEFAULT_HOLD_SECONDS = 60
/** Time allowed for one network's whole exchange (list + hours, all pages), milliseconds. */
const NETWORK_DEADLINE_MS = 10_000

export interface NearbyOptions {
  radiusKm?: number
  hours?: number
  signal?: AbortSignal
  /** Injected by tests; defaults to the configured adapters. */
  providers?: readonly ObservationProvider[]
  db?: Queryable
  /**
   * Other points (a map view's cells, decision 197) whose own reads this one stands in for:
   * besides the stations `center` keeps, each network also keeps those each point would keep
   * (`keptNear`), still with one listing (around `center`) and one hours request per network;
   * see `networkSeries` for how far a budgeted network goes. Distances stay from `center`.
   */
  nearestTo?: readonly { lat: number; lon: number }[]
  /**
   * Whose read this is, so each network's call comes from its share (decision 234): the alert
   * job's (JOB_CALLER) or a person's (`publicCaller(ip)`, the default without a client).
   */
  caller?: UpstreamCaller
  /** Told of each network whose call its budget refused: the answer rests on the cache alone (decision 234). */
  onBudgetRefusal?: (network: ObservationProvider['id']) => void
}

/**
 * What a read around `point` keeps of one network's stations (decision 161): those within
 * `radiusKm`, outdoor first, nearest first, at most MAX_STATIONS_PER_NETWORK; `distanceKm` from `point`.
 */
export function keptNear<T extends { station: Station }>(stations: readonly T[], point: { lat: number; lon: number }, radiusKm: number): Array<T & { distanceKm: number }> {
  return stations
    .map((s) => ({ ...s, distanceKm: distanceKm(point, s.station) }))
    .filter((s) => s.distanceKm <= radiusKm)
    .sort((a, b) => Number(a.station.indoor) - Number(b.station.indoor) || a.distanceKm - b.distanceKm)
    .slice(0, MAX_STATIONS_PER_NETWORK)
}

/**
 * Measured PM2.5 around a place (`now` in unix s): every configured network's stations within
 * `radiusKm`, closest first, each with its hours of the last `hours` hours, oldest first,
 * flagged by `flagObservations` (use `observationsForNow` to pick what may feed a "now").
 * Reads the database, which the ingest keeps (decision 245): a network with a call budget is
 * called from here only by a person's read of an area it never listed (one listing and the
 * hours of its nearest stations, from that person's share), never by the alert job; a read
 * records its cell as viewed, so the ingest keeps it up to date. A network that fails, is over
 * its budget or is held after a 429 gives what the database has (maybe nothing) and a log
 * line, never an error.
 */
export async function nearbyStationSeries(center: { lat: number; lon: number }, now: number, options: NearbyOptions = {}): Promise<StationSeries[]> {
  const radiusKm = options.radiusKm ?? DEFAULT_RADIUS_KM
  const hours = options.hours ?? DEFAULT_HOURS
  const db = options.db ?? database
  const providers = options.providers ?? observationProviders()
  const signal = AbortSignal.any([options.signal ?? new AbortController().signal, AbortSignal.timeout(NETWORK_DEADLINE_MS)])
  const caller = options.caller ?? publicCaller(null)
  if (caller.kind === 'public' && providers.some(isBudgeted)) await markCellViewed(db, cellFor(center).key, now)
  const perNetwork = await Promise.all(
    providers.map((provider) =>
      networkSeries(provider, center, now, {
        radiusKm,
        hours,
        db,
        signal,
        nearestTo: options.nearestTo ?? [],
        caller,
        onBudgetRefusal: options.onBudgetRefusal,
      }).catch((error: unknown) => {
        if (options.signal?.aborted) throw error
        console.warn(`observations-network-failed network=${provider.id} reason=${error instanceof Error ? error.message : String(error)}`)
        return []
      }),
    ),
  )
  return perNetwork.flat().sort((a, b) => a.distanceKm - b.distanceKm)
}

interface NetworkContext {
  radiusKm: number
  hours: number
  db: Queryable
  signal: AbortSignal
  nearestTo: readonly { lat: number; lon: number }[]
  caller: UpstreamCaller
  onBudgetRefusal: NearbyOptions['onBudgetRefusal']
}

async function networkSeries(provider: ObservationProvider, center: { lat: number; lon: number }, now: number, context: NetworkContext): Promise<StationSeries[]> {
  const { db, radiusKm, signal } = context
  const admit = async () => {
    const admitted = await admitObservationCall(provider.id, now, context.caller)
    if (!admitted) context.onBudgetRefusal?.(provider.id)
    return admitted
  }
  const callOptions = { signal, now, admit }
  const held = async () => (await networkHeldUntil(db, provider.id, now)) !== null

  // A read standing in for other points' (`nearestTo`): a network without a call budget (the
  // simulated one) lists their whole reach and fetches every station they keep, so each keeps
  // exactly what its own read would; a budgeted one costs no more than one read around `center`
  // (its listing, and hours for at most MAX_STATIONS_PER_NETWORK, `center`'s first), the other
  // points keeping from what the shared cache already has (decision 197).
  const budgeted = isBudgeted(provider)
  const points = [center, ...context.nearestTo]
  const reach = Math.max(...points.map((p) => distanceKm(center, p) + radiusKm))
  const listRadiusKm = budgeted || points.length === 1 ? radiusKm : Math.ceil(Math.min(MAX_VIEW_LISTING_KM, reach))
  const areaKey = `${cellFor(center).key}:${listRadiusKm}`
  const listedAt = await areaListedAt(db, provider.id, areaKey)
  // A budgeted network's stations are the ingest's to keep (decision 245): a person's read
  // seeds an area it never listed, and that is all; the alert job only reads.
  const mayCall = !budgeted || (context.caller.kind === 'public' && listedAt === null)
  if (mayCall && (listedAt === null || listedAt < now - STATION_LIST_TTL_SECONDS) && !(await held())) {
    const listed = await provider.stationsNear(center, listRadiusKm, callOptions)
    if (listed.ok) await recordStationListing(db, provider.id, areaKey, listed.value, now)
    else await reportFailure(db, provider, 'list', listed.error, now)
  }

  const cached = await stationsInBox(db, provider.id, boundingBox(center, points.length === 1 ? radiusKm : Math.min(MAX_VIEW_LISTING_KM, reach)))
  const kept = new Map(points.flatMap((p) => keptNear(cached, p, radiusKm)).map((c) => [c.station.id, c]))
  const near = [...kept.values()].map((c) => ({ ...c, distanceKm: distanceKm(center, c.station) }))
  if (near.length === 0) return []

  const toDt = hourOf(now)
  const fromDt = toDt - (context.hours - 1) * HOUR_SECONDS
  const stale = near.filter((c: CachedStation) => c.readingsFetchedAt === null || c.readingsFetchedAt < now - READINGS_TTL_SECONDS)
  const due = budgeted ? stale.slice(0, MAX_STATIONS_PER_NETWORK) : stale
  if (mayCall && due.length > 0 && !(await held())) {
    const fetched = await provider.hourly(due.map((c) => c.station), fromDt, toDt, callOptions)
    if (fetched.ok) await recordObservations(db, due.map((c) => c.station.id), fetched.value, now, fromDt)
    else await reportFailure(db, provider, 'hours', fetched.error, now)
  }

  const observations = await readObservations(db, near.map((c) => c.station.id), fromDt, toDt)
  const byStation = new Map<string, Observation[]>()
  for (const observation of observations) byStation.set(observation.stationId, [...(byStation.get(observation.stationId) ?? []), observation])
  return near.map((c) => ({ station: c.station, distanceKm: c.distanceKm, observations: flagObservations(c.station, byStation.get(c.station.id) ?? [], now) }))
}

/** Whether `provider` has a call budget (a real network): its stations are ingested, not fetched per read (decision 245). */
export const isBudgeted = (provider: ObservationProvider) => provider.id in OBSERVATION_BUDGETS

/** Logs a failed call; a 429 also holds the network for every instance until Retry-After. */
export async function reportFailure(
  db: Queryable,
  provider: ObservationProvider,
  step: 'list' | 'hours',
  error: { kind: string; message: string; status?: number; retryAfterSeconds?: number },
  now: number,
): Promise<void> {
  console.warn(`observations-upstream-failed network=${provider.id} step=${step} kind=${error.kind} message=${JSON.stringify(error.message)}`)
  if (error.status === 429) await holdNetwork(db, provider.id, now + (error.retryAfterSeconds ?? DEFAULT_HOLD_SECONDS))
}

/**
 * What `nearbyStationSeries` gives the alert job around each of many centres (a batch's cells,
 * `key` each), read from the database in two statements whatever their number: the stations of
 * the budgeted `providers` kept around each centre (`keptNear`) and their last `hours` hours,
 * flagged. No network is called (decision 245). `now` in unix s.
 */
export async function stationSeriesFromDatabase(
  centers: readonly { key: string; lat: number; lon: number }[],
  now: number,
  options: { providers: readonly ObservationProvider[]; radiusKm?: number; hours?: number; db?: Queryable },
): Promise<Map<string, StationSeries[]>> {
  const radiusKm = options.radiusKm ?? DEFAULT_RADIUS_KM
  const db = options.db ?? database
  const networks = options.providers.filter(isBudgeted).map((p) => p.id)
  const boxes = centers.map((c) => {
    const box = boundingBox(c, radiusKm)
    return { key: c.key, lat: c.lat, lon: c.lon, dLat: (box.maxLat - box.minLat) / 2, dLon: (box.maxLon - box.minLon) / 2 }
  })
  const cached = await stationsAroundMany(db, networks, boxes)
  const kept = new Map(
    centers.map((c) => [
      c.key,
      networks.flatMap((network) => keptNear((cached.get(c.key) ?? []).filter((s) => s.station.network === network), c, radiusKm)),
    ]),
  )
  const toDt = hourOf(now)
  const fromDt = toDt - ((options.hours ?? DEFAULT_HOURS) - 1) * HOUR_SECONDS
  const ids = [...new Set([...kept.values()].flat().map((s) => s.station.id))]
  const byStation = new Map<string, Observation[]>()
  for (const observation of await readObservations(db, ids, fromDt, toDt)) {
    const list = byStation.get(observation.stationId)
    if (list) list.push(observation)
    else byStation.set(observation.stationId, [observation])
  }
  return new Map(
    [...kept].map(([key, near]) => [
      key,
      near
        .map((c) => ({ station: c.station, distanceKm: c.distanceKm, observations: flagObservations(c.station, byStation.get(c.station.id) ?? [], now) }))
        .sort((a, b) => a.distanceKm - b.distanceKm),
    ]),
  )
}
