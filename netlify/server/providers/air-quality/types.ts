import type { HourlyReading } from '../../../../src/domain/aqi/pollutants'
import type { Source } from '../../../../src/domain/contracts/air-quality'
import type { Result } from '../../result'

/** A forecast grid cell: its stable key and the centre the provider is asked about. */
export interface GridCell {
  key: string
  lat: number
  lon: number
}

/**
 * Everything a provider knows about one cell: hourly concentrations (µg/m³), oldest first,
 * each `dt` the start of a whole UTC hour (unix s).
 */
export interface CellForecast {
  cell: GridCell
  hours: HourlyReading[]
  /** The place's IANA time zone, e.g. "Asia/Kolkata" (`placeTimeZone`). */
  timezone: string
  source: Source
  /** When the provider answered, unix seconds. */
  fetchedAt: number
  /**
   * The newest published model run known when the forecast was fetched (decision 153); absent
   * for providers without run metadata, when it could not be read, and in rows of older deploys.
   */
  modelRun?: ModelRun
}

/** One run of a forecast model, as its provider publishes it (unix seconds). */
export interface ModelRun {
  /** The provider's model name, e.g. "cams_global". */
  model: string
  /** The run's initialisation (reference) time, e.g. 00z. */
  initialisedAt: number
  /** When the run became available from the provider. */
  availableAt: number
}

/** Where a provider says which run of each of its models is the latest (decision 153). */
export interface ModelRunSource {
  /** The models a forecast of this provider may come from. */
  models: readonly string[]
  /** The latest run of one model; an error when the metadata cannot be read. */
  latestRun(model: string, options: FetchOptions): Promise<Result<ModelRun>>
}

export interface FetchOptions {
  signal: AbortSignal
  /** Current time, unix seconds (the simulated provider derives its data from it). */
  now: number
}

/**
 * The air-quality port. One call may carry several cells when the vendor accepts
 * several coordinates per request (`maxBatch`); results come back in input order.
 */
export interface AirQualityProvider {
  id: Source['id']
  maxBatch: number
  fetchHourly(cells: GridCell[], options: FetchOptions): Promise<Result<CellForecast[]>>
  /** Model-run metadata; absent where the vendor publishes none (OpenWeatherMap): the time cache alone decides. */
  modelRuns?: ModelRunSource
}
