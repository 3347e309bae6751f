import { forecastHoursAt, fusedForecastHoursAt, type ForecastHour } from '../../../src/domain/alerts'
import type { ExceedanceOutlook } from '../../../src/domain/alerts/outlook'
import type { StationChoices } from '../../../src/domain/fusion/types'
import type { StationSeries } from '../../../src/domain/observations/types'
import type { DecidedCell } from '../accuracy/record-decisions'
import type { AlertPlace } from '../data/alert-places'
import { JOB_CALLER } from '../air-quality/upstream-shares'
import { cellStations, fuseCell, NO_CHOICES, type CellFusion } from '../fusion/fused-cell'
import { observationProviders } from '../observations'
import { isBudgeted, stationSeriesFromDatabase } from '../observations/nearby'
import type { CellForecast } from '../providers/air-quality/types'
import type { PreparedCell } from './decide-places'
import { outlookOf, type OutlookObservations } from './outlooks'

/** Cells whose stations are read at once. */
const STATIONS_CONCURRENCY = 8
/** A batch waits at most this long for its cells' stations; cells still waiting are decided on the model. */
export const BATCH_STATIONS_DEADLINE_MS = 20_000

/**
 * Step 2b of a batch — the stations near each cell, once per cell whatever its places
 * (decision 194), as the ingest keeps them in the database: every budgeted network's for all
 * the batch's cells in two statements (`stationSeriesFromDatabase`), so the job calls no
 * observation network of its own (decision 245). Local mode's simulated network (no budget, no
 * one called) is computed per cell, the whole batch waiting at most `deadlineMs` for it: a cell
 * still waiting stays on the model estimate (logged). `now` in unix s.
 */
export async function stationsOfCells(
  forecasts: readonly CellForecast[],
  now: number,
  deadlineMs = BATCH_STATIONS_DEADLINE_MS,
  signal?: AbortSignal,
): Promise<Map<string, StationSeries[]>> {
  const started = Date.now()
  const budgeted = observationProviders().filter(isBudgeted)
  const stations =
    budgeted.length === 0
      ? new Map<string, StationSeries[]>()
      : await stationSeriesFromDatabase(forecasts.map((f) => ({ key: f.cell.key, lat: f.cell.lat, lon: f.cell.lon })), now, { providers: budgeted })
  const computed = observationProviders().filter((p) => !isBudgeted(p))
  if (computed.length === 0) return stations
  let next = 0
  const worker = async () => {
    while (next < forecasts.length) {
      const forecast = forecasts[next++]
      if (!forecast) break
      const left = deadlineMs - (Date.now() - started)
      const own = left > 0 ? (await cellStations(forecast, now, left, JOB_CALLER, signal, (p) => !isBudgeted(p))).stations : []
      stations.set(forecast.cell.key, [...(stations.get(forecast.cell.key) ?? []), ...own].sort((a, b) => a.distanceKm - b.distanceKm))
    }
  }
  await Promise.all(Array.from({ length: Math.min(STATIONS_CONCURRENCY, forecasts.length) }, worker))
  return stations
}

const choicesOf = (place: AlertPlace): StationChoices => ({ pinnedIds: place.pinned_station_ids ?? [], excludedIds: place.excluded_station_ids ?? [] })
const choicesKey = (c: StationChoices) => `${c.pinnedIds.join(',')}|${c.excludedIds.join(',')}`

/**
 * A batch's cells as the job decides them: each place's hours fused with its own pinned and
 * excluded stations (the same hours its screen shows with the same `pin`/`exclude`), computed
 * once per cell and set of choices; and per cell, the hours without choices — what the accuracy
 * record scores as the job's forecast and the history keeps — beside the raw model's.
 */
export function fusedCells(
  forecasts: ReadonlyMap<string, CellForecast>,
  stations: ReadonlyMap<string, StationSeries[]>,
  now: number,
  observed: ReadonlyMap<string, OutlookObservations> = new Map(),
) {
  const memo = new Map<string, PreparedCell>()
  const fusionOf = (forecast: CellForecast, choices: StationChoices): CellFusion => {
    const point = { lat: forecast.cell.lat, lon: forecast.cell.lon }
    return fuseCell(forecast, stations.get(forecast.cell.key) ?? [], choices, point, now)
  }
  // The classifier's outlook per cell and threshold, computed once (decision 247).
  const outlooks = new Map<string, ExceedanceOutlook | null>()
  const prepared = (fusion: CellFusion): PreparedCell => ({
    hours: fusedForecastHoursAt(fusion.forecast.hours, fusion.sources, now),
    timeZone: fusion.forecast.timezone,
    outlook: (threshold) => {
      const key = `${fusion.forecast.cell.key}#${threshold.kind}:${threshold.value}`
      if (!outlooks.has(key)) outlooks.set(key, outlookOf(observed.get(fusion.forecast.cell.key), threshold, now, fusion.forecast.timezone))
      return outlooks.get(key) ?? null
    },
  })
  const plain = new Map<string, { fusion: CellFusion; cell: PreparedCell }>()
  for (const [key, forecast] of forecasts) {
    const fusion = fusionOf(forecast, NO_CHOICES)
    const cell = prepared(fusion)
    plain.set(key, { fusion, cell })
    memo.set(`${key}#${choicesKey(NO_CHOICES)}`, cell)
  }
  return {
    /** The hours a place is decided on, with its choices. */
    forPlace(place: AlertPlace): PreparedCell | undefined {
      const forecast = forecasts.get(place.cell_key)
      if (!forecast) return undefined
      const choices = choicesOf(place)
      const key = `${place.cell_key}#${choicesKey(choices)}`
      let cell = memo.get(key)
      if (cell === undefined) {
        cell = prepared(fusionOf(forecast, choices))
        memo.set(key, cell)
      }
      return cell
    },
    /** What the accuracy record keeps of a cell (decision 190): the fused hours without choices, and the raw model's. */
    decided(cellKey: string): DecidedCell | undefined {
      const entry = plain.get(cellKey)
      const forecast = forecasts.get(cellKey)
      if (!entry || !forecast) return undefined
      const modelHours: ForecastHour[] = forecastHoursAt(forecast.hours, now)
      return { jobHours: entry.cell.hours, modelHours, source: entry.fusion.measurement.kind === 'measured' ? 'fused' : 'model', outlook: entry.cell.outlook }
    },
    /** The cells' fused forecasts and hours, for the history (cell_readings). */
    readings() {
      return [...plain.values()].map(({ fusion, cell }) => ({ forecast: fusion.forecast, hours: cell.hours }))
    },
  }
}
