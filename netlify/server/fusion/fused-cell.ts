import type { Measurement } from '../../../src/domain/contracts/air-quality'
import { fuseForecast } from '../../../src/domain/fusion/fused-forecast'
import { fusedCellHours } from '../../../src/domain/fusion/fused-cell-hours'
import { modelLabel } from '../../../src/domain/fusion/model-label'
import { measurementFor } from '../../../src/domain/fusion/stations-shown'
import type { FusedSource, StationChoices } from '../../../src/domain/fusion/types'
import type { ObservationNetwork, StationSeries } from '../../../src/domain/observations/types'
import { observationProviders } from '../observations'
import { keptNear, nearbyStationSeries, DEFAULT_RADIUS_KM } from '../observations/nearby'
import type { ObservationProvider } from '../observations/types'
import type { CellForecast } from '../providers/air-quality/types'
import type { UpstreamCaller } from '../air-quality/upstream-shares'

/** A cell's forecast as a place's screens and texts read it (decision 194). */
export interface CellFusion {
  /** The cell's forecast with its hours fused (`fusedCellHours`): what every view and the job index. */
  forecast: CellForecast
  /** Where each hour's PM2.5 comes from, one per `forecast.hours`. */
  sources: FusedSource[]
  measurement: Measurement
}

/** The stations near a cell, or none and `late`/`failed` when the networks did not answer in time. */
export interface CellStations {
  stations: StationSeries[]
  /**
   * True when the networks failed or missed the deadline (the answer is a model estimate for
   * now), or a budget refused a network's call (the answer rests on what the cache had): no
   * shared cache may keep such an answer (decision 234).
   */
  degraded: boolean
}

export const NO_CHOICES: StationChoices = { pinnedIds: [], excludedIds: [] }

/**
 * Whether a network's stations may feed a forecast from the model `modelId`: every network,
 * except that simulated stations (local mode) only go with the simulated model — they are its
 * values ±8 % (observations/simulated.ts), so beside any other model they would be noise, not data.
 */
export function mayFeed(network: ObservationNetwork, modelId: string): boolean {
  return network !== 'simulated' || modelId === 'simulated'
}

/** The observation adapters that may feed a cell's forecast (`mayFeed`). */
function providersFor(forecast: CellForecast): ObservationProvider[] {
  return observationProviders().filter((p) => mayFeed(p.id, forecast.source.id))
}

/**
 * `read`'s stations, or none by `deadlineMs`: a slow or failing network never fails nor delays
 * an answer past it; the caller then serves the model estimate, and a log line naming `subject`
 * (e.g. `cell=a:40.7,-74.0`) says so. `read` is given a signal aborted when the deadline passes.
 */
export async function stationsByDeadline(
  read: (signal: AbortSignal) => Promise<StationSeries[]>,
  subject: string,
  deadlineMs: number,
  signal?: AbortSignal,
): Promise<CellStations> {
  const controller = new AbortController()
  const abort = () => controller.abort()
  signal?.addEventListener('abort', abort, { once: true })
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), deadlineMs)
  })
  const nearby = read(controller.signal).catch((error: unknown) => error as Error)
  try {
    const result = await Promise.race([nearby, late])
    if (result === 'late' || result instanceof Error) {
      const reason = result === 'late' ? `no answer within ${deadlineMs} ms` : result.message
      console.warn(`fusion-model-estimate ${subject} reason=${JSON.stringify(reason)}`)
      controller.abort()
      return { stations: [], degraded: true }
    }
    return { stations: result, degraded: false }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', abort)
  }
}

/**
 * Stations within 25 km of the cell's centre with their recent hours (`nearbyStationSeries`,
 * through the shared cache, each network's calls from `caller`'s share, decision 234), or none
 * by `deadlineMs` (`stationsByDeadline`); degraded too when a budget refused a call. `only`
 * narrows the networks read (the alert job reads budgeted ones in a batch of its own).
 * @param now unix s
 */
export async function cellStations(
  forecast: CellForecast,
  now: number,
  deadlineMs: number,
  caller: UpstreamCaller,
  signal?: AbortSignal,
  only: (provider: ObservationProvider) => boolean = () => true,
): Promise<CellStations> {
  const providers = providersFor(forecast).filter(only)
  if (providers.length === 0) return { stations: [], degraded: false }
  const center = { lat: forecast.cell.lat, lon: forecast.cell.lon }
  let refused = false
  const read = await stationsByDeadline(
    (aborted) =>
      nearbyStationSeries(center, now, { radiusKm: DEFAULT_RADIUS_KM, providers, signal: aborted, caller, onBudgetRefusal: () => (refused = true) }),
    `cell=${forecast.cell.key}`,
    deadlineMs,
    signal,
  )
  return refused ? { ...read, degraded: true } : read
}

/**
 * The stations of a read made for many cells at once (a map view's, `nearestTo`, decision 197)
 * that `cellStations` would give this cell: of each network its model may be fed by
 * (`mayFeed`), those the port keeps around the cell's centre (`keptNear`: within 25 km, outdoor
 * first, the nearest 6), their distances measured from it, nearest first. No upstream call.
 */
export function cellStationsFrom(read: readonly StationSeries[], forecast: CellForecast): StationSeries[] {
  const centre = { lat: forecast.cell.lat, lon: forecast.cell.lon }
  const networks = new Set(read.map((series) => series.station.network).filter((network) => mayFeed(network, forecast.source.id)))
  return [...networks]
    .flatMap((network) => keptNear(read.filter((series) => series.station.network === network), centre, DEFAULT_RADIUS_KM))
    .sort((a, b) => a.distanceKm - b.distanceKm)
}

/**
 * A cell's forecast fused with the stations near it for one place (decision 194): the person's
 * `choices` (pinned, excluded), distances from `point` (degrees), the model named with its grid.
 * Pure given its inputs; with no valid station the forecast is returned unchanged, every hour
 * 'model', `measurement.kind` 'model-estimate'. `now` in unix s.
 */
export function fuseCell(
  forecast: CellForecast,
  stations: readonly StationSeries[],
  choices: StationChoices,
  point: { lat: number; lon: number },
  now: number,
): CellFusion {
  const model = {
    label: modelLabel(forecast.source.id, forecast.cell),
    hours: forecast.hours.flatMap((h) => (h.components.pm2_5 === null || !Number.isFinite(h.components.pm2_5) ? [] : [{ dt: h.dt, pm2_5: h.components.pm2_5 }])),
  }
  const fused = fuseForecast({ now, nearby: stations, model, choices })
  const cell = fusedCellHours(forecast.hours, stations, fused, now)
  return {
    forecast: { ...forecast, hours: cell.hours },
    sources: cell.sources,
    measurement: measurementFor({ nearby: stations, fused, choices, point, now, model: model.label }),
  }
}
