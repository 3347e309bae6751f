import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { axeViolations } from './support/axe'
import { placesResponseSchema } from '../../src/domain/contracts/alerts'
import { useE2e } from './support/e2e-fixture'
import { signInAsPremium } from './support/member'
import { addMeasurements, NYC_STATIONS } from './support/measurement-route'

let fake: FakeOpenMeteo

// Registered before the app's setup: the fake starts first and stops last.
beforeAll(async () => {
  fake = await startFakeOpenMeteo()
})
afterAll(async () => {
  await fake?.close()
})

// Service workers blocked: the page's own route must see every air-quality request.
const e2e = useE2e({
  env: () => ({ AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: fake.url, UPSTREAM_TIMEOUT_MS: '1500' }),
  context: { serviceWorkers: 'block' },
})

/** Pages with routes: unrouted before their context closes (registered after useE2e, so it runs first). */
const routed: Page[] = []
afterEach(async () => {
  await Promise.all(routed.splice(0).map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })))
})

/** New York City (the demo place) has stations; anywhere else, none: a model estimate. */
const stationsAt = (lat: number) => (Math.abs(lat - 40.71) < 0.2 ? NYC_STATIONS : [])

describe('where the number comes from (issue 14 part 3)', () => {
  it('says where the current number was measured, lists the stations, and an exclusion changes the request and the line', async () => {
    const page = await e2e.newPage()
    routed.push(page)
    const requests = await addMeasurements(page, stationsAt)
    await page.goto(`${e2e.app.url}/`)
    const line = page.locator('.measurement__line')
    await line.getByText('Measured at PS 314, 3.2 km, 20 min ago + 1 more').waitFor()
    expect(await line.getAttribute('aria-expanded')).toBe('false')

    // Keyboard: the line is a button that opens the detail.
    await line.focus()
    await page.keyboard.press('Enter')
    expect(await line.getAttribute('aria-expanded')).toBe('true')
    const detail = page.locator(`[id="${await line.getAttribute('aria-controls')}"]`)
    const station = (name: string) => detail.locator('li.station', { hasText: name })
    await station('PS 314').getByText('AirNow · Regulatory monitor · 3.2 km · 20 min ago').waitFor()
    await station('Roof on 5th St').getByText('PurpleAir (EPA-corrected) · Low-cost sensor · 1.1 km').waitFor()
    await station('Roof on 5th St').getByText('Not needed: nearer stations are used').waitFor()
    await station('Balcony').getByText('Not used: indoors').waitFor()
    await detail.getByText('The model was 4.6 µg/m³ low here; the forecast is corrected by that, fading over about 12 h.').waitFor()
    expect(await axeViolations(page), 'axe with the station detail open').toEqual([])

    const before = requests.length
    await station('PS 314').getByRole('button', { name: 'Exclude PS 314' }).click()
    await station('PS 314').getByText('Excluded by you').waitFor()
    // The place's requests now carry the choice, and the number is measured without that station.
    await line.getByText(/^Measured at IS 143/).waitFor()
    const after = requests.slice(before).map((r) => new URL(r.url()))
    expect(after.some((url) => url.pathname === '/api/air-quality/current' && url.searchParams.get('exclude') === 'airnow:360610135')).toBe(true)
    expect(after.some((url) => url.pathname === '/api/air-quality/forecast' && url.searchParams.get('exclude') === 'airnow:360610135')).toBe(true)
    expect(await line.textContent()).not.toContain('PS 314')

    // The choice belongs to the place and stays on the device: a reload asks with it again.
    const beforeReload = requests.length
    await page.reload()
    await line.getByText(/^Measured at IS 143/).waitFor()
    expect(requests.slice(beforeReload).every((r) => new URL(r.url()).searchParams.get('exclude') === 'airnow:360610135')).toBe(true)

    // Undo: the place asks as it did before.
    await line.click()
    const beforeUndo = requests.length
    await station('PS 314').getByRole('button', { name: 'Include again PS 314' }).click()
    await line.getByText('Measured at PS 314, 3.2 km, 20 min ago + 1 more').waitFor()
    expect(requests.slice(beforeUndo).some((r) => new URL(r.url()).pathname === '/api/air-quality/current' && !new URL(r.url()).search.includes('exclude'))).toBe(true)
  })

  it('names the model for a place without stations', async () => {
    const page = await e2e.newPage({ geolocation: { latitude: 34.0522, longitude: -118.2437 }, permissions: ['geolocation'] })
    routed.push(page)
    await addMeasurements(page, stationsAt)
    await page.goto(`${e2e.app.url}/`)
    await page.locator('.measurement__line').getByText('Model estimate (CAMS global, 45 km)').waitFor()
    await page.locator('.measurement__line').click()
    await page.getByText('No station reports near this place, so the number is the model’s.').waitFor()
  })

  it("saves a member's choice with the watched place, so its texts follow it", async () => {
    const page = await e2e.newPage()
    routed.push(page)
    await signInAsPremium(page, e2e.app.url, '/')
    await addMeasurements(page, stationsAt)
    await page.reload()
    await page.getByRole('button', { name: 'Watch this place' }).click()
    await page.getByText(/Watched as “/).waitFor()
    const line = page.locator('.measurement__line')
    await line.click()
    const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/user/locations/'))
    await page.locator('li.station', { hasText: 'IS 143' }).getByRole('button', { name: 'Pin IS 143' }).click()
    expect((await saved).status()).toBe(200)
    await line.getByText(/^Measured at IS 143, 6\.8 km, 35 min ago$/).waitFor()
    const { locations } = placesResponseSchema.parse(await page.evaluate(() => fetch('/api/user/locations').then((r) => r.json())))
    expect(locations.map((l) => [l.pinnedStationIds, l.excludedStationIds])).toEqual([[['airnow:360610079'], []]])
  })
})
