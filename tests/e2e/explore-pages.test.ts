import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { startFakeOpenMeteoWeather } from '../fakes/fake-open-meteo-weather'
import type { FakeUpstream } from '../fakes/fake-upstream'
import { axeViolations } from './support/axe'
import { useE2e } from './support/e2e-fixture'

/*
 * The explore pages in Chromium against the production build: the built-in city list as the
 * geocoder (the default, offline), and a fake Open-Meteo for readings.
 */

let fake: FakeOpenMeteo
/** The map's wind (Open-Meteo's weather API). */
let weather: FakeUpstream
/** Violations axe found per route, printed at the end. */
const axeCounts = new Map<string, number>()

/** PM2.5 (µg/m³) per city; every other pollutant is low, so PM2.5 sets the US AQI. */
const PM25_BY_CITY: Array<[lat: number, lon: number, pm25: number]> = [
  [40.71, -74.01, 12], // New York: US AQI 56
  [34.05, -118.24, 30], // Los Angeles: 90 → Better
  [51.51, -0.13, 12.2], // London: 57 → Similar (within 10 %)
  [35.69, 139.69, 5], // Tokyo: 28 → Worse
  [48.86, 2.35, 45], // Paris: 124 → Better
]

// Registered before the app's setup: the fake starts first and stops last.
beforeAll(async () => {
  fake = await startFakeOpenMeteo()
  weather = await startFakeOpenMeteoWeather()
})
afterAll(async () => {
  await fake?.close()
  await weather?.close()
  console.log(`axe violations per route: ${[...axeCounts].map(([route, n]) => `${route}=${n}`).join(' ')}`)
})

// A generous upstream timeout: the fake never hangs here, but a loaded machine can be slow.
// No service worker: these pages are tested online, and its precache would compete for the server.
const e2e = useE2e({
  env: () => ({ AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: fake.url, OPEN_METEO_WEATHER_BASE_URL: weather.url, UPSTREAM_TIMEOUT_MS: '10000' }),
  warmUp,
  context: { serviceWorkers: 'block' },
})

/**
 * Right after it starts, the local server is busy preparing its functions and answers slowly
 * for a while (minutes on a loaded machine). One request to each file and endpoint these pages
 * use waits that out here, so the tests' own timeouts measure the pages. Lima is a cell no
 * test reads, so nothing cached here changes a test.
 */
async function warmUp(url: string): Promise<void> {
  const html = await (await fetch(`${url}/`)).text()
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1])
  const endpoints = [
    '/api/geocoding/search?q=lon',
    '/api/air-quality/current?lat=-12.05&lon=-77.04',
    '/api/air-quality/forecast?lat=-12.05&lon=-77.04',
    '/api/auth/user',
  ]
  for (const path of [...files, ...endpoints]) await (await fetch(`${url}${path}`)).arrayBuffer()
}

beforeEach(() => {
  fake.setMode('ok')
  fake.setPayloadFor((lat, lon) => {
    // The fake is asked for the 0.1° cell centre (decision 137), up to 0.05° from the city.
    const city = PM25_BY_CITY.find(([cLat, cLon]) => Math.abs(cLat - lat) < 0.1 && Math.abs(cLon - lon) < 0.1)
    return { pm2_5: city?.[2] ?? 8, pm10: 5, o3: 20, no2: 5, so2: 1, co: 100 }
  })
})

async function open(path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await e2e.newPage(options)
  await page.goto(`${e2e.app.url}${path}`)
  return page
}

/** Runs axe-core (WCAG 2.x A and AA and best practices) and records the count for the route. */
async function expectNoAxeViolations(page: Page, route: string): Promise<void> {
  const summary = await axeViolations(page)
  axeCounts.set(route, (axeCounts.get(route) ?? 0) + summary.length)
  expect(summary, `axe violations on ${route}`).toEqual([])
}

