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
}
