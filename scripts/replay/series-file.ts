// Reading one hourly series in the layout of ../shared/realdata/ (README there):
// `series_id,time_utc_iso,value` rows, and per-series metadata in `series.csv`.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { ConcentrationUnit } from '../../src/domain/aqi/index'
import type { Pollutant } from '../../src/domain/aqi/pollutants'
import type { HourlyObservation } from '../../src/domain/forecast/nowcast-predictor'

export interface SeriesMetadata {
  pollutant: Pollutant
  unit: ConcentrationUnit
  /** IANA time zone of the place (quiet hours, local day, clock times in texts). */
  timeZone: string
  station: string
}

export interface Series {
  id: string
  metadata: SeriesMetadata
  /** Ascending by time; negative values read as 0 (below the instrument's zero, decision 148). */
  hours: HourlyObservation[]
}

/** A problem with the command line or its files: the CLI prints it with the usage and exits 2. */
export class UsageError extends Error {}

/** "the series is PM2.5 in µg/m³ unless its metadata says otherwise" (issue 13 item 7). */
const DEFAULT_METADATA: SeriesMetadata = { pollutant: 'pm2_5', unit: 'ug/m3', timeZone: 'UTC', station: '' }

/** One CSV line split on commas outside double quotes ("" is a quote). */
export function csvFields(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"'
      i += 1
    } else if (char === '"') quoted = !quoted
    else if (char === ',' && !quoted) {
      fields.push(field)
      field = ''
    } else field += char
  }
  fields.push(field)
  return fields
}

function pollutantOf(text: string): Pollutant | null {
  if (/^PM2\.5/i.test(text)) return 'pm2_5'
  if (/^PM10/i.test(text)) return 'pm10'
  if (/^O3/i.test(text)) return 'o3'
  if (/^NO2/i.test(text)) return 'no2'
  if (/^SO2/i.test(text)) return 'so2'
  if (/^CO\b/i.test(text)) return 'co'
  return null
}

function unitOf(text: string): ConcentrationUnit | null {
  if (/^ug\/m3/i.test(text)) return 'ug/m3'
  if (/^ppb/i.test(text)) return 'ppb'
  if (/^ppm/i.test(text)) return 'ppm'
  return null
}

function metadataRow(seriesCsv: string, id: string): Record<string, string> | null {
  const [header, ...lines] = readFileSync(seriesCsv, 'utf8').split(/\r?\n/)
  const columns = csvFields(header ?? '')
  for (const line of lines) {
    if (!line.startsWith(`${id},`)) continue
    const fields = csvFields(line)
    return Object.fromEntries(columns.map((name, i) => [name, fields[i] ?? '']))
  }
  return null
}

/** `series.csv` beside the file or one folder up (realdata keeps the files in `series/`). */
function findSeriesCsv(file: string): string | null {
  const candidates = [join(dirname(file), 'series.csv'), join(dirname(file), '..', 'series.csv')]
  return candidates.find((path) => existsSync(path) && path !== file) ?? null
}

/** The series' pollutant, unit and time zone from `series.csv`; PM2.5 µg/m³ in UTC when it has no row. */
export function readMetadata(file: string, id: string): SeriesMetadata {
  const seriesCsv = findSeriesCsv(file)
  const row = seriesCsv === null ? null : metadataRow(seriesCsv, id)
  if (row === null) return DEFAULT_METADATA
  const pollutant = pollutantOf(row.pollutant ?? '')
  const unit = unitOf(row.unit ?? '')
  if (pollutant === null || unit === null) {
    throw new UsageError(`series ${id} measures "${row.pollutant}" in "${row.unit}", which no alert threshold reads`)
  }
  const timeZone = /^[A-Za-z_]+\/[A-Za-z_]+/.exec(row.tz ?? '')?.[0] ?? 'UTC'
  return { pollutant, unit, timeZone, station: row.station ?? '' }
}

/** The rows of one series from a `series_id,time_utc_iso,value` file. */
export function readSeries(file: string, id: string): Series {
  if (!existsSync(file)) throw new UsageError(`no such file: ${file}`)
  const hours: HourlyObservation[] = []
  const prefix = `${id},`
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (!line.startsWith(prefix)) continue
    const [, iso, raw] = csvFields(line)
    const time = Date.parse(iso ?? '') / 1000
    const value = Number(raw)
    if (!Number.isFinite(time) || raw === '' || !Number.isFinite(value)) continue
    hours.push({ time, value: Math.max(0, value) })
  }
  if (hours.length === 0) throw new UsageError(`no rows for series "${id}" in ${file}`)
  hours.sort((a, b) => a.time - b.time)
  return { id, metadata: readMetadata(file, id), hours }
}

/**
 * Every series of a `series_id,time_utc_iso,value` file, in order of first appearance (one read
 * of the file); a series whose metadata no threshold reads (relative humidity) is left out.
 */
export function readAllSeries(file: string): Series[] {
  if (!existsSync(file)) throw new UsageError(`no such file: ${file}`)
  const byId = new Map<string, HourlyObservation[]>()
  const lines = readFileSync(file, 'utf8').split(/\r?\n/)
  for (const line of lines.slice(1)) {
    const [id, iso, raw] = csvFields(line)
    if (id === undefined || id === '') continue
    const time = Date.parse(iso ?? '') / 1000
    const value = Number(raw)
    if (!Number.isFinite(time) || raw === '' || !Number.isFinite(value)) continue
    let hours = byId.get(id)
    if (hours === undefined) byId.set(id, (hours = []))
    hours.push({ time, value: Math.max(0, value) })
  }
  const series: Series[] = []
  for (const [id, hours] of byId) {
    let metadata: SeriesMetadata
    try {
      metadata = readMetadata(file, id)
    } catch (error) {
      if (error instanceof UsageError) continue
      throw error
    }
    series.push({ id, metadata, hours: hours.sort((a, b) => a.time - b.time) })
  }
  if (series.length === 0) throw new UsageError(`no series in ${file}`)
  return series
}
