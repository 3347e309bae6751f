import { levelFor } from '../aqi/levels'
import type { StoredReading } from '../storage/readings'

/** Concentration columns, µg/m³, in the order of the pollutant list (docs/product.md §Index) then the rest. */
const CONCENTRATIONS = ['pm2_5', 'pm10', 'o3', 'no2', 'so2', 'co', 'no', 'nh3'] as const

export const READINGS_CSV_HEADER = [
  'time',
  'place',
  'latitude',
  'longitude',
  'level',
  'label',
  'us_aqi',
  'source',
  'simulated',
  'fetched_at',
  ...CONCENTRATIONS.map((key) => `${key}_ugm3`),
] as const

/** RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/**
 * Text from outside the app (a source's name) is kept from starting like a spreadsheet
 * formula (=, +, -, @), so opening the file never runs anything.
 */
function text(value: string): string {
  return field(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)
}

const numberOrEmpty = (value: number | null) => (value === null ? '' : String(value))

/**
 * The readings as CSV (RFC 4180, CRLF line ends), oldest first: the hour as ISO 8601 UTC, the
 * place's ~1 km cell and its centre, the 1-5 level and its name, the US AQI, the source, and
 * every stored concentration (µg/m³; empty where the source had none).
 */
export function readingsCsv(readings: readonly StoredReading[]): string {
  const rows = [...readings]
    .sort((a, b) => a.time - b.time || a.placeKey.localeCompare(b.placeKey))
    .map((r) =>
      [
        new Date(r.time * 1000).toISOString(),
        field(r.placeKey),
        String(r.coords.lat),
        String(r.coords.lon),
        String(r.aqi),
        levelFor(r.aqi).name,
        numberOrEmpty(r.usAqi),
        text(r.source.name),
        r.source.simulated ? 'yes' : 'no',
        text(r.fetchedAt),
        ...CONCENTRATIONS.map((key) => numberOrEmpty(r.components[key])),
      ].join(','),
    )
  return [READINGS_CSV_HEADER.join(','), ...rows].join('\r\n') + '\r\n'
}
