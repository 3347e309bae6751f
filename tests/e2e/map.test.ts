import { describe, expect, it } from 'vitest'
import type { Page, Request, Route } from 'playwright-core'
import { axeViolations } from './support/axe'
import { useE2e } from './support/e2e-fixture'

/*
 * /map in Chromium against the production build, on simulated data (local mode: simulated
 * air quality, wind and fires). MapLibre draws with WebGL; Debian's headless Chromium falls
 * back to SwiftShader for it even with --disable-gpu (the harness's flags), so the map renders
 * here. Geolocation is granted at New York.
 */

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 }

const e2e = useE2e({
  env: { AIR_QUALITY_PROVIDER: 'simulated' },
  warmUp: async (url) => {
    for (const path of ['/', '/map', '/api/map/overlay?west=-74.1&south=40.6&east=-73.9&north=40.8&zoom=9', '/api/map/wind?west=-74.1&south=40.6&east=-73.9&north=40.8', '/api/map/fires?west=-74.1&south=40.6&east=-73.9&north=40.8']) {
      await (await fetch(`${url}${path}`)).arrayBuffer()
    }
  },
})

const isOverlay = (request: Request) => new URL(request.url()).pathname === '/api/map/overlay'

const mapLibreRequests = (page: Page) => {
  const urls: string[] = []
  page.on('request', (request) => {
    if (/\/assets\/(map-canvas|maplibre-gl-worker|countries-110m)-/.test(request.url())) urls.push(request.url())
  })
  return urls
}

/**
 * Opens /map as a person does: the page shows the overlay's still preview and the list first,
 * with no MapLibre file loaded; tapping the preview opens the interactive map (decision 195).
 * Counts the overlay calls and waits for the map and the list to show the overlay.
 */
async function openMap(page: Page): Promise<{ overlayCalls: () => number }> {
  let calls = 0
  page.on('request', (request) => {
    if (isOverlay(request)) calls++
  })
  const mapFiles = mapLibreRequests(page)
  await page.goto(`${e2e.app.url}/map`)
  const preview = page.getByRole('button', { name: 'Open the interactive map' })
  await preview.waitFor()
  await page.locator('[data-testid="map-list-cells"] tbody tr').first().waitFor()
  expect(mapFiles).toEqual([])
  await preview.click()
  await page.locator('.map-canvas[data-ready="true"]').waitFor()
  expect(mapFiles.length).toBeGreaterThan(0)
  await page.locator('[data-testid="map-list-cells"] tbody tr').first().waitFor()
  await expect.poll(() => cellCount(page)).toBeGreaterThan(0)
  return { overlayCalls: () => calls }
}

const cellCount = async (page: Page) => Number(await page.locator('.map-canvas').getAttribute('data-cells'))
const mapLevels = async (page: Page) => (await page.locator('.map-canvas').getAttribute('data-levels')) ?? ''
const listLevels = async (page: Page) =>
  (await page.locator('[data-testid="map-list-cells"] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-level')))).join(',')

/** Waits for the overlay call a move makes and for the map to settle on its answer. */
async function moveAndCount(page: Page, move: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) => isOverlay(response.request()) && response.status() === 200)
  await move()
  await answered
  // Calls that a move would make arrive within the map's move end; give a stray second one time to show.
  await page.waitForTimeout(1500)
}

