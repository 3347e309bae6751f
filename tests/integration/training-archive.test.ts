import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { closeDatabase, query } from '../../netlify/server/db'
import { database } from '../../netlify/server/data/transaction'
import { pruneOldHours } from '../../netlify/server/data/observations'
import { archiveStationDays, readOutlooks, recordOutlooks } from '../../netlify/server/data/training-archive'
import { exportTraining } from '../../scripts/export-training'
import { readTrainingSeries } from '../../scripts/train/realdata'
import { postgresBinaries, realPostgresDatabase, type PostgresDatabase } from '../support/real-postgres'
import { setEnv } from './auth-helpers'

/*
 * Issue 23 item 3 (decision 272): the ingest's 14 days of station hours are archived by UTC day
 * before the retention drops them, only usable hours, and `npm run export-training` writes them
 * as a realdata folder that `npm run train` reads as it reads ../shared/realdata.
 */

const bin = postgresBinaries()
const HOUR = 3600
const DAY = 86_400
/** 02:30 UTC, 28 Nov 2026. */
const NOW = Date.UTC(2026, 10, 28, 2, 30) / 1000
const TODAY = NOW - (NOW % DAY)

async function station(id: string, kind: 'regulatory' | 'low-cost', lat: number, lon: number, indoor = false): Promise<void> {
  await query(
    `INSERT INTO observation_stations (id, network, name, lat, lon, kind, indoor, listed_at) VALUES ($1, $2, $3, $4, $5, $6, $7, now())`,
    [id, id.split(':')[0], `Station ${id}`, lat, lon, kind, indoor],
  )
}

async function hour(stationId: string, at: number, pm2_5: number, extra: { correction?: string; flags?: string[] } = {}): Promise<void> {
  await query(
    `INSERT INTO observation_hours (station_id, hour, pm2_5, correction, flags, fetched_at) VALUES ($1, to_timestamp($2::float8), $3, $4, $5, now())`,
    [stationId, at, pm2_5, extra.correction ?? null, extra.flags ?? []],
  )
}

