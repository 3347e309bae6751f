import { readFile } from 'node:fs/promises'
import { afterAll, describe, expect, it } from 'vitest'
import type { BrowserContextOptions, Download, Page } from 'playwright-core'
import { axeViolations } from './support/axe'
import { useE2e } from './support/e2e-fixture'

/*
 * /history and /weekly-report in Chromium against the production build. The device's readings
 * and checks are written into its IndexedDB the way the app keeps them; the page's clock is
 * fixed at Saturday 21 November 2026, 18:00 in New York, so the week is Sunday 15 to Saturday 21.
 * The location is denied unless a test grants it, so the pages are about New York City.
 */

/** Violations axe found per route, printed at the end. */
const axeCounts = new Map<string, number>()

const FLOW_TIMEOUT_MS = 150_000
const TIME_ZONE = 'America/New_York'
/** Saturday 21 November 2026, 18:00 in New York (UTC-5). */
const NOW = Date.parse('2026-11-21T18:00:00-05:00') / 1000
const HOUR = 3600
const DAY = 86_400
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 }

afterAll(() => {
  console.log(`axe violations per route: ${[...axeCounts].map(([route, n]) => `${route}=${n}`).join(' ')}`)
})

// No service worker: these pages are tested online, and its precache would compete for the server.
const e2e = useE2e({ env: { AIR_QUALITY_PROVIDER: 'simulated' }, warmUp, context: { serviceWorkers: 'block', timezoneId: TIME_ZONE } })

/** One request to each file and endpoint these pages use, so the first test does not wait for the server to get ready. */
async function warmUp(url: string): Promise<void> {
  const html = await (await fetch(`${url}/`)).text()
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1])
  for (const path of [...files, '/api/demo/alerts', '/api/auth/user']) await (await fetch(`${url}${path}`)).arrayBuffer()
}

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await e2e.newPage(options)
  // Date.now() and new Date() answer NOW; timers still run on their own.
  await page.clock.setFixedTime(NOW * 1000)
  await page.goto(`${e2e.app.url}${path}`)
  return page
}

async function expectNoAxeViolations(page: Page, route: string): Promise<void> {
  const summary = await axeViolations(page)
  axeCounts.set(route, (axeCounts.get(route) ?? 0) + summary.length)
  expect(summary, `axe violations on ${route}`).toEqual([])
}

/** A reading as the app stores it (src/domain/storage/readings.ts), from the simulated provider. */
function reading(localIso: string, aqi: number, usAqi: number | null, coords = { lat: 40.71, lon: -74.01 }) {
  const time = Date.parse(`${localIso}-05:00`) / 1000
  return {
    version: 1,
    placeKey: `${coords.lat.toFixed(2)},${coords.lon.toFixed(2)}`,
    time,
    coords,
    aqi,
    usAqi,
    components: { co: 210, no: null, no2: 12, o3: 40, so2: 2, pm2_5: 8.5, pm10: 14, nh3: null },
    source: { id: 'simulated', name: 'Simulated data', simulated: true },
    fetchedAt: new Date((time + 300) * 1000).toISOString(),
  }
}

/*
 * The week in New York: good days (worst reading level 1-2) are Sunday, Wednesday and Saturday;
 * Tuesday (3) and Friday (4) are not; Monday and Thursday have no readings. Score 3/5 = 60 %.
 * The Saturday before is another week (and older than 7 days); London is more than 10 km away.
 */
const READINGS = [
  reading('2026-11-14T12:00', 5, 230),
  reading('2026-11-15T09:00', 1, 25),
  reading('2026-11-15T15:00', 2, 65),
  reading('2026-11-17T10:00', 3, 110),
  reading('2026-11-18T12:00', 1, 20),
  reading('2026-11-20T08:00', 4, 160),
  reading('2026-11-21T07:00', 2, 60),
  reading('2026-11-21T17:00', 2, 55),
  reading('2026-11-21T12:00', 3, 105, { lat: 51.51, lon: -0.13 }),
]
/** Checks on Sunday, Friday and Saturday; the last three more than an hour apart: a streak of 3. */
const CHECKS = [
  Date.parse('2026-11-15T09:05:00-05:00') / 1000,
  Date.parse('2026-11-20T08:05:00-05:00') / 1000,
  NOW - 5 * HOUR,
  NOW - 3 * HOUR,
  NOW - HOUR,
]
const PROGRESS = { version: 1, streak: 3, totalChecks: 5, lastCheckAt: NOW - HOUR }

