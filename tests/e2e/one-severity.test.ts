import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { levelOfUsAqi } from '../../src/domain/aqi/levels'
import { hourUnderWay, startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { hoursEndingBefore } from '../fakes/fake-observation-sites'
import { startFakeOpenAq, type FakeOpenAq } from '../fakes/fake-openaq'
import { useE2e } from './support/e2e-fixture'

/*
 * Issue 13 "One truth": a place and an hour have one severity. For a heavily polluted place,
 * every route that shows the current hour (/, /home, /location-comparison) must show the same
 * 1-5 level in its chips, its "N of 5", its level names and in every US AQI number (each read
 * through the guide's table, levelOfUsAqi) — for the person's own place and for the cities it is
 * compared with, which appear on two routes.
 */

let fake: FakeOpenMeteo
let openaq: FakeOpenAq

const HOUR = 3600
const FLOW_TIMEOUT_MS = 180_000
const LEVEL_NAMES = ['Good', 'Fair', 'Moderate', 'Poor', 'Very Poor'] as const
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 }
const DELHI = { latitude: 28.6139, longitude: 77.209 }
/** PM2.5 (µg/m³) of the compared cities, steady: LA 12 (AQI 56), London 40 (112), Tokyo 5 (28), Paris 20 (71). */
const LONDON = { latitude: 51.5072, longitude: -0.1276 }
const CITY_PM25: [lat: number, lon: number, pm25: number][] = [
  [34.05, -118.24, 12], [51.51, -0.13, 40], [35.69, 139.69, 5], [48.86, 2.35, 20],
]
/**
 * Adelaide (issue 24 items 3 and 6): the model falls out of an episode (110 µg/m³ until the hour
 * under way, 68 from it) while a monitor 11 km away measures 29. Subtracting the difference took
 * the hour under way to 0.0 µg/m³ "Good" beside "NowCast 29 · Used".
 */
const ADELAIDE = { latitude: -34.9285, longitude: 138.6007 }

beforeAll(async () => {
  fake = await startFakeOpenMeteo()
  openaq = await startFakeOpenAq()
  // Enough hours for the NowCast even if the hour turns during the run; never the same value for
  // hours on end (a stuck sensor is flagged, not used). NowCast ≈ 29 µg/m³.
  const around29 = Array.from({ length: 14 }, (_, i) => [28.5, 29.5, 29][i % 3] ?? 29)
  openaq.state.sites = [{ id: 1, name: 'Adelaide North monitor', lat: ADELAIDE.latitude + 0.099, lon: ADELAIDE.longitude, monitor: true, hours: hoursEndingBefore(Date.now() / 1000 + HOUR, around29) }]
  fake.setPayloadFor((lat, lon, dt) => {
    const clean = { pm10: 5, o3: 20, no2: 5, so2: 1, co: 100 }
    if (Math.abs(lat - ADELAIDE.latitude) < 0.3 && Math.abs(lon - ADELAIDE.longitude) < 0.3) return { ...clean, pm2_5: dt >= hourUnderWay() ? 68 : 110 }
    // New York: clean until this hour, then 250 µg/m³ — an hourly spike the old 24-hour mean read
    // as "US AQI 71" beside "5 of 5". NowCast 130 µg/m³ → US AQI 205, Very Poor.
    if (Math.abs(lat - NEW_YORK.latitude) < 0.05) return { ...clean, pm2_5: dt >= hourUnderWay() ? 250 : 10 }
    // Delhi: a steady 70 µg/m³ → US AQI 161, Poor (issue 13: "Enjoy your usual activities" above "156 Unhealthy").
    if (Math.abs(lat - DELHI.latitude) < 0.05) return { ...clean, pm2_5: 70 }
    const city = CITY_PM25.find(([cLat, cLon]) => Math.abs(cLat - lat) < 0.05 && Math.abs(cLon - lon) < 0.05)
    return { ...clean, pm2_5: city?.[2] ?? 8 }
  })
})
afterAll(async () => {
  await fake?.close()
  await openaq?.close()
})

const e2e = useE2e({
  env: () => ({
    AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: fake.url, UPSTREAM_TIMEOUT_MS: '10000',
    OBSERVATIONS: 'openaq', OPENAQ_API_KEY: 'fake-key', OPENAQ_BASE_URL: openaq.url,
  }),
})

/** Every severity seen, per place: where it was shown and the 1-5 level it means. */
type Seen = Map<string, { where: string; level: number }[]>

function note(seen: Seen, place: string, where: string, level: number): void {
  seen.set(place, [...(seen.get(place) ?? []), { where, level }])
}

/** "5Very Poor", "Very Poor" or "Moderate" → its 1-5 level. */
function levelOfName(text: string): number {
  const name = text.replace(/\d/g, '').replace(/\s+/g, ' ').trim()
  const index = LEVEL_NAMES.indexOf(name as (typeof LEVEL_NAMES)[number])
  if (index < 0) throw new Error(`not a level name: ${JSON.stringify(text)}`)
  return index + 1
}

