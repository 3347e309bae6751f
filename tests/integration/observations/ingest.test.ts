import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { cellFor } from '../../../netlify/server/air-quality/cells'
import { takeUpstreamCall } from '../../../netlify/server/air-quality/upstream-calls'
import { JOB_CALLER } from '../../../netlify/server/air-quality/upstream-shares'
import { query } from '../../../netlify/server/db'
import { OBSERVATION_BUDGETS, observationShares } from '../../../netlify/server/observations/budgets'
import { HISTORY_HOURS, ingestObservations, REFRESH_HOURS } from '../../../netlify/server/observations/ingest'
import { nearbyStationSeries, stationSeriesFromDatabase } from '../../../netlify/server/observations/nearby'
import { createOpenAqProvider } from '../../../netlify/server/observations/openaq'
import { hoursEndingBefore, type FakeSite } from '../../fakes/fake-observation-sites'
import { startFakeOpenAq, type FakeOpenAq } from '../../fakes/fake-openaq'
import { useTestDatabase } from '../../support/database'
import { BERLIN, NOW } from './helpers'

useTestDatabase()

const HOUR = 3600
const DAY = 86_400
/** Paris, 880 km from Berlin: a second area with a station of its own. */
const PARIS = { lat: 48.8566, lon: 2.3522 }

let openaq: FakeOpenAq
let log: ReturnType<typeof vi.spyOn>
let warn: ReturnType<typeof vi.spyOn>
beforeAll(async () => {
  openaq = await startFakeOpenAq()
})
beforeEach(() => {
  log = vi.spyOn(console, 'log').mockImplementation(() => {})
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  // Three weeks of hours at each site: the ingest must keep 14 days, not everything.
  const weeks = Array.from({ length: 21 * 24 }, (_, i) => 10 + (i % 24))
  const site = (id: number, at: { lat: number; lon: number }): FakeSite => ({ id, name: `Site ${id}`, lat: at.lat + 0.02, lon: at.lon, monitor: true, hours: hoursEndingBefore(NOW, weeks) })
  openaq.state.sites = [site(1, BERLIN), site(2, PARIS)]
})
afterEach(() => {
  log.mockRestore()
  warn.mockRestore()
  openaq.setMode('ok')
  openaq.requests.length = 0
})
afterAll(async () => {
  await openaq.close()
})

const providers = () => [createOpenAqProvider({ baseUrl: openaq.url, apiKey: 'k', timeoutMs: 2000 })]

async function memberPlaceAt(point: { lat: number; lon: number }): Promise<void> {
  const [user] = await query<{ id: string }>(`INSERT INTO users (phone_e164, phone_verified_at) VALUES ('+12015550123', now()) RETURNING id`)
  await query(`INSERT INTO monitored_places (user_id, name, lat, lon) VALUES ($1, 'Home', $2, $3)`, [user?.id, point.lat, point.lon])
}

/** Spends the public share of OpenAQ's minute at `now`, as a crowd of strangers would. */
async function spendPublicMinute(now: number): Promise<void> {
  const shares = observationShares('openaq', OBSERVATION_BUDGETS.openaq)
  for (let i = 0; i < shares.public.budget.perMinute; i++) await takeUpstreamCall(shares.public.scope, shares.public.budget, now)
}

const hoursOf = (stationId: string) =>
  query<{ n: number; first: Date; last: Date }>(`SELECT count(*)::int AS n, min(hour) AS first, max(hour) AS last FROM observation_hours WHERE station_id = $1`, [stationId])

