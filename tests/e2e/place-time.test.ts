import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { useE2e } from './support/e2e-fixture'

/*
 * Issue 13 "Time" in the browser: a place in a quarter-hour zone shows its hours on its own
 * clock, whatever the device's zone (here New York), and names its IANA zone.
 */

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
  context: { timezoneId: 'America/New_York' },
})

describe('a place’s own time on the dashboard', () => {
  it('Kathmandu (UTC+5:45): the hourly forecast on Nepal’s clock and the zone in the details', async () => {
    const page = await e2e.newPage({ geolocation: { latitude: 27.7172, longitude: 85.324 }, permissions: ['geolocation'] })
    const loadedFrom = Date.now()
    await page.goto(`${e2e.app.url}/`)
    await page.getByText('Asia/Kathmandu (UTC+5:45)').waitFor()
    const times = await page.locator('.strip__time').allTextContents()
    expect(times.length).toBeGreaterThanOrEqual(6)
    // Model hours are whole UTC hours: 45 minutes past each hour in Nepal.
    for (const time of times) expect(time).toMatch(/^\d{1,2}:45 [AP]M$/)
    // "Now" is the current UTC hour on Nepal's clock (either hour, should one end meanwhile).
    const nepalClock = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kathmandu', hour: 'numeric', minute: '2-digit' })
    const hourStart = (ms: number) => new Date(Math.floor(ms / 3_600_000) * 3_600_000)
    expect([nepalClock.format(hourStart(loadedFrom)), nepalClock.format(hourStart(Date.now()))]).toContain(times[0])
  })
})
