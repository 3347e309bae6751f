import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { airQualityResponseSchema } from '../../src/domain/contracts/air-quality'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { axeViolations } from './support/axe'
import { useE2e } from './support/e2e-fixture'

/*
 * Issue 15 item 4: the hourly chart on the dashboard and in the 5-day forecast's day view,
 * with its data table, at 390 and 320 px.
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
  context: { timezoneId: 'America/New_York', geolocation: { latitude: 40.7128, longitude: -74.006 }, permissions: ['geolocation'] },
})

/** Widths wider than the page or than the chart's table: any horizontal overflow. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement
    const tables = [...document.querySelectorAll<HTMLTableElement>('.hourly-chart__table')].filter((t) => t.offsetParent !== null)
    return {
      page: doc.scrollWidth - doc.clientWidth,
      tables: tables.map((t) => t.getBoundingClientRect().right - (t.closest('.card')?.getBoundingClientRect().right ?? 0)),
    }
  })
}

describe('the position’s name (decision 177)', () => {
  it('“Your location” shows the town', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.app.url}/`)
    // Local mode names a position after the nearest city of the built-in list.
    await page.locator('.location-name__text', { hasText: /^New York$/ }).waitFor()
    await page.locator('.aqi-card').first().screenshot({ path: '/tmp/chart-shots/dashboard-town-390.png' })
    const answer = await page.evaluate(() => fetch('/api/geocoding/reverse?lat=40.71&lon=-74.01').then((r) => r.json()))
    expect(answer).toEqual({ place: expect.objectContaining({ name: 'New York', source: 'gazetteer' }) })
  })
})

describe('the hourly chart', () => {
  it('dashboard: the next 24 hours with the threshold line, now marker and a table that fits 390 and 320 px', async () => {
    const page = await e2e.newPage()
    const forecastAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/air-quality/forecast' && r.ok())
    await page.goto(`${e2e.app.url}/`)
    const forecast = airQualityResponseSchema.parse(await (await forecastAnswer).json())
    const chart = page.getByRole('img', { name: /US AQI by hour, next 24 hours/ })
    await chart.waitFor()
    expect(await chart.locator('rect.hourly-chart__bar').count()).toBeGreaterThanOrEqual(20)
    expect(await chart.locator('.hourly-chart__threshold-label').textContent()).toBe('Your alert: Poor (4 of 5)')
    expect(await chart.locator('.hourly-chart__now text').textContent()).toBe('Now')
    // Issue 25 item 6: a day marker at the place's midnight (24 hours from this hour cross one,
    // unless this hour is midnight), and labels with a halo of the card's colour over any bar.
    const hourInNewYork = Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: 'America/New_York' }).format(new Date()))
    expect(await chart.locator('.hourly-chart__day').count()).toBe(hourInNewYork === 0 ? 0 : 1)
    if (hourInNewYork !== 0) expect(await chart.locator('.hourly-chart__day text').textContent()).toMatch(/^(Sun|Mon|Tue|Wed|Thu|Fri|Sat)$/)
    const halo = await chart.locator('.hourly-chart__threshold-label').evaluate((el) => {
      const style = getComputedStyle(el)
      return { paintOrder: style.paintOrder, strokeWidth: style.strokeWidth }
    })
    expect(halo).toEqual({ paintOrder: 'stroke', strokeWidth: '3px' })
    // The description names the worst hour and whether the alert level is reached.
    expect(await chart.getAttribute('aria-labelledby')).toBeTruthy()

    const strip = page.locator('section', { has: page.getByRole('heading', { name: 'Next 24 hours' }) })
    await strip.evaluate((el) => el.scrollIntoView())
    await strip.screenshot({ path: '/tmp/chart-shots/dashboard-chart-closed-390.png' })
    await strip.getByText('Hour-by-hour table').click()
    const table = strip.getByRole('table')
    await table.waitFor()
    const rows = table.locator('tbody tr')
    expect(await rows.count()).toBe(await chart.locator('rect.hourly-chart__bar').count())
    // The fused server names each hour's PM2.5 source (decision 194), so the table has its column
    // (decision 198); beside the fake Open-Meteo there are no stations: every hour is the model's.
    expect(forecast.measurement?.kind).toBe('model-estimate')
    expect(forecast.list.every((entry) => entry.pmSource === 'model')).toBe(true)
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Time', 'US AQI', 'Level', 'Alert', 'PM2.5 from'])
    expect(new Set(await rows.locator('td:nth-of-type(4)').allTextContents())).toEqual(new Set(['Model']))
    // Each row's level is the API entry's: the same words as the strip's first hour.
    const firstLevel = await page.locator('.strip__level').first().textContent()
    expect(await rows.first().locator('td').nth(1).textContent()).toBe(firstLevel)

    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      const { page: pageOverflow, tables } = await overflow(page)
      expect(pageOverflow, `page overflow at ${width} px`).toBeLessThanOrEqual(0)
      for (const right of tables) expect(right, `table overflow at ${width} px`).toBeLessThanOrEqual(0)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await axeViolations(page), 'axe on the dashboard with the table open').toEqual([])
    await strip.evaluate((el) => el.scrollIntoView())
    await strip.screenshot({ path: '/tmp/chart-shots/dashboard-chart-390.png' })
  })

  it('5-day forecast: each day lists the school run and its worst hours; tapping a day shows its chart', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.app.url}/`)
    await page.getByRole('img', { name: /next 24 hours/ }).waitFor()
    // No Stripe configured (local mode): Premium through the demo subscription.
    const status = await page.evaluate(() =>
      fetch('/api/demo/subscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' } }).then((r) => r.status),
    )
    expect(status).toBe(200)
    await page.reload()
    // A place watched from a position is named by its town, not its coordinates (decision 177).
    await page.locator('.location-name__text', { hasText: /^New York$/ }).waitFor()
    await page.getByRole('button', { name: 'Watch this place' }).click()
    await page.getByText('Watched as “New York”.').waitFor()
    const daily = page.locator('section', { has: page.getByRole('heading', { name: '5-day forecast' }) })
    await daily.locator('.day').nth(4).waitFor()

    // A whole day (tomorrow) lists 8 AM and 3 PM as the school run, not 12-3 AM.
    const tomorrow = daily.locator('.day').nth(1)
    const times = await tomorrow.locator('.day__hour-time').allTextContents()
    expect(times).toHaveLength(4)
    expect(times).toEqual(expect.arrayContaining(['8 AM', '3 PM']))
    expect(await tomorrow.locator('.day__hour-why').allTextContents()).toEqual(expect.arrayContaining([expect.stringMatching(/^School run/)]))
    expect(await tomorrow.getByText(/Worst/).count()).toBeGreaterThanOrEqual(1)

    const toggle = tomorrow.getByRole('button', { name: /hourly chart/ })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const dayName = (await tomorrow.locator('.day__toggle').textContent())?.split(' ')[0] ?? ''
    const dayChart = tomorrow.getByRole('img', { name: new RegExp(`US AQI by hour, ${dayName}`) })
    await dayChart.waitFor()
    expect(await dayChart.locator('rect.hourly-chart__bar').count()).toBe(24)
    // Tomorrow does not hold now: no now marker.
    expect(await dayChart.locator('.hourly-chart__now').count()).toBe(0)
    await tomorrow.getByText('Hour-by-hour table').click()
    expect(await tomorrow.getByRole('table').locator('tbody tr').count()).toBe(24)

    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      const { page: pageOverflow, tables } = await overflow(page)
      expect(pageOverflow, `page overflow at ${width} px`).toBeLessThanOrEqual(0)
      for (const right of tables) expect(right, `table overflow at ${width} px`).toBeLessThanOrEqual(0)
    }
    await page.setViewportSize({ width: 390, height: 844 })
    expect(await axeViolations(page), 'axe with a day open').toEqual([])
    await tomorrow.getByText('Hour-by-hour table').click()
    await tomorrow.evaluate((el) => el.scrollIntoView())
    await tomorrow.screenshot({ path: '/tmp/chart-shots/day-view-390.png' })

    // Another day closes the first: one day view at a time.
    await daily.locator('.day').nth(2).getByRole('button', { name: /hourly chart/ }).click()
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
  })
})
