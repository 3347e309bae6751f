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

  it('turns on free push alerts: the permission, the subscription with the server key, the server record; the worker shows a push', async () => {
    const page = await e2e.newPage({ geolocation: NEW_YORK, permissions: ['geolocation', 'notifications'] })
    // Chromium's own push service (FCM) cannot be reached from here: the real subscribe is tried
    // and, when it fails, a stand-in subscription with real P-256 keys is answered instead, so
    // the rest of the journey (the server's record) runs in the browser as it would.
    await page.addInitScript(() => {
      const calls: { userVisibleOnly: boolean; key: string; real: string }[] = []
      Object.assign(window, { __pushCalls: calls })
      const real = PushManager.prototype.subscribe
      const realGet = PushManager.prototype.getSubscription
      let standIn: PushSubscription | null = null
      PushManager.prototype.getSubscription = async function (this: PushManager) {
        return standIn ?? realGet.call(this)
      }
      const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
      PushManager.prototype.subscribe = async function (this: PushManager, options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey instanceof Uint8Array ? b64(options.applicationServerKey.buffer as ArrayBuffer) : ''
        const call = { userVisibleOnly: options?.userVisibleOnly === true, key, real: 'pending' }
        calls.push(call)
        try {
          const subscription = await Promise.race([real.call(this, options), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer in 5 s')), 5000))])
          call.real = 'subscribed'
          return subscription
        } catch (error) {
          call.real = `failed: ${error instanceof Error ? error.message : String(error)}`
        }
        const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])
        const p256dh = b64(await crypto.subtle.exportKey('raw', pair.publicKey))
        const auth = b64(crypto.getRandomValues(new Uint8Array(16)).buffer)
        const endpoint = `${location.origin}/stand-in-push/${crypto.randomUUID()}`
        standIn = { endpoint, expirationTime: null, options, toJSON: () => ({ endpoint, keys: { p256dh, auth } }), unsubscribe: async () => true } as unknown as PushSubscription
        return standIn
      }
    })
    await page.goto(`${e2e.app.url}/alerts`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    const card = page.locator('section.free-push')
    await card.getByRole('heading', { name: 'Free push alerts' }).waitFor()
    await card.getByText('A notification on this device when the air at').waitFor()
    const turnOn = card.getByRole('button', { name: /^Turn on for / })
    await expect.poll(() => turnOn.isEnabled(), { timeout: 15_000 }).toBe(true)
    const place = (await turnOn.innerText()).replace(/^Turn on for /, '')

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST', { timeout: 30_000 })
    await turnOn.click()
    expect((await saved).status()).toBe(201)
    await card.getByRole('status').getByText(`On for ${place} on this device.`).waitFor()
    const { publicKey } = (await (await fetch(`${e2e.app.url}/api/push/key`)).json()) as { publicKey: string }
    const calls = (await page.evaluate(() => (window as unknown as { __pushCalls: unknown[] }).__pushCalls)) as { userVisibleOnly: boolean; key: string; real: string }[]
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ userVisibleOnly: true, key: publicKey })
    console.log(`e2e push: Chromium's own PushManager.subscribe ${calls[0]?.real}`)
    expect(JSON.parse((await (await saved).request().postData()) ?? '{}')).toMatchObject({ place: { name: place }, timeZone: expect.any(String) })

    // The service worker shows a push as the server sends it (delivered through DevTools, as FCM would).
    const cdp = await page.context().newCDPSession(page)
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${e2e.app.url}/` && !r.isDeleted)
        if (ours) resolve(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const payload = { title: `AirAhead: ${place}`, body: `Air at ${place} is Poor now (forecast). Limit time outdoors.`, url: '/', tag: 'airahead-e2e' }
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: e2e.app.url, registrationId: await registrationId, data: JSON.stringify(payload) })
    const shown = () => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag })))
    await expect.poll(shown, { timeout: 15_000 }).toEqual([{ title: payload.title, body: payload.body, tag: payload.tag }])
  })
})
