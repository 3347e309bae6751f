import { describe, expect, it } from 'vitest'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { useE2e } from './support/e2e-fixture'
import { ROUTER_ROUTES } from './support/routes'

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 }

// Starting the app may include a production build, then the functions' first bundling.
const e2e = useE2e({
  env: { AIR_QUALITY_PROVIDER: 'simulated' },
  // The local server bundles the functions after it starts; let that finish before timing pages.
  warmUp: async (url) => {
    for (const path of ['/', '/api/air-quality/current?latitude=40.71&longitude=-74.01']) {
      await (await fetch(`${url}${path}`)).arrayBuffer()
    }
  },
})

async function cachedApiPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('airahead-api')
    return (await cache.keys()).map((request) => new URL(request.url).pathname)
  })
}

/** A first visit online: the worker installs, controls the page and keeps the reading. */
async function firstVisit(): Promise<Page> {
  const page = await e2e.newPage({ geolocation: NEW_YORK, permissions: ['geolocation'], timezoneId: 'America/New_York' })
  await page.goto(`${e2e.app.url}/`)
  await page.locator('.aqi-card__number').waitFor()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await expect.poll(() => cachedApiPaths(page), { timeout: 30_000 }).toContain('/api/air-quality/current')
  return page
}

/**
 * Playwright's offline mode does not reliably reach a service worker's own requests
 * (microsoft/playwright#2311), so those are failed as a disconnected network fails them.
 */
const failWorkerRequests = (route: Route) =>
  route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue()

async function goOffline(ctx: BrowserContext): Promise<void> {
  await ctx.setOffline(true)
  await ctx.route('**', failWorkerRequests)
}

async function goOnline(ctx: BrowserContext): Promise<void> {
  await ctx.unroute('**', failWorkerRequests)
  await ctx.setOffline(false)
}

describe('offline-first PWA', () => {
  it('controls the page from the first visit and keeps only public API reads', async () => {
    const page = await firstVisit()
    const script = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)
    expect(script).toBe(`${e2e.app.url}/sw.js`)
    const kept = await cachedApiPaths(page)
    expect(kept.length).toBeGreaterThan(0)
    for (const path of kept) expect(path).toMatch(/^\/api\/(air-quality\/(current|forecast|regional)|geocoding\/[\w-]+)$/)
  })

  it('opens every route of the router offline from the service worker', async () => {
    const page = await firstVisit()
    await goOffline(page.context())
    for (const route of ROUTER_ROUTES) {
      const response = await page.goto(`${e2e.app.url}${route}`)
      expect(response?.status(), route).toBe(200)
      expect(response?.fromServiceWorker(), route).toBe(true)
      // The app rendered the route (or its 'Page Not Found' page), not the browser's error page.
      await page.locator('#root h1').first().waitFor()
      expect(await page.getByText('Something went wrong').count(), route).toBe(0)
    }
    // And the network really was out of reach all along: the page's own call fails. (Not
    // `navigator.onLine`: Debian's Chromium 150 keeps it true under Playwright's offline mode.)
    expect(await page.evaluate(() => fetch('/api/health').then(() => 'reached', () => 'failed'))).toBe('failed')
  })

  it('shows the last reading with its time and an Offline badge, and fresh data once back online', async () => {
    const page = await firstVisit()
    const card = page.locator('.aqi-card')
    const index = await card.locator('.aqi-card__number').innerText()
    expect(await card.getByText('Offline', { exact: true }).count()).toBe(0)

    await goOffline(page.context())
    await page.reload()
    // Dated by when the server made it (its generatedAt), with its age (decision 150).
    await card.getByText(/Offline — reading from \d{1,2}(:\d\d)? [AP]M, (just now|\d+ min ago)/).waitFor()
    await card.getByText('Offline', { exact: true }).waitFor()
    expect(await card.locator('.aqi-card__number').innerText()).toBe(index)

    const fresh = page.waitForResponse(
      (response) =>
        response.url().includes('/api/air-quality/current') &&
        response.request().serviceWorker() === null &&
        response.headers()['x-airahead-cache'] === undefined,
      { timeout: 45_000 },
    )
    await goOnline(page.context())
    expect((await fresh).status()).toBe(200)
    await card.getByText('Offline', { exact: true }).waitFor({ state: 'detached' })
    await card.getByText(/Updated \d{1,2}(:\d\d)? [AP]M · checked just now/).waitFor()
    expect(await card.getByText('Offline — reading from').count()).toBe(0)
  })
})