describe.skipIf(bin === null)('the training archive on a real PostgreSQL (decision 272)', () => {
  let pgServer: PostgresDatabase
  let restoreEnv: () => void
  let out: string

  beforeAll(async () => {
    pgServer = await realPostgresDatabase()
    restoreEnv = setEnv({ NETLIFY_DB_URL: pgServer.url, NETLIFY_DB_DRIVER: 'server' })
    await closeDatabase()
    out = mkdtempSync(join(tmpdir(), 'airahead-export-'))
  }, 60_000)
  afterAll(async () => {
    await closeDatabase()
    await pgServer?.stop()
    restoreEnv?.()
    rmSync(out, { recursive: true, force: true })
  })
  beforeEach(async () => {
    await query(`TRUNCATE training_station_days, training_stations, training_outlooks, observation_hours, observation_stations CASCADE`)
  })

  it('keeps the usable hours of the last 14 whole days, once a day, and a fuller day is never replaced by a thinner one', async () => {
    await station('airnow:1', 'regulatory', 39.73, -121.84)
    await station('purpleair:2', 'low-cost', 39.5, -121.5)
    await station('purpleair:3', 'low-cost', 39.6, -121.6, true)
    // 16 days of hours, ending with the hour before now.
    for (let t = TODAY - 16 * DAY; t < NOW - HOUR; t += HOUR) {
      await hour('airnow:1', t, 10 + ((t / HOUR) % 24))
      await hour('purpleair:2', t, 20, { correction: 'epa-2021' })
      await hour('purpleair:3', t, 30, { correction: 'epa-2021' })
    }
    // Not usable: a flagged hour, an uncorrected low-cost hour.
    await query(`UPDATE observation_hours SET flags = '{channel-disagreement}' WHERE station_id = 'airnow:1' AND hour = to_timestamp($1::float8)`, [TODAY - DAY + 5 * HOUR])
    await query(`UPDATE observation_hours SET correction = NULL WHERE station_id = 'purpleair:2' AND hour = to_timestamp($1::float8)`, [TODAY - DAY + 6 * HOUR])

    expect(await archiveStationDays(database, NOW)).toBe(28)
    const days = await query<{ station_id: string; n: number; first: string; last: string }>(
      `SELECT station_id, count(*)::int AS n, min(day)::text AS first, max(day)::text AS last FROM training_station_days GROUP BY station_id ORDER BY station_id`,
    )
    // The indoor sensor is not archived; today (not whole yet) neither.
    expect(days).toEqual([
      { station_id: 'airnow:1', n: 14, first: '2026-11-14', last: '2026-11-27' },
      { station_id: 'purpleair:2', n: 14, first: '2026-11-14', last: '2026-11-27' },
    ])
    const [yesterday] = await query<{ pm2_5: (number | null)[] }>(`SELECT pm2_5 FROM training_station_days WHERE station_id = 'airnow:1' AND day = '2026-11-27'`)
    expect(yesterday?.pm2_5).toHaveLength(24)
    expect(yesterday?.pm2_5[0]).toBe(10)
    expect(yesterday?.pm2_5[5]).toBeNull()
    expect(yesterday?.pm2_5[23]).toBe(33)

    // Not due again within 20 h.
    expect(await archiveStationDays(database, NOW + HOUR)).toBeNull()
    // A day later, after the retention dropped the oldest hours: the archive still has them, and a
    // day with fewer hours left in observation_hours does not thin the archived one.
    await pruneOldHours(database, NOW + DAY)
    await query(`DELETE FROM observation_hours WHERE hour >= to_timestamp($1::float8) AND hour < to_timestamp($2::float8)`, [TODAY - DAY, TODAY - DAY + 12 * HOUR])
    expect(await archiveStationDays(database, NOW + DAY)).toBeGreaterThan(0)
    const [kept] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM training_station_days WHERE station_id = 'airnow:1'`)
    expect(kept?.n).toBe(15)
    const [still] = await query<{ measured: number }>(
      `SELECT cardinality(array_remove(pm2_5, NULL))::int AS measured FROM training_station_days WHERE station_id = 'airnow:1' AND day = '2026-11-27'`,
    )
    expect(still?.measured).toBe(23)
  })

  it('keeps the first outlook of each cell, hour and threshold', async () => {
    const at = TODAY + HOUR
    await recordOutlooks(database, [{ cellKey: 'c1', hour: at, thresholdUgM3: 55.5, probability: 0.9, operatingPoint: 0.86 }])
    await recordOutlooks(database, [
      { cellKey: 'c1', hour: at, thresholdUgM3: 55.5, probability: 0.1, operatingPoint: 0.86 },
      { cellKey: 'c1', hour: at, thresholdUgM3: 35.5, probability: 0.95, operatingPoint: 0.86 },
    ])
    const rows = await readOutlooks(database, TODAY, TODAY + DAY)
    expect(rows.map((r) => [r.thresholdUgM3, Math.round(r.probability * 100) / 100])).toEqual([[35.5, 0.95], [55.5, 0.9]])
  })

  it('exports a realdata folder that npm run train reads: one series per station, a 5° tile per group, neighbours by position', async () => {
    await station('airnow:1', 'regulatory', 39.73, -121.84)
    await station('airnow:4', 'regulatory', 39.4, -121.5)
    for (let t = TODAY - 14 * DAY; t < TODAY; t += HOUR) {
      await hour('airnow:1', t, 12)
      await hour('airnow:4', t, 60)
    }
    await archiveStationDays(database, NOW)
    await recordOutlooks(database, [{ cellKey: 'c1', hour: TODAY - HOUR, thresholdUgM3: 55.5, probability: 0.5, operatingPoint: 0.86 }])
    expect(await exportTraining(out, 30, NOW)).toEqual({ series: 2, hours: 2 * 14 * 24, outlooks: 1 })
    expect(readFileSync(join(out, 'series', 'archive_n35_w125.csv'), 'utf8').split('\n')[1]).toBe('archive_n35_w125__airnow_1,2026-11-14T00:00:00Z,12')
    expect(readFileSync(join(out, 'outlooks.csv'), 'utf8')).toContain('c1,2026-11-27T23:00:00Z,55.5,0.5,0.86')
    const series = readTrainingSeries(out)
    expect(series.map((s) => [s.series.id, s.group, s.series.hours.length, s.series.metadata.timeZone, s.neighbours.length])).toEqual([
      ['archive_n35_w125__airnow_1', 'archive_n35_w125', 336, 'America/Los_Angeles', 1],
      ['archive_n35_w125__airnow_4', 'archive_n35_w125', 336, 'America/Los_Angeles', 1],
    ])
  })
})
