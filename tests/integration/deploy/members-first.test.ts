import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { PUBLIC_CLIENT_FRACTION, readCallBudget } from '../../../netlify/server/air-quality/read-budget'
import { planAlertCycle } from '../../../netlify/server/alerts/alert-cycle'
import { STATION_CHOICES_LIMIT } from '../../../netlify/server/alerts/places-endpoints'
import { query } from '../../../netlify/server/db'
import { serverEnv } from '../../../netlify/server/env'
import { FIRMS_SHARE } from '../../../netlify/server/map/fires'
import { OBSERVATION_BUDGETS, observationShares } from '../../../netlify/server/observations/budgets'
import { airQualityResponseSchema } from '../../../src/domain/contracts/air-quality'
import { startFakeFirms, type FakeFirms } from '../../fakes/fake-firms'
import { startFakeOpenMeteoGeocoding } from '../../fakes/fake-geocoder'
import { startFakeOpenMeteoWeather } from '../../fakes/fake-open-meteo-weather'
import { hoursEndingBefore, type FakeSite } from '../../fakes/fake-observation-sites'
import { startFakeOpenAq, type FakeOpenAq } from '../../fakes/fake-openaq'
import type { FakeUpstream } from '../../fakes/fake-upstream'
import { DEPLOY_ALERT_JOB_SECRET } from '../../support/deploy-env'
import { CLEAN, seedAlertUser } from '../alerts-helpers'
import { call, deployPostgresUrl, post, problemOf, useDeploySite, type Answer } from './deploy-site'

const HOUR = 3600
const REAL_NOW = Math.floor(Date.now() / 1000)
/** The test's clock: 20 past an hour that has begun (the monitors' latest hour ended 20 minutes ago), frozen, so every budget window is one. */
const NOW = Math.floor(REAL_NOW / HOUR) * HOUR + 20 * 60 - (REAL_NOW % HOUR < 20 * 60 ? HOUR : 0)
const CENTRE = { lat: 40.7, lon: -74.0 }
const HOME = { name: 'Home', lat: 40.71, lon: -74.01 }
/** Monitor 1, 2 km north of the member's cell, measures Poor air (80 µg/m³) that the model, clean, misses. */
const MONITOR: FakeSite = {
  id: 1,
  name: 'Monitor 1',
  lat: CENTRE.lat + 2 / 111.2,
  lon: CENTRE.lon,
  monitor: true,
  hours: hoursEndingBefore(NOW, [81, ...Array.from({ length: 11 }, () => 80)]),
}
const FIRMS_KEY = 'f'.repeat(32)
const MEMBER = '+12015550100'

/** A new place no one has read, far from any station (its read lists OpenAQ once and finds none). */
const nowhere = (n: number) => `/api/air-quality/current?lat=${(10 + n * 0.3).toFixed(2)}&lon=20.05`
const readHome = (ip: string) => call(site().server, 'GET', `/api/air-quality/current?lat=${HOME.lat}&lon=${HOME.lon}`, { ip })
const view = (west: number, south: number) => `?west=${west}&south=${south}&east=${west + 0.4}&north=${south + 0.4}&zoom=11`
let site: ReturnType<typeof useDeploySite>

