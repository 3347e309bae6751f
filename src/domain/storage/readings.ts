import { levelOfUsAqi } from '../aqi/levels'
import type { Components } from '../aqi/pollutants'
import type { Owm5Index } from '../aqi/owm5'
import type { AirQualityResponse, Coordinates, SourceId } from '../contracts/air-quality'
import { finiteIn, integerIn, isRecord, oneOf } from './repair'

/** How many readings are kept per place (the oldest go first). */
export const READINGS_PER_PLACE = 500

/** The version of the reading record this code writes. */
export const READING_VERSION = 1

/** One hour's reading at one place, as kept on the device for history and offline starts. */
export interface StoredReading {
  version: typeof READING_VERSION
  /** The ~1 km cell, e.g. "40.71,-74.01" (see `placeKey`). */
  placeKey: string
  /** Start of the hour the reading is for, unix seconds. */
  time: number
  /** Centre of the cell the reading belongs to, degrees. */
  coords: Coordinates
  aqi: Owm5Index
  /** US EPA AQI 0-500, when the source gave enough data for it. */
  usAqi: number | null
  /** Concentrations in µg/m³; null when the source has none. */
  components: Components
  source: { id: SourceId; name: string; simulated: boolean }
  /** When the data was fetched from the source (ISO 8601): the age a person is shown. */
  fetchedAt: string
}

const SOURCE_IDS: readonly SourceId[] = ['open-meteo', 'openweathermap', 'simulated']
const COMPONENT_KEYS = ['co', 'no', 'no2', 'o3', 'so2', 'pm2_5', 'pm10', 'nh3'] as const
const MAX_US_AQI = 500
/** Readings are hourly, so 0.01° cells and whole hours identify them. */
const CELL_DECIMALS = 2

/** The key of the ~1 km cell a position lies in: the same rounding the server's cache uses. */
export function placeKey({ lat, lon }: Coordinates): string {
  const round = (n: number) => (Math.round(n * 10 ** CELL_DECIMALS) / 10 ** CELL_DECIMALS + 0).toFixed(CELL_DECIMALS)
  return `${round(lat)},${round(lon)}`
}

/** The record to keep for a current-air-quality response (its first hour), or null if it has none. */
export function readingFromResponse(response: AirQualityResponse): StoredReading | null {
  const entry = response.list[0]
  if (!entry) return null
  return restoreReading({
    version: READING_VERSION,
    time: entry.dt,
    coords: { lat: response.coord.lat, lon: response.coord.lon },
    aqi: entry.main.aqi,
    usAqi: entry.usAqi,
    components: entry.components,
    source: { id: response.source.id, name: response.source.name, simulated: response.source.simulated },
    fetchedAt: response.fetchedAt,
  })
}

/**
 * Repairs a stored reading. What a reading cannot be shown without — its hour, place, 1-5
 * index, source and age — must be valid, else the record is dropped (null): an AQI of unknown
 * origin or age is not shown. Everything else falls back to "no data"; a level that disagrees
 * with the record's US AQI takes that AQI's level. The place key is recomputed from the
 * coordinates; `simulated` is true whenever the source id says so.
 */
export function restoreReading(value: unknown): StoredReading | null {
  if (!isRecord(value) || !isRecord(value.coords) || !isRecord(value.source)) return null
  const time = integerIn(value.time, 0, Number.MAX_SAFE_INTEGER)
  const lat = finiteIn(value.coords.lat, -90, 90)
  const lon = finiteIn(value.coords.lon, -180, 180)
  const aqi = integerIn(value.aqi, 1, 5) as Owm5Index | null
  const sourceId = oneOf(value.source.id, SOURCE_IDS)
  const fetchedAt = typeof value.fetchedAt === 'string' && !Number.isNaN(Date.parse(value.fetchedAt)) ? value.fetchedAt : null
  if (time === null || lat === null || lon === null || aqi === null || sourceId === null || fetchedAt === null) return null

  const { name, simulated } = value.source
  const usAqi = integerIn(value.usAqi, 0, MAX_US_AQI)
  const components = isRecord(value.components) ? value.components : {}
  return {
    version: READING_VERSION,
    placeKey: placeKey({ lat, lon }),
    time,
    coords: { lat, lon },
    // One index (decision 135): the level is the US AQI's category, also for records kept
    // before the two were tied together.
    aqi: usAqi === null ? aqi : levelOfUsAqi(usAqi),
    usAqi,
    components: Object.fromEntries(
      COMPONENT_KEYS.map((key) => [key, finiteIn(components[key], 0, Number.MAX_VALUE)]),
    ) as Components,
    source: {
      id: sourceId,
      name: typeof name === 'string' && name.trim() !== '' ? name : sourceId,
      simulated: sourceId === 'simulated' || simulated === true,
    },
    fetchedAt,
  }
}