describe('/air-quality-guide', () => {
  it('shows the six levels and six pollutants from the domain tables, and a subscribe link', async () => {
    const page = await open('/air-quality-guide')
    await page.getByRole('heading', { level: 1, name: 'Air Quality Guide' }).waitFor()
    const levels = await page.locator('.guide-level__header').allTextContents()
    expect(levels.map((t) => t.replace(/AQI.*/, '').trim())).toEqual([
      '1. Good', '2. Fair', '3. Moderate', '4. Poor', '5. Very Poor', '6. Extremely Poor',
    ])
    expect(levels[5]).toContain('AQI 300+')
    const pollutants = await page.locator('.guide-pollutant__name').allTextContents()
    expect(pollutants.map((t) => t.split(' ')[0])).toEqual(['PM2.5', 'PM10', 'NO2', 'SO2', 'CO', 'O3'])
    expect(await page.getByRole('heading', { name: 'Sources' }).count()).toBe(6)
    expect(await page.getByRole('heading', { name: 'Health effects' }).count()).toBe(6)
    await page.getByText('Good up to 9 · Fair up to 35.4 · Moderate up to 55.4').waitFor()
    await expectNoAxeViolations(page, '/air-quality-guide')
    await page.getByRole('link', { name: 'Subscribe' }).click()
    await page.waitForURL(`${e2e.app.url}/subscribe`)
  })
})

describe('/location-lookup', () => {
  it('suggests places 500 ms after typing, and shows the chosen place’s air', async () => {
    const page = await open('/location-lookup')
    const searches: string[] = []
    const readings: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/geocoding/search') searches.push(url.search)
      if (url.pathname.startsWith('/api/air-quality/')) readings.push(`${url.pathname}${url.search}`)
    })
    await page.getByRole('heading', { level: 1, name: /Location Lookup/ }).waitFor()
    await page.getByText('Premium', { exact: true }).waitFor()
    const box = page.getByRole('combobox', { name: 'Search for a city or address' })

    // Two characters never search.
    await box.pressSequentially('Lo')
    await page.waitForTimeout(800)
    expect(searches).toEqual([])

    await box.pressSequentially('n', { delay: 0 })
    const typedAt = Date.now()
    const options = page.getByRole('option')
    await options.first().waitFor()
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(450)
    expect(searches).toEqual(['?q=lon'])
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    const texts = await options.allInnerTexts()
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.length).toBeLessThanOrEqual(5)
    expect(texts[0]).toMatch(/^London\s+England, United Kingdom\s+City$/)
    await page.getByText('Places from AirAhead’s list of major cities').waitFor()
    await expectNoAxeViolations(page, '/location-lookup (suggestions)')

    // Keyboard: the first suggestion, chosen with Enter.
    await box.press('ArrowDown')
    expect(await options.first().getAttribute('aria-selected')).toBe('true')
    await box.press('Enter')

    expect(await box.inputValue()).toBe('London')
    expect(await options.count()).toBe(0)
    await page.getByRole('heading', { level: 2, name: 'London' }).waitFor()
    await page.getByText('51.5074, -0.1278').waitFor()
    await page.getByText('CAMS forecast via Open-Meteo').first().waitFor()
    await page.getByText(/US AQI\s*\d+/).first().waitFor()
    await page.getByRole('heading', { name: 'Pollutants' }).waitFor()
    await page.getByRole('heading', { name: '2-day forecast' }).waitFor()
    await page.locator('.day').first().waitFor()
    expect(readings).toContain('/api/air-quality/current?lat=51.51&lon=-0.13')
    expect(readings).toContain('/api/air-quality/forecast?lat=51.51&lon=-0.13')
    await expectNoAxeViolations(page, '/location-lookup (place)')

    // An empty box clears suggestions at once.
    await box.fill('Par')
    await options.first().waitFor()
    await box.fill('')
    expect(await options.count()).toBe(0)
  }, 120_000)

  it('chooses with a click, and says when the place has no data', async () => {
    fake.setMode('error500')
    const page = await open('/location-lookup')
    await page.getByRole('combobox').pressSequentially('tokyo')
    await page.getByRole('option', { name: /Tokyo/ }).click()
    await page.getByText('35.6895, 139.6917').waitFor()
    await page.getByText('No air quality data available for this location.').waitFor()
  })

  it('shows “Searching locations...” while searching, and no suggestions when the search fails', async () => {
    const page = await open('/location-lookup')
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/geocoding/search?**', async (route) => {
      await held
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'upstream_failed', message: 'Location search is unavailable right now.' }),
      })
    })
    await page.getByRole('combobox').pressSequentially('Berlin')
    await page.getByText('Searching locations...').waitFor()
    release()
    await page.waitForFunction(() => !document.body.textContent?.includes('Searching locations...'))
    expect(await page.getByRole('option').count()).toBe(0)
    expect(warnings.some((w) => w.startsWith('Location search failed:'))).toBe(true)
  })
})