/** Decision 234 against the audit's attacks, on a deploy's configuration and a real PostgreSQL. */
describe.skipIf(deployPostgresUrl() === null)('a deploy: members first (decision 234)', () => {
  let openaq: FakeOpenAq
  let weather: FakeUpstream
  let geocoding: FakeUpstream
  let firms: FakeFirms
  beforeAll(async () => {
    ;[openaq, weather, geocoding, firms] = await Promise.all([
      startFakeOpenAq(),
      startFakeOpenMeteoWeather(),
      startFakeOpenMeteoGeocoding(),
      startFakeFirms(FIRMS_KEY, []),
    ])
  })
  afterAll(async () => {
    await Promise.all([openaq.close(), weather.close(), geocoding.close(), firms.close()])
  })
  site = useDeploySite({
    env: () => ({
      OBSERVATIONS: 'openaq',
      OPENAQ_API_KEY: 'deploy-openaq-key',
      OPENAQ_BASE_URL: openaq.url,
      OPEN_METEO_WEATHER_BASE_URL: weather.url,
      GEOCODER: 'open-meteo',
      OPEN_METEO_GEOCODING_BASE_URL: geocoding.url,
      FIRMS_MAP_KEY: FIRMS_KEY,
      FIRMS_BASE_URL: firms.url,
      AIR_QUALITY_READ_BUDGET: undefined,
    }),
  })

  let warned: ReturnType<typeof vi.spyOn>
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW * 1000)
    warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await query(
      `TRUNCATE users, sms_outbox, alerts, alert_jobs, rate_limit_hits, upstream_call_windows, air_quality_cache,
                observation_network_holds, observation_stations, observation_station_areas, observation_viewed_cells CASCADE`,
    )
    openaq.state.sites = [MONITOR]
    openaq.requests.length = 0
    site().openMeteo.setPayloadFor(() => CLEAN)
  })
  afterEach(() => {
    warned.mockRestore()
    vi.useRealTimers()
  })

  const openAqListings = () => openaq.requests.filter((r) => r.path === '/v3/locations').length
  const publicOpenAq = observationShares('openaq', OBSERVATION_BUDGETS.openaq).public

  const expectShared = (answer: Answer) => {
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(answer.headers['netlify-cdn-cache-control']).toMatch(/^public, durable/)
  }
  // Kept from every shared cache; the reader's own device may keep it offline (decision 276).
  const expectPrivate = (answer: Answer) => {
    expect(answer.headers['cache-control']).toBe('private, max-age=0, must-revalidate')
    expect(answer.headers['netlify-cdn-cache-control']).toBeUndefined()
  }
  const measurementOf = (answer: Answer) => airQualityResponseSchema.parse(JSON.parse(answer.body)).measurement?.kind

  it("one client's 40 reads of new places spend only its own part of OpenAQ's public share: another reader beside a station gets measured air, shared by the CDN", async () => {
    const attacker = '2001:db8:77:1::9'
    for (let n = 0; n < 40; n++) expect((await call(site().server, 'GET', nowhere(n), { ip: attacker })).status).toBe(200)
    // The client's part of the minute (one whole read of a place, decision 234): OpenAQ heard that many times, no more.
    expect(openAqListings()).toBe(publicOpenAq.perClient.perMinute)
    expect(publicOpenAq.perClient.perMinute).toBeLessThan(publicOpenAq.budget.perMinute)

    const reader = await readHome('203.0.113.5')
    expect(reader.status).toBe(200)
    expect(measurementOf(reader)).toBe('measured')
    expectShared(reader)
  })

  it("networks spending OpenAQ's whole public share leave the job's: the starved answer is private (no shared cache), and the member's text still says measured nearby", async () => {
    // Ten IPv6 /64s, four new places each: 40 reads, as the audit's.
    const clients = Array.from({ length: 10 }, (_, c) => `2001:db8:66:${c + 1}::1`)
    for (let n = 0; n < 4; n++) {
      const answers = await Promise.all(clients.map((ip, c) => call(site().server, 'GET', nowhere(10 * n + c), { ip })))
      for (const answer of answers) expect(answer.status).toBe(200)
    }
    expect(openAqListings()).toBe(publicOpenAq.budget.perMinute)
    const [minute] = await query<{ calls: number; max_calls: number }>(
      `SELECT calls, max_calls FROM upstream_call_windows WHERE window_key = $1`,
      [`${publicOpenAq.scope}:minute:${Math.floor(NOW / 60) * 60}`],
    )
    expect(minute).toEqual({ calls: publicOpenAq.budget.perMinute, max_calls: publicOpenAq.budget.perMinute })

    // A stranger's read beside the monitor now rests on the model: the caller's alone.
    const starved = await readHome('203.0.113.6')
    expect(starved.status).toBe(200)
    expect(measurementOf(starved)).toBe('model-estimate')
    expectPrivate(starved)
    const listingsBeforeIngest = openAqListings()

    // The member beside the monitor: the scheduled ingest keeps its cell from the job's share
    // (decision 245), then the cycle's worker runs as Netlify runs it and calls no network.
    const { userId } = await seedAlertUser(query, MEMBER, [HOME], { quiet: null })
    await query(`UPDATE subscriptions SET status = 'active', demo = false WHERE user_id = $1`, [userId])
    expect(await site().server.runScheduled('observations-ingest')).toBe(204)
    expect(openAqListings()).toBeGreaterThan(listingsBeforeIngest)
    const requestsBeforeJob = openaq.requests.length
    await planAlertCycle(NOW)
    site().server.background.length = 0
    await call(site().server, 'POST', '/.netlify/functions/alerts-cycle-background', { headers: { 'x-airahead-job-secret': DEPLOY_ALERT_JOB_SECRET } })
    await site().server.backgroundSettled()
    expect(site().server.background.map((b) => b.status)).toEqual([200])
    expect(openaq.requests).toHaveLength(requestsBeforeJob)
    const texts = await query<{ body: string }>(`SELECT body FROM alerts WHERE kind = 'advance'`)
    expect(texts).toHaveLength(1)
    expect(texts[0]?.body).toMatch(/^AirAhead: Air at Home is Poor now \(measured nearby\)\./)
  })

  it('three networks reading new places as fast as they can are refused alone: a fourth network’s new place and map view still answer', async () => {
    const perClient = Math.floor(readCallBudget(serverEnv(), 'open-meteo').perMinute * PUBLIC_CLIENT_FRACTION)
    const greedy = ['2001:db8:55:1::1', '2001:db8:55:2::1', '198.51.100.9']
    // A new place each read (a cell no one asked about), far from any station; each network until it is refused.
    const newPlace = (c: number, n: number) => `/api/air-quality/current?lat=${(-40 + c * 10 + (n % 50) * 0.1).toFixed(2)}&lon=${(100 + Math.floor(n / 50) * 0.1).toFixed(2)}`
    for (const [c, ip] of greedy.entries()) {
      let answer: Answer | undefined
      let reads = 0
      for (; reads <= perClient + 1; reads++) {
        answer = await call(site().server, 'GET', newPlace(c, reads), { ip })
        if (answer.status !== 200) break
      }
      expect(reads).toBeGreaterThan(0)
      expect(answer?.status).toBe(429)
    }
    // The three spent their own parts, not everyone's: another network's new place and map view answer.
    expect((await call(site().server, 'GET', '/api/air-quality/current?lat=-5.05&lon=30.05', { ip: '203.0.113.8' })).status).toBe(200)
    expect((await call(site().server, 'GET', `/api/map/overlay${view(30.05, -5.45)}`, { ip: '203.0.113.8' })).status).toBe(200)
  })

  it('one client over its part of the wind, fire and city-search budgets is refused alone: the layers and search stay on for another', async () => {
    const perClient = Math.floor(readCallBudget(serverEnv(), 'open-meteo').perMinute * PUBLIC_CLIENT_FRACTION)
    const greedy = '2001:db8:99:1::1'
    // Wind: 16 points a view from the client's part of Open-Meteo's public share.
    let wind: Answer | undefined
    let views = 0
    for (; views <= perClient; views++) {
      wind = await call(site().server, 'GET', `/api/map/wind${view(-74.25 + views, 40.55)}`, { ip: greedy })
      if (wind.status !== 200) break
    }
    expect(views).toBeGreaterThan(0)
    expect(wind?.status).toBe(429)
    expect(problemOf(wind!).message).toMatch(/^Your network has asked for a lot of wind data recently/)
    expect((await call(site().server, 'GET', `/api/map/wind${view(-74.25, 40.55)}`, { ip: '203.0.113.7' })).status).toBe(200)

    // City search: the same share, so the client has a few calls left; then it is refused alone.
    let search: Answer | undefined
    for (let n = 0; n <= perClient; n++) {
      search = await call(site().server, 'GET', `/api/geocoding/search?q=lon${'d'.repeat(n % 40)}${n}`, { ip: greedy })
      if (search.status !== 200) break
    }
    expect(search?.status).toBe(429)
    expect(problemOf(search!).message).toBe('Many searches came from your network in the last minute. Please try again in a moment.')
    expect((await call(site().server, 'GET', '/api/geocoding/search?q=london', { ip: '203.0.113.7' })).status).toBe(200)

    // Fires: a tenth of the FIRMS budget a client.
    const fires: Answer[] = []
    for (let n = 0; n <= FIRMS_SHARE.perClient.perMinute; n++) fires.push(await call(site().server, 'GET', `/api/map/fires${view(-74.25, 40.55 + n * 0.01)}`, { ip: greedy }))
    expect(fires.slice(0, -1).every((a) => a.status === 200)).toBe(true)
    expect(fires.at(-1)?.status).toBe(429)
    expect((await call(site().server, 'GET', `/api/map/fires${view(-74.25, 40.55)}`, { ip: '203.0.113.7' })).status).toBe(200)
  })

  it(`rate-limits PATCH on a place like the other place writes: ${STATION_CHOICES_LIMIT.limit} station choices an hour, then a readable 429`, async () => {
    expect((await post(site().server, '/api/auth/code', { phone: MEMBER }, { ip: '203.0.113.8' })).status).toBe(200)
    const code = /code is (\d{6})/.exec(site().twilio.requests.filter((r) => r.form['To'] === MEMBER).at(-1)?.form['Body'] ?? '')?.[1] ?? ''
    const signedIn = await post(site().server, '/api/auth/verify', { phone: MEMBER, code }, { ip: '203.0.113.8' })
    expect(signedIn.status).toBe(200)
    const cookie = [signedIn.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0] ?? '').find((c) => c.startsWith('__Host-airahead_session=')) ?? ''
    const [user] = await query<{ id: string }>(`SELECT id FROM users WHERE phone_e164 = $1`, [MEMBER])
    await query(`INSERT INTO subscriptions (user_id, status, demo) VALUES ($1, 'active', false)`, [user?.id])
    const [place] = await query<{ id: string }>(`INSERT INTO monitored_places (user_id, name, lat, lon) VALUES ($1, 'Home', 40.71, -74.01) RETURNING id`, [user?.id])
    const patch = () =>
      call(site().server, 'PATCH', `/api/user/locations/${place?.id}`, {
        ip: '203.0.113.8',
        json: { pinnedStationIds: [], excludedStationIds: [] },
        headers: { origin: 'https://airahead.example', cookie },
      })
    for (let n = 0; n < STATION_CHOICES_LIMIT.limit; n++) expect((await patch()).status).toBe(200)
    const refused = await patch()
    expect(refused.status).toBe(429)
    expect(problemOf(refused).message).toBe('You have changed the stations of your places many times in the last hour. Please try again later.')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
  })
})
