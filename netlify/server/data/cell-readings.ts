import type { ForecastHour } from '../../../src/domain/alerts'
import type { CellForecast } from '../providers/air-quality/types'
import type { Queryable } from './transaction'

/** How long the server keeps a cell's hourly readings. */
export const CELL_READING_RETENTION_SECONDS = 35 * 86_400

const HOUR_SECONDS = 3600

/**
 * Keeps, for every cell this cycle has a forecast for, the values of the hour under way
 * (`now`, unix s): the history of watched places (decision 066). One statement for all cells;
 * a later cycle in the same hour replaces the row with its newer fetch.
 */
export async function recordCellReadings(
  cells: readonly { forecast: CellForecast; hours: readonly ForecastHour[] }[],
  now: number,
  db: Queryable,
): Promise<number> {
  const rows = []
  for (const { forecast, hours } of cells) {
    const i = forecast.hours.findIndex((h) => h.dt <= now && now < h.dt + HOUR_SECONDS)
    const raw = forecast.hours[i]
    const hour = hours[i]
    if (!raw || !hour || hour.level === null) continue
    rows.push({
      cell_key: forecast.cell.key,
      hour: raw.dt,
      lat: forecast.cell.lat,
      lon: forecast.cell.lon,
      aqi: hour.level,
      us_aqi: hour.usAqi,
      components: raw.components,
      source_id: forecast.source.id,
      source_name: forecast.source.name,
      simulated: forecast.source.simulated,
      fetched_at: forecast.fetchedAt,
    })
  }
  if (rows.length > 0) {
    await db.query(
      `INSERT INTO cell_readings (cell_key, hour, lat, lon, aqi, us_aqi, components, source_id, source_name, simulated, fetched_at)
       SELECT x.cell_key, to_timestamp(x.hour), x.lat, x.lon, x.aqi, x.us_aqi, x.components, x.source_id, x.source_name, x.simulated, to_timestamp(x.fetched_at)
         FROM jsonb_to_recordset($1::jsonb) AS x(cell_key text, hour float8, lat float8, lon float8, aqi int, us_aqi int,
                                                 components jsonb, source_id text, source_name text, simulated boolean, fetched_at float8)
       ON CONFLICT (cell_key, hour) DO UPDATE
         SET aqi = EXCLUDED.aqi, us_aqi = EXCLUDED.us_aqi, components = EXCLUDED.components, source_id = EXCLUDED.source_id,
             source_name = EXCLUDED.source_name, simulated = EXCLUDED.simulated, fetched_at = EXCLUDED.fetched_at
         WHERE EXCLUDED.fetched_at >= cell_readings.fetched_at`,
      [JSON.stringify(rows)],
    )
  }
  return rows.length
}

/** Deletes readings past the retention (`now` in unix s); the planner runs it once per cycle. */
export async function pruneCellReadings(db: Queryable, now: number): Promise<void> {
  await db.query(`DELETE FROM cell_readings WHERE hour < to_timestamp($1::float8)`, [now - CELL_READING_RETENTION_SECONDS])
}