/**
 * Writes readings, checks and progress into the app's IndexedDB. The app must have opened it
 * first (a page of it has read its storage), so its own upgrade created the stores.
 */
async function seedDevice(page: Page): Promise<void> {
  await page.evaluate(
    async ({ readings, checks, progress }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('airahead')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      const tx = db.transaction(['readings', 'checks', 'meta'], 'readwrite')
      for (const r of readings) tx.objectStore('readings').put(r)
      for (const at of checks) tx.objectStore('checks').add({ version: 1, at })
      tx.objectStore('meta').put(progress, 'progress')
      await new Promise((resolve, reject) => {
        tx.oncomplete = resolve
        tx.onerror = () => reject(tx.error)
      })
      db.close()
    },
    { readings: READINGS, checks: CHECKS, progress: PROGRESS },
  )
}

/** An element's text on one line; a number run into a word ("2Fair") gets its space back. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/(\d)([A-Z])/g, '$1 $2').trim()

async function downloaded(page: Page, button: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()])
  const path = await download.path()
  return { download, bytes: await readFile(path) }
}

describe('before any reading', () => {
  it('says so on both pages instead of showing numbers', async () => {
    const page = await open('/weekly-report')
    await page.getByRole('heading', { level: 1, name: 'Weekly Report' }).waitFor()
    await page.getByTestId('report-empty').waitFor()
    expect(await page.getByTestId('report-place').textContent()).toBe('New York City · Sunday, Nov 15 – Saturday, Nov 21')
    expect(await page.getByTestId('report-streak').textContent()).toBe('0')
    await page.getByText('0 of 7 earned').waitFor()
    expect(await page.getByTestId('score-value').count()).toBe(0)
    expect(await page.getByRole('heading', { name: 'Share your week' }).count()).toBe(0)
    await expectNoAxeViolations(page, '/weekly-report (empty)')

    await page.getByRole('link', { name: 'See your air quality history' }).click()
    await page.getByRole('heading', { level: 1, name: 'Air Quality History' }).waitFor()
    await page.getByTestId('no-readings').waitFor()
    expect(await page.getByTestId('average-value').textContent()).toBe('–')
    await page.getByText('No readings in the last 7 days').waitFor()
    // Nobody is signed in: the real endpoint answers 401, so 0 alerts and a hint.
    expect(await page.getByTestId('alerts-sent-value').textContent()).toBe('0')
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?next=/history')
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Export PDF' }).isDisabled()).toBe(true)
    expect(await page.getByRole('link', { name: 'History', exact: true }).getAttribute('aria-current')).toBe('page')
    await expectNoAxeViolations(page, '/history (empty)')
  }, FLOW_TIMEOUT_MS)

  it('says Your Location when the device gives its position', async () => {
    const page = await open('/weekly-report', { geolocation: NEW_YORK, permissions: ['geolocation'] })
    await page.getByTestId('report-empty').waitFor()
    expect(await page.getByTestId('report-place').textContent()).toMatch(/^Your Location · /)
  }, FLOW_TIMEOUT_MS)
})

describe('with a week of readings on the device', () => {
  it('works out the weekly report from them', async () => {
    const page = await open('/weekly-report')
    await page.getByTestId('report-empty').waitFor()
    await seedDevice(page)
    await page.reload()

    await page.getByTestId('score-value').waitFor()
    expect(await page.getByTestId('score-value').textContent()).toBe('60%')
    expect(await page.getByTestId('score-days').textContent()).toBe('Good air on 3 of 5 days with readings')
    const days = (await page.getByTestId('week-day').allInnerTexts()).map(oneLine)
    expect(days).toEqual([
      'Sun, Nov 15 2 Fair Good day',
      'Mon, Nov 16 No readings',
      'Tue, Nov 17 3 Moderate Not a good day',
      'Wed, Nov 18 1 Good Good day',
      'Thu, Nov 19 No readings',
      'Fri, Nov 20 4 Poor Not a good day',
      'Sat, Nov 21 2 Fair Good day',
    ])
    expect(oneLine(await page.getByTestId('best-day').innerText())).toBe('Best day Wednesday 1 Good US AQI up to 20 · Good · 1 reading')
    expect(oneLine(await page.getByTestId('worst-day').innerText())).toBe('Worst day Friday 4 Poor US AQI up to 160 · Unhealthy · 1 reading')
    expect(await page.getByTestId('report-sources').textContent()).toBe('From 7 readings kept on this device. Source: Simulated data.')
    expect(await page.getByTestId('report-streak').textContent()).toBe('3')
    expect(await page.getByTestId('wins').getByRole('listitem').allInnerTexts()).toEqual([
      'Good air on 3 of 5 days with readings',
      'You checked your air on 3 days this week',
      'A 3-check streak and counting',
    ])
    await page.getByText('2 of 7 earned').waitFor()
    const earned = page.getByTestId('achievements').locator('.achievement--earned strong')
    expect(await earned.allTextContents()).toEqual(['First Check', '3-Check Streak'])
    await page
      .getByText(
        'My air this week in New York City: 60% score, good air on 3 of 5 days with readings (simulated data). Checked with AirAhead.',
      )
      .waitFor()
    expect(await page.getByRole('link', { name: 'Get SMS alerts before the air turns bad' }).getAttribute('href')).toBe('/alerts')

    // The level badges explain themselves after the spec's 700 ms.
    await page.getByTestId('worst-day').getByRole('button').hover()
    const tooltip = page.getByRole('tooltip')
    await tooltip.waitFor()
    expect(await tooltip.textContent()).toContain('Level 4 of 5, Poor:')
    await page.keyboard.press('Escape')
    await tooltip.waitFor({ state: 'detached' })
    await expectNoAxeViolations(page, '/weekly-report')
  }, FLOW_TIMEOUT_MS)

  it('lists them on /history, charts the week and exports them as CSV and PDF', async () => {
    const page = await open('/history')
    await page.getByTestId('no-readings').waitFor()
    await seedDevice(page)
    await page.reload()

    await page.getByTestId('reading-row').first().waitFor()
    const rows = (await page.getByTestId('reading-row').allInnerTexts()).map(oneLine)
    expect(rows).toEqual([
      'Level 2 Sat, Nov 21 5 PM Simulated data Fair US AQI 55 · Moderate',
      'Level 2 Sat, Nov 21 7 AM Simulated data Fair US AQI 60 · Moderate',
      'Level 4 Fri, Nov 20 8 AM Simulated data Poor US AQI 160 · Unhealthy',
      'Level 1 Wed, Nov 18 12 PM Simulated data Good US AQI 20 · Good',
      'Level 3 Tue, Nov 17 10 AM Simulated data Moderate US AQI 110 · Unhealthy for Sensitive Groups',
      'Level 2 Sun, Nov 15 3 PM Simulated data Fair US AQI 65 · Moderate',
      'Level 1 Sun, Nov 15 9 AM Simulated data Good US AQI 25 · Good',
      'Level 5 Sat, Nov 14 12 PM Simulated data Very Poor US AQI 230 · Very Unhealthy',
    ])
    // The last 7 × 24 hours: 7 readings, levels 1+2+3+1+4+2+2 = 15 → 2.1; US AQI 495 / 7 → 71.
    expect(await page.getByTestId('average-value').textContent()).toBe('2.1 of 5')
    await page.getByText('US AQI 71 · Moderate on average · 7 readings').waitFor()
    await page.getByText('1 more reading was taken more than 10 km from here').waitFor()
    const chart = page.getByRole('img', { name: /^Worst reading per day, last 7 days/ })
    expect(await chart.getAttribute('aria-label')).toBe(
      'Worst reading per day, last 7 days. Sunday, Nov 15: worst 2 Fair, 2 readings; Monday, Nov 16: no readings; ' +
        'Tuesday, Nov 17: worst 3 Moderate, 1 reading; Wednesday, Nov 18: worst 1 Good, 1 reading; Thursday, Nov 19: no readings; ' +
        'Friday, Nov 20: worst 4 Poor, 1 reading; Saturday, Nov 21: worst 2 Fair, 2 readings.',
    )
    expect(await page.locator('table tbody tr').count()).toBe(7)
    await page.getByText('9 readings from 2 places, kept on this device only.').waitFor()
    await expectNoAxeViolations(page, '/history')

    const csv = await downloaded(page, 'Export CSV')
    expect(csv.download.suggestedFilename()).toBe('airahead-history-2026-11-21.csv')
    const lines = csv.bytes.toString('utf8').split('\r\n')
    expect(lines[0]).toBe(
      'time,place,latitude,longitude,level,label,us_aqi,source,simulated,fetched_at,pm2_5_ugm3,pm10_ugm3,o3_ugm3,no2_ugm3,so2_ugm3,co_ugm3,no_ugm3,nh3_ugm3',
    )
    expect(lines).toHaveLength(READINGS.length + 2) // header, 9 rows, and the empty string after the last CRLF
    expect(lines[1]).toBe('2026-11-14T17:00:00.000Z,"40.71,-74.01",40.71,-74.01,5,Very Poor,230,Simulated data,yes,2026-11-14T17:05:00.000Z,8.5,14,40,12,2,210,,')
    expect(lines).toContain('2026-11-21T17:00:00.000Z,"51.51,-0.13",51.51,-0.13,3,Moderate,105,Simulated data,yes,2026-11-21T17:05:00.000Z,8.5,14,40,12,2,210,,')
    await page.getByText('Saved airahead-history-2026-11-21.csv.').waitFor()

    const pdf = await downloaded(page, 'Export PDF')
    expect(pdf.download.suggestedFilename()).toBe('airahead-history-2026-11-21.pdf')
    const text = pdf.bytes.toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(text).toContain('(Air Quality History) Tj')
    expect(text).toContain('9 readings from 2 places')
    expect(text).toContain('(Sat, Nov 21, 5 PM  \xb7  Level 2 Fair  \xb7  US AQI 55 \xb7 Moderate  \xb7  PM2.5 8.5 \xb5g/m\xb3  \xb7  Simulated) Tj')
  }, FLOW_TIMEOUT_MS)

  it('counts the alerts sent or delivered in the last 7 days', async () => {
    const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
    const entry = (id: string, status: string, sentAt: string | null) => ({
      id,
      alertType: 'poor',
      message: 'Poor air expected',
      placeName: 'Home',
      scheduledFor: sentAt ?? iso(NOW),
      status,
      sentAt,
    })
    const context = await e2e.newContext()
    // A signed-in user and their log, answered here: signing in and sending real alerts is the
    // alerts suite's job. (The log is asked for only when a user exists.)
    await context.addCookies([{ name: 'airahead_session_hint', value: '1', url: e2e.app.url }])
    await context.route('**/api/auth/user', (route) =>
      route.fulfill({
        json: {
          id: '00000000-0000-4000-8000-000000000001',
          isPremium: true,
          subscriptionStatus: 'premium',
          phoneNumber: '+12025550143',
          phoneVerified: true,
          alertsEnabled: true,
          subscriptionActive: true,
          trialEndsAt: null,
        },
      }),
    )
    await context.route('**/api/demo/alerts', (route) =>
      route.fulfill({
        json: [
          entry('a', 'sent', iso(NOW - DAY)),
          entry('b', 'delivered', iso(NOW - 6 * DAY)),
          entry('c', 'failed', iso(NOW - DAY)),
          entry('d', 'pending', null),
          entry('e', 'sent', iso(NOW - 8 * DAY)),
        ],
      }),
    )
    const page = await context.newPage()
    await page.clock.setFixedTime(NOW * 1000)
    await page.goto(`${e2e.app.url}/history`)
    await page.getByText('Texts sent in the last 7 days').waitFor()
    expect(await page.getByTestId('alerts-sent-value').textContent()).toBe('2')

    await context.unroute('**/api/demo/alerts')
    await context.route('**/api/demo/alerts', (route) => route.fulfill({ status: 404, json: { error: 'not_found', message: 'Not found' } }))
    await page.reload()
    await page.getByText('Your alerts could not be loaded right now.').waitFor()
    expect(await page.getByTestId('alerts-sent-value').textContent()).toBe('–')
  }, FLOW_TIMEOUT_MS)
})
