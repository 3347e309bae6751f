import { archiveStationDays } from '../data/training-archive'
import { cellOfKey } from '../air-quality/cells'
import { JOB_CALLER, publicCaller, type UpstreamCaller } from '../air-quality/upstream-shares'
import {
  areaListedAt,
  dueIngestAreas,
  forgetOldViews,
  latestHours,
  pruneOldHours,
  markAreaIngested,
  networkHeldUntil,
  recordObservations,
  recordStationListing,
  stationsInBox,
  type CachedStation,
} from '../data/observations'
import { database, type Queryable } from '../data/transaction'
import { admitObservationCall } from './budgets'
import { observationProviders } from './index'
import { DEFAULT_RADIUS_KM, isBudgeted, keptNear, READINGS_TTL_SECONDS, reportFailure, STATION_LIST_TTL_SECONDS } from './nearby'
import { boundingBox, HOUR_SECONDS, hourOf, type ObservationProvider } from './types'

/** Hours of history the early warning reads (its 14-day diurnal profile, decision 220). */
export const HISTORY_HOURS = 14 * 24
/** A station whose fetched history starts later than this many days back gets its 14 days once. */
const HISTORY_COVERED_DAYS = 13
/** Hours asked again at each refresh: networks revise their last hours (AirNow within a few). */
export const REFRESH_HOURS = 6
/** How long one run may spend: the scheduled function has 30 s (decision 245). */
export const INGEST_DEADLINE_MS = 20_000
/** Areas looked at per network and run, at most (a run stops sooner when its share is spent). */
const AREAS_PER_RUN = 500

export interface IngestOptions {
  now?: number
  db?: Queryable
  /** Injected by tests and the bench; defaults to the configured adapters. */
  providers?: readonly ObservationProvider[]
  deadlineMs?: number
  signal?: AbortSignal
}

export interface NetworkIngest {
  network: ObservationProvider['id']
  /** Areas brought up to date. */
  areas: number
  /** Of those, members' places' cells. */
  memberAreas: number
  /** Upstream requests made (each page counts). */
  calls: number
  /** Station hours stored. */
  hours: number
  /** Why the run stopped before every due area: its share was spent, the network held or failing, or time. */
  stopped: 'done' | 'budget' | 'held' | 'failed' | 'time'
}

/**
 * One run of the ingest (decision 245): for every network with a call budget, the cells of
 * members' places, then those of free push subscriptions and those people viewed this week,
 * longest waiting first, each brought up to date — its stations listed once a day, the hours
 * of the stations a read keeps there (`keptNear`) fetched when the last whole hour is missing
 * and the last fetch is older than READINGS_TTL_SECONDS: the last REFRESH_HOURS, or 14 days for
 * a station new to us. Members' cells draw on the job's share of the network's budget, the
 * others on the public share (no client), so no public traffic can starve a member's place.
 * A network stops at its first refusal, failure or the deadline; what is left waits for the
 * next run (every minute), oldest first.
 */
export async function ingestObservations(options: IngestOptions = {}): Promise<NetworkIngest[]> {
  const now = options.now ?? Math.floor(Date.now() / 1000)
  const db = options.db ?? database
  const providers = (options.providers ?? observationProviders()).filter(isBudgeted)
  const signal = AbortSignal.any([options.signal ?? new AbortController().signal, AbortSignal.timeout(options.deadlineMs ?? INGEST_DEADLINE_MS)])
  const results = await Promise.all(providers.map((provider) => ingestNetwork(provider, now, db, signal)))
  await forgetOldViews(db, now)
  // Before the retention drops them: the days re-training needs (decision 272).
  await archiveStationDays(db, now)
  await pruneOldHours(db, now)
  for (const r of results) {
    console.log(`observations-ingest network=${r.network} areas=${r.areas} member_areas=${r.memberAreas} calls=${r.calls} hours=${r.hours} stopped=${r.stopped}`)
  }
  return results
}