describe('ingestObservations (decision 245)', () => {
  it('keeps 14 days of a member place’s stations from the job’s share while strangers have spent the public one', async () => {
    await memberPlaceAt(BERLIN)
    await spendPublicMinute(NOW)
    const [run] = await ingestObservations({ now: NOW, providers: providers() })
    expect(run).toMatchObject({ network: 'openaq', areas: 1, memberAreas: 1, stopped: 'done' })
    const [kept] = await hoursOf('openaq:1')
    // HISTORY_HOURS asked for, up to the hour under way, which has no value yet.
    expect(kept?.n).toBe(HISTORY_HOURS - 1)
    expect((kept?.last.getTime() ?? 0) / 1000).toBe(NOW - (NOW % HOUR) - HOUR)
    // The member's text then reads measured air with no call of the job's own.
    openaq.requests.length = 0
    const series = await nearbyStationSeries(BERLIN, NOW + 60, { caller: JOB_CALLER, providers: providers() })
    expect(openaq.requests).toEqual([])
    expect(series.map((s) => s.station.id)).toEqual(['openaq:1'])
    expect(series[0]?.observations.at(-1)?.pm2_5).toBeGreaterThan(0)
  })

  it('asks for a station again only when a new hour is due, and then for its last hours only', async () => {
    await memberPlaceAt(BERLIN)
    await ingestObservations({ now: NOW, providers: providers() })
    openaq.requests.length = 0
    // Within the hour its last whole hour is kept: nothing to ask, at 10 minutes or at 30.
    await ingestObservations({ now: NOW + 10 * 60, providers: providers() })
    await ingestObservations({ now: NOW + 30 * 60, providers: providers() })
    expect(openaq.requests).toEqual([])
    // An hour later the hour just ended is missing: one request for the last REFRESH_HOURS, no new listing (kept a day).
    const later = NOW + HOUR
    await ingestObservations({ now: later, providers: providers() })
    expect(openaq.requests.map((r) => r.path)).toEqual(['/v3/sensors/10/hours'])
    const from = Date.parse(openaq.requests[0]?.query['datetime_from'] ?? '') / 1000
    expect(from).toBe(later - (later % HOUR) - (REFRESH_HOURS - 1) * HOUR)
  })

  it('serves members’ cells before viewed ones, and a viewed cell only from the public share', async () => {
    await memberPlaceAt(BERLIN)
    // A stranger looked at Paris (a read seeds it with a day of hours), then the public minute was spent.
    await nearbyStationSeries(PARIS, NOW - 20 * 60, { providers: providers() })
    const [seeded] = await hoursOf('openaq:2')
    expect(seeded?.n).toBe(23)
    await spendPublicMinute(NOW)
    const [run] = await ingestObservations({ now: NOW, providers: providers() })
    expect(run).toMatchObject({ areas: 1, memberAreas: 1, stopped: 'budget' })
    expect((await hoursOf('openaq:2'))[0]?.n).toBe(23)
    // The next minute the public share has room again: Paris gets its 14 days.
    const [next] = await ingestObservations({ now: NOW + 61, providers: providers() })
    expect(next).toMatchObject({ areas: 1, memberAreas: 0, stopped: 'done' })
    expect((await hoursOf('openaq:2'))[0]?.n).toBe(HISTORY_HOURS - 1)
  })

  it('keeps the cell of a free push subscription too, from the public share (decision 265)', async () => {
    await query(
      `INSERT INTO push_subscriptions (endpoint, p256dh, auth, name, lat, lon, time_zone) VALUES ($1, $2, $3, 'Paris', $4, $5, 'Europe/Paris')`,
      ['https://push.example/sub/1', 'B'.repeat(87), 'A'.repeat(22), PARIS.lat, PARIS.lon],
    )
    const [run] = await ingestObservations({ now: NOW, providers: providers() })
    expect(run).toMatchObject({ areas: 1, memberAreas: 0, stopped: 'done' })
    expect((await hoursOf('openaq:2'))[0]?.n).toBe(HISTORY_HOURS - 1)
  })

  it('the job’s batch read gives every cell what a read of that cell alone gives, in two statements', async () => {
    await memberPlaceAt(BERLIN)
    await nearbyStationSeries(PARIS, NOW, { providers: providers() })
    await ingestObservations({ now: NOW, providers: providers() })
    openaq.requests.length = 0
    const cells = [BERLIN, PARIS, { lat: 0, lon: 0 }].map((p) => ({ key: cellFor(p).key, lat: cellFor(p).lat, lon: cellFor(p).lon }))
    const batch = await stationSeriesFromDatabase(cells, NOW + 60, { providers: providers() })
    for (const cell of cells) {
      const alone = await nearbyStationSeries(cell, NOW + 60, { caller: JOB_CALLER, providers: providers() })
      expect(batch.get(cell.key)).toEqual(alone)
    }
    expect(batch.get(cells[0]?.key ?? '')?.map((s) => s.station.id)).toEqual(['openaq:1'])
    expect(batch.get(cells[2]?.key ?? '')).toEqual([])
    expect(openaq.requests).toEqual([])
  })

  it('forgets a cell nobody looked at for a week, and hours older than 15 days', async () => {
    await nearbyStationSeries(PARIS, NOW, { providers: providers() })
    await ingestObservations({ now: NOW, providers: providers() })
    expect((await hoursOf('openaq:2'))[0]?.n).toBe(HISTORY_HOURS - 1)
    openaq.requests.length = 0
    await ingestObservations({ now: NOW + 8 * DAY, providers: providers() })
    expect(openaq.requests).toEqual([])
    expect(await query(`SELECT cell_key FROM observation_viewed_cells`)).toEqual([])
    // A member's place there later: its hours are refreshed and the oldest pruned past 15 days.
    await memberPlaceAt(PARIS)
    await ingestObservations({ now: NOW + 8 * DAY, providers: providers() })
    const [after] = await hoursOf('openaq:2')
    expect((after?.first.getTime() ?? 0) / 1000).toBeGreaterThanOrEqual(NOW + 8 * DAY - 15 * DAY)
    // The fake's hours end at NOW's previous hour; those after NOW - 7 days (a minute into an hour) stay.
    expect(after?.n).toBe(7 * 24 - 1)
    expect(await query(`SELECT area_key FROM observation_station_areas WHERE ingested_at IS NOT NULL`)).toEqual([{ area_key: `${cellFor(PARIS).key}:25` }])
  })
})