/** "205", "500+" → the 1-5 level of that US AQI. */
function levelOfUsAqiText(text: string): number {
  const usAqi = Number.parseInt(text, 10)
  if (Number.isNaN(usAqi)) throw new Error(`not a US AQI: ${JSON.stringify(text)}`)
  return levelOfUsAqi(usAqi)
}

async function open(path: string, at: { latitude: number; longitude: number }): Promise<Page> {
  const page = await e2e.newPage({ geolocation: at, permissions: ['geolocation'] })
  page.setDefaultTimeout(60_000)
  await page.goto(`${e2e.app.url}${path}`, { waitUntil: 'domcontentloaded' })
  return page
}

async function dashboard(seen: Seen, place: string, at: { latitude: number; longitude: number }): Promise<void> {
  const page = await open('/', at)
  const card = page.locator('.aqi-card__reading').first()
  await card.locator('.aqi-card__us strong').waitFor()
  note(seen, place, '/ level name', levelOfName(await card.locator('.aqi-card__level').innerText()))
  note(seen, place, '/ N of 5', Number(await card.locator('.aqi-card__number').innerText()))
  note(seen, place, '/ US AQI', levelOfUsAqiText(await card.locator('.aqi-card__us strong').innerText()))
  // The worst pollutant's chip is the headline's level.
  await page.locator('.pollutant .level-chip').first().waitFor()
  const chips = await page.locator('.pollutant .level-chip').allInnerTexts()
  note(seen, place, '/ worst pollutant', Math.max(...chips.map(levelOfName)))
  // The health advice follows the level, e.g. never "Enjoy your usual activities" at Poor.
  const advice = await page.locator('main').innerText()
  if (levelOfName(await card.locator('.aqi-card__level').innerText()) >= 4) expect(advice).not.toContain('Enjoy your usual outdoor activities')
}

async function home(seen: Seen, place: string, at: { latitude: number; longitude: number }): Promise<void> {
  const page = await open('/home', at)
  const status = page.locator('[data-status]')
  await status.locator('.level-chip').first().waitFor()
  const now = levelOfName(await status.locator('.level-chip').first().innerText())
  note(seen, place, '/home NOW', now)
  // From Moderate (US AQI 101+) up, the status never says to carry on as usual.
  if (now >= 3) expect(await status.innerText()).not.toMatch(/Enjoy your usual/)

  await page.locator('.regional-card__index').waitFor()
  // On the US AQI the card's number is the same index; DAQI and EAQI are other scales, and the
  // card states AirAhead's level beside them.
  if ((await page.locator('.regional-card').innerText()).includes('US Air Quality Index')) {
    note(seen, place, '/home regional US AQI', levelOfUsAqiText(await page.locator('.regional-card__index').innerText()))
  }
  const relation = await page.getByTestId('regional-relation').innerText()
  note(seen, place, '/home regional relation', Number(/\((\d) of 5\)/.exec(relation)?.[1]))

  const world = page.getByRole('region', { name: 'Air vs World' })
  await expect.poll(() => world.locator('.level-chip').count(), { timeout: 60_000 }).toBe(5)
  const mine = world.locator('.air-vs-world__row--mine')
  note(seen, place, '/home Air vs World chip', levelOfName(await mine.locator('.level-chip').innerText()))
  note(seen, place, '/home Air vs World US AQI', levelOfUsAqiText(await mine.locator('.air-vs-world__us strong').innerText()))
  for (const row of await world.locator('.air-vs-world__row:not(.air-vs-world__row--mine)').all()) {
    const city = await row.locator('.air-vs-world__name').innerText()
    note(seen, city, '/home Air vs World chip', levelOfName(await row.locator('.level-chip').innerText()))
    note(seen, city, '/home Air vs World US AQI', levelOfUsAqiText(await row.locator('.air-vs-world__us strong').innerText()))
  }
}

async function comparison(seen: Seen, place: string, at: { latitude: number; longitude: number }): Promise<void> {
  const page = await open('/location-comparison', at)
  const summary = page.locator('.comparison-summary')
  await summary.locator('.level-chip').waitFor()
  const mine = levelOfName(await summary.locator('.level-chip').innerText())
  note(seen, place, '/location-comparison chip', mine)
  note(seen, place, '/location-comparison US AQI', levelOfUsAqiText(await summary.locator('.comparison-summary__reading strong').innerText()))
  await expect.poll(() => page.locator('.city-row .level-chip').count(), { timeout: 60_000 }).toBe(4)
  for (const row of await page.locator('.city-row').all()) {
    const city = await row.locator('.city-row__name').innerText()
    expect(city, 'a place is never compared with itself').not.toBe(place)
    const level = levelOfName(await row.locator('.level-chip').innerText())
    note(seen, city, '/location-comparison chip', level)
    note(seen, city, '/location-comparison US AQI', levelOfUsAqiText(await row.locator('.city-row__reading strong').innerText()))
    // Ranking and colour come from the same index: "Better" never beside a worse level.
    const verdict = await row.locator('.comparison-label').innerText()
    if (verdict.includes('Better')) expect(mine, `${city}: Better`).toBeLessThanOrEqual(level)
    if (verdict.includes('Worse')) expect(mine, `${city}: Worse`).toBeGreaterThanOrEqual(level)
  }
}

