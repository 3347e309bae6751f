import { createHash } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import screenshotsHandler from '../../netlify/functions/get-screenshots-html'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { screenshotsPage } from '../../netlify/server/screenshots/screenshots-page'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { rowCount, useTestDatabase } from '../support/database'

useTestDatabase()

let fake: FakeOpenMeteo
beforeAll(async () => {
  fake = await startFakeOpenMeteo()
  process.env.AIR_QUALITY_PROVIDER = 'open-meteo'
  process.env.OPEN_METEO_BASE_URL = fake.url
  process.env.UPSTREAM_TIMEOUT_MS = '500'
  resetServerEnv()
})
afterAll(async () => {
  await fake.close()
  for (const name of ['AIR_QUALITY_PROVIDER', 'OPEN_METEO_BASE_URL', 'UPSTREAM_TIMEOUT_MS']) delete process.env[name]
  resetServerEnv()
})
beforeEach(() => {
  fake.setMode('ok')
  fake.setPayloadFor(null)
  fake.requests.length = 0
  process.env.AIR_QUALITY_PROVIDER = 'open-meteo'
  resetServerEnv()
})

const get = (init?: RequestInit) => screenshotsHandler(new Request('http://localhost/api/get-screenshots-html', init))
const HOUR = 3600
const currentHour = () => Math.floor(Date.now() / 1000 / HOUR) * HOUR

async function page(): Promise<string> {
  const res = await get()
  expect(res.status).toBe(200)
  return res.text()
}

describe('GET /api/get-screenshots-html', () => {
  it('answers one self-contained HTML page of four 1080×1920 screenshots from the New York forecast', async () => {
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await res.text()
    expect(html).toMatch(/^<!doctype html>/)
    expect(html.match(/<section class="shot"/g)).toHaveLength(4)
    expect(html).toContain('.shot{position:relative;width:1080px;height:1920px;')
    expect(fake.requests[0]?.query).toMatchObject({ latitude: '40.7', longitude: '-74' })
    for (const title of ['Know the air where you stand', 'A text 2 hours before bad air', 'Plan with the forecast', 'Advice for the people you love']) {
      expect(html).toContain(title)
    }
  })

  it('has no script and requests nothing: no URL, no import, no remote font or image', async () => {
    const html = await page()
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/\bon[a-z]+\s*=/i)
    expect(html).not.toMatch(/https?:|\/\/[a-z]/i)
    expect(html).not.toMatch(/\b(src|href|srcset|action)\s*=/i)
    expect(html).not.toMatch(/url\(|@import|<link|<img|<iframe/i)
  })

  it('labels every screenshot with its source and time', async () => {
    const html = await page()
    expect(html.match(/<span class="source__name">CAMS forecast via Open-Meteo<\/span>/g)).toHaveLength(4)
    expect(html.match(/New York · data from [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{1,2}(:\d\d)? [AP]M \(UTC-[45]\)/g)).toHaveLength(4)
    expect(html).toContain('<meta name="airahead-source" content="CAMS forecast via Open-Meteo">')
    expect(html).not.toContain('Simulated data')
  })

  it('says "Simulated data" on every screenshot when the simulated provider serves', async () => {
    process.env.AIR_QUALITY_PROVIDER = 'simulated'
    resetServerEnv()
    const html = await page()
    expect(html.match(/<span class="badge">Simulated data<\/span>/g)).toHaveLength(4)
    expect(html).toContain('<meta name="airahead-source" content="Simulated data">')
    expect(fake.requests).toHaveLength(0)
  })

  it('is protected by a Content-Security-Policy that allows only its own style sheet, by hash', async () => {
    const res = await get()
    const csp = res.headers.get('content-security-policy') ?? ''
    const css = /<style>([\s\S]*?)<\/style>/.exec(await res.text())?.[1] ?? ''
    const hash = createHash('sha256').update(css).digest('base64')
    expect(csp).toBe(`default-src 'none'; style-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('shows the 2-hour text the forecast would send when it reaches Poor', async () => {
    const poorAt = currentHour() + 5 * HOUR
    fake.setPayloadFor((_lat, _lon, dt) => ({ pm2_5: dt >= poorAt ? 60 : 5, pm10: 5, o3: 20, no2: 5, so2: 1, co: 100 }))
    const html = await page()
    expect(html).toMatch(/<div class="sms">AirAhead: air in New York is forecast to be Poor \(4 of 5\) from /)
    expect(html).toContain('2 hours ahead')
    expect(html).not.toContain('No Poor air in the forecast')
  })

  it('invents no alert when nothing reaches Poor', async () => {
    fake.setPayloadFor(() => ({ pm2_5: 5, pm10: 5, o3: 20, no2: 5, so2: 1, co: 100 }))
    const html = await page()
    expect(html).toContain('No Poor air in the forecast')
    expect(html).not.toContain('class="sms"')
    expect(html).toContain('<span class="chip lv-1">Good · 1 of 5</span>')
  })

  it('serves the last cached forecast, labelled, when the provider fails, and never to shared caches', async () => {
    await page()
    await query(`UPDATE air_quality_cache SET expires_at = now() - interval '1 minute'`)
    fake.setMode('error500')
    const res = await get()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect((await res.text()).match(/last available data: the source did not answer/g)).toHaveLength(4)
  })

  it('answers 502 JSON when there is no data at all, and caches nothing', async () => {
    fake.setMode('error500')
    const res = await get()
    expect(res.status).toBe(502)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(problemSchema.parse(await res.json()).error).toBe('upstream_failed')
    expect(await rowCount('air_quality_cache')).toBe(0)
  })

  it.each(['POST', 'PUT', 'DELETE'])('%s → 405 JSON', async (method) => {
    const res = await get({ method })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe('GET')
    expect(problemSchema.parse(await res.json()).error).toBe('method_not_allowed')
    expect(fake.requests).toHaveLength(0)
  })

  it('ignores a query string (there is nothing to choose)', async () => {
    const res = await screenshotsHandler(new Request('http://localhost/api/get-screenshots-html?lat=<script>&x=1'))
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('<script')
  })
})

describe('screenshotsPage (rendering)', () => {
  it('escapes every text it draws, so data can never become markup', () => {
    const entry = {
      dt: 1_800_000_000,
      main: { aqi: 2 },
      components: { co: 200, no: null, no2: 10, o3: 40, so2: 2, pm2_5: 12, pm10: 15, nh3: null },
      usAqi: 57,
      dominantPollutant: 'pm2_5' as const,
    }
    const html = screenshotsPage({
      place: '<img src=x onerror=alert(1)>',
      now: 1_800_000_000,
      source: { id: 'open-meteo', name: '"><script>alert(1)</script>', simulated: false, url: null },
      fetchedAt: 1_800_000_000,
      stale: false,
      timeZone: 'America/New_York',
      current: entry,
      strip: [{ label: 'Now', entry }],
      days: [],
      warning: null,
      peak: entry,
    })
    expect(html).not.toMatch(/<script|<img/i)
    expect(html).toContain('&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;')
  })
})