describe('/map', () => {
  it('first shows a still preview of the overlay, draws MapLibre only once tapped, and reads the point tapped', async () => {
    const context = await e2e.newContext({ geolocation: NEW_YORK, permissions: ['geolocation'] })
    const page = await context.newPage()
    const mapFiles = mapLibreRequests(page)
    await page.goto(`${e2e.app.url}/map`)
    const preview = page.getByTestId('map-preview')
    await page.locator('[data-testid="map-list-cells"] tbody tr').first().waitFor()
    // The preview draws the list's cells (one square each), wind arrows and stations, with no map library.
    await expect.poll(() => preview.locator('svg path[fill-opacity]').count()).toBe(await page.locator('[data-testid="map-list-cells"] tbody tr').count())
    await expect.poll(() => preview.locator('svg circle').count()).toBeGreaterThan(0)
    await page.waitForTimeout(1000)
    expect(mapFiles).toEqual([])
    expect(await page.locator('.map-canvas').count()).toBe(0)

    // A tap on the preview's middle reads that point (New York, where the view is centred) and opens the map, with focus on it.
    const box = await preview.boundingBox()
    if (!box) throw new Error('the preview has no box')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    // Named by its town, not by coordinates (issue 25 item 5).
    await page.getByRole('heading', { name: /^Reading near New York/ }).waitFor()
    await page.locator('.map-canvas[data-ready="true"]').waitFor()
    // You are here: the marker is on the map and in the key, with every other symbol shown.
    await page.locator('.map-canvas[data-here="true"]').waitFor()
    const symbols = page.getByRole('list', { name: 'Symbol key' })
    await symbols.getByText('You are here').waitFor()
    await symbols.getByText('Wind: the line points where the air goes').waitFor()
    // The list's rows are named from the map's centre, not coordinates.
    expect(await page.locator('[data-testid="map-list-cells"] tbody th').first().innerText()).toMatch(/New York/)
    expect(mapFiles.length).toBeGreaterThan(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('maplibregl-canvas'))).toBe(true)
    expect(await preview.count()).toBe(0)

    // The choice is remembered: the next visit opens the interactive map at once.
    const next = await context.newPage()
    await next.goto(`${e2e.app.url}/map`)
    await next.locator('.map-canvas[data-ready="true"]').waitFor()
  })

  it('loads the overlay with one batched call per view as the map pans and zooms, and the list matches the map', async () => {
    const page = await e2e.newPage({ geolocation: NEW_YORK, permissions: ['geolocation'] })
    const { overlayCalls } = await openMap(page)
    await page.waitForTimeout(1500)
    expect(overlayCalls()).toBe(1)
    expect(await listLevels(page)).toBe(await mapLevels(page))

    const box = await page.locator('.map-canvas').boundingBox()
    if (!box) throw new Error('the map has no box')
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    await moveAndCount(page, async () => {
      await page.mouse.move(cx, cy)
      await page.mouse.down()
      await page.mouse.move(cx - 120, cy - 60, { steps: 8 })
      await page.mouse.up()
    })
    expect(overlayCalls()).toBe(2)
    await moveAndCount(page, () => page.mouse.dblclick(cx, cy))
    expect(overlayCalls()).toBe(3)
    await expect.poll(async () => (await listLevels(page)) === (await mapLevels(page))).toBe(true)
    expect(await page.locator('[data-testid="map-list-cells"] tbody tr').count()).toBe(await cellCount(page))

    // Measured stations from the observation port (simulated locally, and named so).
    await expect.poll(() => page.getByTestId('map-list-stations').locator('li').count()).toBeGreaterThan(0)
    expect(await page.getByTestId('map-list-stations').innerText()).toMatch(/Simulated/)
    expect(await page.getByTestId('fires-status').innerText()).toMatch(/Simulated/)
  })

  it('the slider moves the overlay through the forecast hours without another call', async () => {
    const page = await e2e.newPage({ geolocation: NEW_YORK, permissions: ['geolocation'] })
    const { overlayCalls } = await openMap(page)
    const before = overlayCalls()
    const now = await page.locator('[data-testid="map-list-cells"] tbody tr td:last-child').allInnerTexts()
    const slider = page.getByLabel(/Forecast hour/)
    await slider.focus()
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.getByTestId('map-hour').innerText()).toMatch(/^\+6 h · \d{1,2}(:\d\d)?( [AP]M)?$/)
    await expect.poll(() => page.locator('[data-testid="map-list-cells"] caption').innerText()).toContain('+6 h')
    const later = await page.locator('[data-testid="map-list-cells"] tbody tr td:last-child').allInnerTexts()
    // Simulated hours differ: the values of +6 h are not those of now.
    expect(later).not.toEqual(now)
    expect(await listLevels(page)).toBe(await mapLevels(page))
    expect(overlayCalls()).toBe(before)
  })

  it('has no axe violations, with the preview and with the map', async () => {
    const page = await e2e.newPage({ geolocation: NEW_YORK, permissions: ['geolocation'] })
    await page.goto(`${e2e.app.url}/map`)
    await page.getByTestId('map-preview').waitFor()
    await page.locator('[data-testid="map-list-cells"] tbody tr').first().waitFor()
    expect(await axeViolations(page)).toEqual([])
    await openMap(page)
    expect(await axeViolations(page)).toEqual([])
  })

  it('offline before the map was ever opened, the tap says its files could not load and the list stays', async () => {
    const context = await e2e.newContext({ geolocation: NEW_YORK, permissions: ['geolocation'] })
    const page = await context.newPage()
    await page.goto(`${e2e.app.url}/map`)
    await page.locator('[data-testid="map-list-cells"] tbody tr').first().waitFor()
    const online = await listLevels(page)
    await context.setOffline(true)
    // Service workers' own requests ignore Playwright's offline mode (microsoft/playwright#2311).
    await context.route('**/*', (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue()))
    await page.getByRole('button', { name: 'Open the interactive map' }).click()
    await expect.poll(() => page.locator('.map-unavailable').innerText(), { timeout: 20_000 }).toMatch(/could not be loaded \(offline\?\)/)
    expect(await listLevels(page)).toBe(online)
  })

  it('offline, shows the last overlay it loaded with its age', async () => {
    const context = await e2e.newContext({ geolocation: NEW_YORK, permissions: ['geolocation'] })
    const page = await context.newPage()
    await openMap(page)
    const online = await listLevels(page)
    // The offline basemap names the cities in view (decision 290).
    await expect.poll(() => page.locator('.map-city').allTextContents()).toContain('New York City')
    // The overlay is kept on the device once it arrives.
    await expect
      .poll(() => page.evaluate(async () => (await indexedDB.databases()).length))
      .toBeGreaterThan(0)
    await page.waitForTimeout(500)
    await context.setOffline(true)
    // Service workers' own requests ignore Playwright's offline mode (microsoft/playwright#2311).
    await context.route('**/*', (route: Route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue()))
    const box = await page.locator('.map-canvas').boundingBox()
    if (!box) throw new Error('the map has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 8 })
    await page.mouse.up()
    const status = page.getByTestId('overlay-status')
    // A clock on the hour reads "3 AM", without ":00" (src/domain/time/format.ts).
    await expect.poll(() => status.innerText(), { timeout: 20_000 }).toMatch(/Offline\s+Last overlay loaded \d{1,2}(:\d\d)?( [AP]M)?, (just now|\d+ min ago)/)
    expect(await listLevels(page)).toBe(online)
    // Offline too, the names follow the view (from the file loaded with the map).
    await expect.poll(async () => (await page.locator('.map-city').allTextContents()).length).toBeGreaterThan(0)
  })
})