describe('/location-comparison', () => {
  it('compares New York (no location) with the next four cities, counts, and shares', async () => {
    // No permissions at all, so Chromium refuses the position (granting any leaves it asking).
    const page = await open('/location-comparison')
    await page.getByRole('heading', { level: 2, name: 'New York City' }).waitFor()
    await page.getByText(/^(Good|Fair|Moderate): better than 2 of 4 cities$/).waitFor()
    await page.getByText('Your air quality is decent compared with major cities.').waitFor()
    const rows = page.locator('.city-row')
    await page.locator('.comparison-label').nth(3).waitFor()
    const cells = await rows.evaluateAll((items) =>
      items.map((item) => [item.querySelector('.city-row__name')?.textContent, item.querySelector('.comparison-label')?.textContent]),
    )
    expect(cells).toEqual([
      ['Los Angeles', 'Your air: Better'],
      ['London', 'Your air: Similar'],
      ['Tokyo', 'Your air: Worse'],
      ['Paris', 'Your air: Better'],
    ])
    await expectNoAxeViolations(page, '/location-comparison')

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.app.url })
    await page.getByRole('button', { name: 'Share' }).click()
    await page.getByText('Copied to clipboard', { exact: true }).waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^The air in New York City \(US AQI \d+ · Moderate\) is better than 2 of 4 major cities right now, on AirAhead\. http/)

    await page.getByRole('link', { name: 'Your weekly report' }).waitFor()
    await page.getByRole('link', { name: 'Look up another place' }).click()
    await page.waitForURL(`${e2e.app.url}/location-lookup`)
  })

  it('compares the user’s own place, skipping the city they are in', async () => {
    const page = await open('/location-comparison', {
      geolocation: { latitude: 51.5072, longitude: -0.1276 },
      permissions: ['geolocation'],
    })
    await page.getByRole('heading', { level: 2, name: 'Your location' }).waitFor()
    await page.getByText(/: better than \d of 4 cities$/).waitFor()
    expect(await page.locator('.city-row__name').allTextContents()).toEqual(['New York', 'Los Angeles', 'Tokyo', 'Paris'])
  })
})

describe('/map', () => {
  it('shows the overlay, hotspots, wind and fires with a list view, and highlights Map in the navigation', async () => {
    const page = await open('/map')
    await page.getByRole('heading', { level: 1, name: 'Air Quality Map' }).waitFor()
    // The four features the spec's notice promised, now on the page (issue 16).
    await page.locator('[data-testid="map-list-cells"] tbody tr').first().waitFor()
    await page.getByRole('heading', { name: 'Hotspots in view' }).waitFor()
    await page.getByLabel(/Forecast hour/).waitFor()
    await expect.poll(() => page.getByTestId('fires-status').innerText()).toMatch(/Fires: \d+ active in view \(Simulated/)
    const nav = page.getByRole('navigation', { name: 'Main' })
    expect(await nav.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page')
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
    await expectNoAxeViolations(page, '/map')
    await page.getByRole('link', { name: 'Back to Dashboard' }).click()
    await page.waitForURL(`${e2e.app.url}/`)
  })
})

describe('/mobile-test', () => {
  it('shows the labelled mock-up with sample data and four working tabs', async () => {
    const page = await open('/mobile-test')
    await page.getByText('Design mock-up.', { exact: false }).first().waitFor()
    const panel = page.getByRole('tabpanel')
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Home', 'Alerts', 'Map', 'Pricing'])
    await panel.getByText('New York').waitFor()
    await panel.getByText('42').waitFor()
    await panel.getByText('Good', { exact: true }).waitFor()
    await expectNoAxeViolations(page, '/mobile-test')

    await page.getByRole('tab', { name: 'Pricing' }).click()
    await panel.getByText('$5/month', { exact: false }).waitFor()
    await page.getByRole('tab', { name: 'Pricing' }).press('ArrowLeft')
    expect(await page.getByRole('tab', { name: 'Map' }).getAttribute('aria-selected')).toBe('true')
    await panel.getByText('Interactive map coming soon.').waitFor()
    await page.keyboard.press('Home')
    expect(await page.getByRole('tab', { name: 'Home' }).getAttribute('aria-selected')).toBe('true')
  })
})