/** Each place's levels, as "where: level" lines, for a readable failure. */
function levelsOf(seen: Seen): Record<string, string[]> {
  return Object.fromEntries([...seen].map(([place, list]) => [place, list.map(({ where, level }) => `${where}: ${level}`)]))
}

function expectOneLevelPerPlace(seen: Seen): void {
  for (const [place, list] of seen) {
    const levels = new Set(list.map((s) => s.level))
    expect(levels.size, `${place} shows more than one severity: ${JSON.stringify(levelsOf(seen)[place])}`).toBe(1)
  }
}

// First: the places after it read stations too, from the same client, and one client's part of
// OpenAQ's public share (decision 234) would leave Adelaide a model estimate.
describe('one verdict per place: the measured number, the source word and the clock (issue 24)', () => {
  it('Adelaide beside a monitor 11 km away: the hour is never 0.0, the panel says why it differs from the station, the card names the place’s clock', async () => {
    const page = await open('/', ADELAIDE)
    const pm = page.locator('.pollutant').filter({ hasText: 'PM2.5' }).locator('.pollutant__value')
    await pm.waitFor()
    const shown = Number.parseFloat(await pm.innerText())
    // Item 3: the model 110 → 68 with the station at 29 is scaled, not clamped: about 20 µg/m³.
    expect(shown).toBeGreaterThan(5)
    expect(shown).toBeLessThan(29)
    const line = page.locator('.measurement__line')
    await expect.poll(() => line.innerText()).toMatch(/^Measured at Adelaide North monitor, 11 km/)
    await line.click()
    const agreement = page.getByTestId('station-agreement')
    await agreement.waitFor()
    const text = await agreement.innerText()
    expect(text).toMatch(/^PM2\.5 here this hour: \d+ µg\/m³, not the station’s 29 \(NowCast\): the station is 11 km away/)
    expect(Math.abs(Number(/this hour: (\d+)/.exec(text)?.[1]) - shown)).toBeLessThanOrEqual(0.5)
    // Item 6, one clock per card: the device is on UTC, Adelaide 10.5 h ahead; the strip is Adelaide's.
    await expect.poll(() => page.locator('.aqi-card .reading-age').first().innerText()).toMatch(/^Updated \d{1,2}(:\d\d)? [AP]M Adelaide time · checked/)
  }, FLOW_TIMEOUT_MS)

  it('Adelaide on /map: "measured nearby" now, never at +24 h', async () => {
    const page = await open('/map', ADELAIDE)
    const cells = page.locator('[data-testid="map-list-cells"]')
    await cells.locator('tbody tr').first().waitFor()
    await expect.poll(() => cells.locator('tbody').innerText(), { timeout: 60_000 }).toContain('measured nearby')
    const slider = page.getByLabel(/Forecast hour/)
    await slider.focus()
    await page.keyboard.press('End')
    await expect.poll(() => cells.locator('caption').innerText()).toContain('+24 h')
    const later = await cells.locator('tbody').innerText()
    expect(later).not.toContain('measured nearby')
    expect(later).toContain('forecast corrected by stations')
  }, FLOW_TIMEOUT_MS)
})

describe('one severity per place and hour on every route', () => {
  it('New York during a PM2.5 spike: Very Poor everywhere, and each compared city one level too', async () => {
    const seen: Seen = new Map()
    await dashboard(seen, 'Your location', NEW_YORK)
    await home(seen, 'Your location', NEW_YORK)
    await comparison(seen, 'Your location', NEW_YORK)
    expectOneLevelPerPlace(seen)
    expect(seen.get('Your location')?.[0]?.level).toBe(5)
    expect(seen.has('New York'), 'New York is never compared with itself').toBe(false)
    // London is shown on /home and on /location-comparison: the same level on both.
    expect(seen.get('London')?.map((s) => s.where)).toEqual(expect.arrayContaining(['/home Air vs World chip', '/location-comparison chip']))
  }, FLOW_TIMEOUT_MS)

  it('London on the DAQI: Moderate everywhere, and the regional card names the same level', async () => {
    const seen: Seen = new Map()
    await dashboard(seen, 'Your location', LONDON)
    await home(seen, 'Your location', LONDON)
    await comparison(seen, 'Your location', LONDON)
    expectOneLevelPerPlace(seen)
    expect(seen.get('Your location')?.[0]?.level).toBe(3)
  }, FLOW_TIMEOUT_MS)

  it('Delhi on a steady polluted day: Poor everywhere, with Poor advice', async () => {
    const seen: Seen = new Map()
    await dashboard(seen, 'Your location', DELHI)
    await home(seen, 'Your location', DELHI)
    await comparison(seen, 'Your location', DELHI)
    expectOneLevelPerPlace(seen)
    expect(seen.get('Your location')?.[0]?.level).toBe(4)
  }, FLOW_TIMEOUT_MS)
})
