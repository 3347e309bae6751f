import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { useE2e } from './support/e2e-fixture'

let fake: FakeOpenMeteo

// Registered before the app's setup: the fake starts first and stops last.
beforeAll(async () => {
  fake = await startFakeOpenMeteo()
})
afterAll(async () => {
  await fake?.close()
})

const e2e = useE2e({
  env: () => ({ AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: fake.url, UPSTREAM_TIMEOUT_MS: '1500' }),
})

beforeEach(() => {
  fake.setMode('ok')
  fake.setPayloadFor(null)
})

async function openDashboard(options: { geolocation?: { latitude: number; longitude: number } }): Promise<Page> {
  const page = await e2e.newPage(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {})
  await page.goto(`${e2e.app.url}/`)
  return page
}

describe('dashboard', () => {
  it('shows the reading for the granted position, with its source', async () => {
    fake.setPayloadFor(() => ({ pm2_5: 45, pm10: 20, o3: 40, no2: 10, so2: 2, co: 200 }))
    const page = await openDashboard({ geolocation: { latitude: 34.0522, longitude: -118.2437 } })
    await page.getByText('CAMS forecast via Open-Meteo').first().waitFor()
    // PM2.5 45 µg/m³ is US AQI 124 (Unhealthy for Sensitive Groups): Moderate, 3 of 5.
    await page.getByText('Moderate').first().waitFor()
    expect(await page.getByText('Location access denied').count()).toBe(0)
    const requested = fake.requests.map((r) => `${r.query.latitude},${r.query.longitude}`)
    // The 0.1° cell around the position (decision 137): one forecast for the app and the job.
    expect(requested).toContain('34.1,-118.2')
    expect(await page.getByText('Simulated data').count()).toBe(0)
  })

  it('answers first at 390 × 844: the place, the level, the advice for the profile and the next hours without scrolling, Explore below (issue 25)', async () => {
    // Poor from the third hour on: a warning, folded into the card, and the first card still whole in view.
    const poorFrom = Date.now() / 1000 + 2 * 3600
    fake.setPayloadFor((_lat, _lon, dt) => ({ pm2_5: dt >= poorFrom ? 90 : 8, pm10: 10, o3: 40, no2: 10, so2: 2, co: 200 }))
    for (const located of [true, false]) {
      // Chicago: a cell no other test of this file reads, so the server's cache holds this script's hours.
      const page = await openDashboard(located ? { geolocation: { latitude: 41.8781, longitude: -87.6298 } } : {})
      await page.getByRole('heading', { name: 'Next hours' }).waitFor()
      const inView = async (selector: string) => {
        const box = await page.locator(selector).first().boundingBox()
        return box !== null && box.y >= 0 && box.y + box.height <= 844 - 64
      }
      const where = located ? 'located' : 'demo place'
      for (const selector of ['.location-name', '.aqi-card__level', '.profile-advice', '.next-hours__list']) {
        expect(await inView(selector), `${selector} in the first screen (${where})`).toBe(true)
      }
      expect(await page.locator('.next-hours__hour').count()).toBe(4)
      // The warnings are in the card, not a banner above it; Explore is below the card.
      await page.locator('.alert-banner').getByText('Poor air expected').first().waitFor()
      const banners = await page.evaluate(() => [...document.querySelectorAll('.alert-banner')].map((el) => el.closest('.aqi-card') !== null))
      expect(banners.length > 0 && banners.every(Boolean), `banners inside the card: ${banners.join(', ')}`).toBe(true)
      const card = await page.locator('.aqi-card').boundingBox()
      await page.getByRole('heading', { name: 'Explore' }).waitFor()
      const explore = await page.getByRole('navigation', { name: 'Explore' }).boundingBox()
      expect(explore && card && explore.y > card.y + card.height).toBe(true)
      if (!located) {
        await page.getByText('New York City is an example place, not your location').waitFor()
        expect(await page.locator('.alert-banner').getByText('your alert level').count()).toBe(0)
        await page.locator('.alert-banner').getByText('New York City, the example place:').waitFor()
      }
    }
  })

  it('shows New York City until the location is shared, and the spec text when it is denied', async () => {
    const page = await openDashboard({})
    // Not asked on load (the browser has not allowed it yet): the demo location, and a button.
    await page.getByText('Showing New York City until you share your location.').waitFor()
    // Chromium without the permission refuses the position when asked.
    await page.getByRole('button', { name: 'Use my location' }).click()
    await page.getByText('Location access denied. Please enable location services.').waitFor()
    await page.getByText('New York City').first().waitFor()
    await page.getByText('CAMS forecast via Open-Meteo').first().waitFor()
    expect(fake.requests.some((r) => r.query.latitude === '40.7' && r.query.longitude === '-74')).toBe(true)
  })

  it("offers 'Install app' when the browser offers installation, and prompts once on click", async () => {
    const page = await openDashboard({})
    await page.getByText('CAMS forecast via Open-Meteo').first().waitFor()
    expect(await page.getByRole('button', { name: 'Install app' }).count()).toBe(0)
    // Chromium's offer, as the app receives it: an event with prompt() and userChoice.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          ;(window as Window & { prompted?: number }).prompted = ((window as Window & { prompted?: number }).prompted ?? 0) + 1
          return Promise.resolve()
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      })
      window.dispatchEvent(offer)
    })
    const install = page.getByRole('button', { name: 'Install app' })
    await install.click()
    await install.waitFor({ state: 'detached' })
    expect(await page.evaluate(() => (window as Window & { prompted?: number }).prompted)).toBe(1)
  })

  it('says "Unable to load air quality data" when the provider fails', async () => {
    fake.setMode('error500')
    const page = await openDashboard({ geolocation: { latitude: -12.0464, longitude: -77.0428 } })
    await page.getByText('Unable to load air quality data').waitFor()
  })

  it('shows "Page Not Found" for an unknown path', async () => {
    const page = await e2e.newPage()
    const response = await page.goto(`${e2e.app.url}/no/such/page`)
    expect(response?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
  })
})