async function ingestNetwork(provider: ObservationProvider, now: number, db: Queryable, signal: AbortSignal): Promise<NetworkIngest> {
  const result: NetworkIngest = { network: provider.id, areas: 0, memberAreas: 0, calls: 0, hours: 0, stopped: 'done' }
  const due = await dueIngestAreas(db, provider.id, `:${DEFAULT_RADIUS_KM}`, now, now - READINGS_TTL_SECONDS, AREAS_PER_RUN)
  for (const area of due) {
    if (signal.aborted) return { ...result, stopped: 'time' }
    if ((await networkHeldUntil(db, provider.id, now)) !== null) return { ...result, stopped: 'held' }
    const outcome = await ingestArea(provider, area.cellKey, now, db, area.members ? JOB_CALLER : publicCaller(null), signal, result)
    if (outcome !== 'done') return { ...result, stopped: outcome }
    result.areas++
    if (area.members) result.memberAreas++
  }
  return result
}

/** One cell's stations of one network brought up to date; `tally` counts its calls and hours. */
async function ingestArea(
  provider: ObservationProvider,
  cellKey: string,
  now: number,
  db: Queryable,
  caller: UpstreamCaller,
  signal: AbortSignal,
  tally: NetworkIngest,
): Promise<'done' | 'budget' | 'failed' | 'time'> {
  let refused = false
  const admit = async () => {
    const admitted = await admitObservationCall(provider.id, now, caller)
    if (admitted) tally.calls++
    else refused = true
    return admitted
  }
  const callOptions = { signal, now, admit }
  const outcomeOf = async (step: 'list' | 'hours', error: Parameters<typeof reportFailure>[3]) => {
    if (refused) return 'budget' as const
    if (signal.aborted) return 'time' as const
    await reportFailure(db, provider, step, error, now)
    return 'failed' as const
  }

  const cell = cellOfKey(cellKey)
  const center = { lat: cell.lat, lon: cell.lon }
  const areaKey = `${cellKey}:${DEFAULT_RADIUS_KM}`
  const listedAt = await areaListedAt(db, provider.id, areaKey)
  if (listedAt === null || listedAt < now - STATION_LIST_TTL_SECONDS) {
    const listed = await provider.stationsNear(center, DEFAULT_RADIUS_KM, callOptions)
    if (!listed.ok) return outcomeOf('list', listed.error)
    await recordStationListing(db, provider.id, areaKey, listed.value, now)
  }

  const kept = keptNear(await stationsInBox(db, provider.id, boundingBox(center, DEFAULT_RADIUS_KM)), center, DEFAULT_RADIUS_KM)
  const toDt = hourOf(now)
  // A station new to us (a read may have fetched its last day) gets its 14 days whenever it was last fetched.
  const newToUs = (c: CachedStation) => c.historyFrom === null || c.historyFrom > now - HISTORY_COVERED_DAYS * 86_400
  // Hours are hourly: a station is asked again only once its last whole hour is missing, at
  // most every READINGS_TTL_SECONDS (a station that stopped reporting is not asked every minute).
  const latest = await latestHours(db, kept.map((c) => c.station.id))
  const stale = (c: CachedStation) =>
    (c.readingsFetchedAt === null || c.readingsFetchedAt < now - READINGS_TTL_SECONDS) && (latest.get(c.station.id) ?? 0) < toDt - HOUR_SECONDS
  const batches = [
    { stations: kept.filter(newToUs), fromDt: toDt - (HISTORY_HOURS - 1) * HOUR_SECONDS },
    { stations: kept.filter((c) => !newToUs(c) && stale(c)), fromDt: toDt - (REFRESH_HOURS - 1) * HOUR_SECONDS },
  ]
  for (const batch of batches) {
    if (batch.stations.length === 0) continue
    const fetched = await provider.hourly(batch.stations.map((c) => c.station), batch.fromDt, toDt, callOptions)
    if (!fetched.ok) return outcomeOf('hours', fetched.error)
    await recordObservations(db, batch.stations.map((c) => c.station.id), fetched.value, now, batch.fromDt)
    tally.hours += fetched.value.length
  }
  await markAreaIngested(db, provider.id, areaKey, now)
  return 'done'
}
