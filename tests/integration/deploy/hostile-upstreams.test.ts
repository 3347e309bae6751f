import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { query } from '../../../netlify/server/db'
import { MAX_RETRY_AFTER_SECONDS } from '../../../netlify/server/http-client'
import { UPSTREAM_BODY_MAX_BYTES } from '../../../netlify/server/upstream-body'
import { UPSTREAM_TEXT_MAX_CHARS } from '../../../netlify/server/upstream-text'
import { locationSearchResponseSchema } from '../../../src/domain/contracts/geocoding'
import { call, deployPostgresUrl, problemOf, useDeploySite } from './deploy-site'

type Behaviour = 'retry-after-forever' | 'huge-body' | 'long-names'

/** 72 MB: the answer that took a process from 153 MB to 3.1 GB when bodies were read whole. */
const HUGE_BYTES = 72 * 1024 * 1024
const LONG = 'Ω'.repeat(100_000)

/**
 * One hostile upstream standing in for AirNow (`/aq/data/`) and Open-Meteo's geocoder
 * (`/v1/search`): it holds callers off for 31 years, streams 72 MB, or names things with
 * 100,000 characters. `sentBytes` counts what it managed to write before the caller hung up.
 */
function startHostileUpstream() {
  const state = { behaviour: 'long-names' as Behaviour, paths: [] as string[], sentBytes: 0 }
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    state.paths.push(path)
    if (state.behaviour === 'retry-after-forever') {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '999999999' })
      res.end('{}')
      return
    }
    if (state.behaviour === 'huge-body') {
      res.writeHead(200, { 'content-type': 'application/json' })
      const chunk = Buffer.alloc(64 * 1024, 0x20)
      const pump = () => {
        while (state.sentBytes < HUGE_BYTES && !res.destroyed) {
          state.sentBytes += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        if (!res.destroyed) res.end()
      }
      res.write('[')
      pump()
      return
    }
    const hourStart = Math.floor(Date.now() / 3_600_000) * 3600
    const body =
      path === '/v1/search'
        ? { results: [{ name: `London${LONG}`, latitude: 51.51, longitude: -0.13, country: LONG, admin1: LONG }] }
        : [0, 1, 2].map((h) => ({
            Latitude: 40.72,
            Longitude: -74.0,
            UTC: new Date((hourStart - h * 3600) * 1000).toISOString().slice(0, 16),
            Parameter: 'PM2.5',
            Unit: 'UG/M3',
            Value: 12,
            SiteName: `Bronx${LONG}`,
            AgencyName: LONG,
            FullAQSCode: `840${'9'.repeat(10_000)}`,
            IntlAQSCode: `840${'9'.repeat(10_000)}`,
          }))
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  })
  return { state, server }
}

describe.skipIf(deployPostgresUrl() === null)('a deploy against hostile upstreams (decision 230)', () => {
  const hostile = startHostileUpstream()
  let hostileUrl = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => hostile.server.listen(0, '127.0.0.1', resolve))
    hostileUrl = `http://127.0.0.1:${(hostile.server.address() as AddressInfo).port}`
  })
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        hostile.server.closeAllConnections()
        hostile.server.close(() => resolve())
      }),
  )
  const site = useDeploySite({
    env: () => ({ OBSERVATIONS: 'airnow', AIRNOW_API_KEY: 'deploy-airnow-key', AIRNOW_BASE_URL: hostileUrl, GEOCODER: 'open-meteo', OPEN_METEO_GEOCODING_BASE_URL: hostileUrl }),
  })

  beforeEach(async () => {
    hostile.state.paths.length = 0
    hostile.state.sentBytes = 0
    await query(`TRUNCATE observation_network_holds, observation_stations, observation_station_areas, air_quality_cache, rate_limit_hits CASCADE`)
  })

  const readNearStation = () => call(site().server, 'GET', '/api/air-quality/current?lat=40.71&lon=-74.01')

  it('holds a network at most an hour however long its Retry-After, and members still get their reading', async () => {
    hostile.state.behaviour = 'retry-after-forever'
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const answer = await readNearStation()
      expect(answer.status).toBe(200)
      expect(hostile.state.paths).toContain('/aq/data/')
      const [hold] = await query<{ seconds: number }>(`SELECT extract(epoch FROM until - now())::float8 AS seconds FROM observation_network_holds WHERE network = 'airnow'`)
      expect(hold?.seconds).toBeGreaterThan(MAX_RETRY_AFTER_SECONDS - 120)
      expect(hold?.seconds).toBeLessThanOrEqual(MAX_RETRY_AFTER_SECONDS)

      const search = await call(site().server, 'GET', '/api/geocoding/search?q=london')
      expect(search.status).toBe(502)
      expect(Number(search.headers['retry-after'])).toBeLessThanOrEqual(MAX_RETRY_AFTER_SECONDS)
    } finally {
      warned.mockRestore()
    }
  })

  it('stops reading a 72 MB answer soon after the cap and still answers', async () => {
    hostile.state.behaviour = 'huge-body'
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const answer = await readNearStation()
      expect(answer.status).toBe(200)
      const search = await call(site().server, 'GET', '/api/geocoding/search?q=london')
      expect(search.status).toBe(502)
      expect(problemOf(search).message).toMatch(/larger than 8 MB/)
    } finally {
      warned.mockRestore()
    }
    // Each caller hung up once past the cap: what was written is the cap and what sat in the
    // sockets' buffers, far from the 2 × 72 MB asked for.
    expect(hostile.state.sentBytes).toBeLessThan(2 * UPSTREAM_BODY_MAX_BYTES + 8 * 1024 * 1024)
  })

  it('cuts upstream names to their length cap before storing or showing them', async () => {
    hostile.state.behaviour = 'long-names'
    const answer = await readNearStation()
    expect(answer.status).toBe(200)
    const stations = await query<{ id: string; name: string }>(`SELECT id, name FROM observation_stations`)
    expect(stations.length).toBeGreaterThan(0)
    for (const station of stations) {
      expect(Array.from(station.name).length).toBeLessThanOrEqual(UPSTREAM_TEXT_MAX_CHARS.name)
      expect(station.name.startsWith('Bronx')).toBe(true)
      expect(station.id.length).toBeLessThanOrEqual(UPSTREAM_TEXT_MAX_CHARS.code + 'airnow:'.length)
    }
    expect(answer.body).not.toContain('Ω'.repeat(UPSTREAM_TEXT_MAX_CHARS.name))

    const search = await call(site().server, 'GET', '/api/geocoding/search?q=london')
    expect(search.status).toBe(200)
    const results = locationSearchResponseSchema.parse(JSON.parse(search.body))
    expect(results[0]?.name.startsWith('London')).toBe(true)
    for (const text of [results[0]?.name, results[0]?.country]) expect(Array.from(text ?? '').length).toBeLessThanOrEqual(UPSTREAM_TEXT_MAX_CHARS.name)
  })
})
