import { describe, expect, it } from 'vitest'
import { useE2e } from './support/e2e-fixture'

/*
 * Issue 15 item 6, decision 181: the dashboard's clocks and decimals follow the browser's
 * language (navigator.languages), the words stay English. Simulated data; New York's hours.
 */

const e2e = useE2e({ env: { AIR_QUALITY_PROVIDER: 'simulated' }, context: { serviceWorkers: 'block' } })

async function dashboardTexts(locale: string): Promise<{ hours: string[]; values: string[] }> {
  const page = await e2e.newPage({ locale })
  await page.goto(`${e2e.app.url}/`)
  await page.locator('.strip__time').first().waitFor()
  await page.locator('.pollutant__value').first().waitFor()
  const hours = await page.locator('.strip__time').allInnerTexts()
  // The number before the unit: "12.8 µg/m³" → "12.8".
  const values = (await page.locator('.pollutant__value').allInnerTexts()).map((text) => text.split(/\s/)[0] ?? '')
  return { hours, values }
}

describe("the browser's locale", () => {
  it('en-US: 12-hour clock and decimal point', async () => {
    const { hours, values } = await dashboardTexts('en-US')
    for (const hour of hours) expect(hour).toMatch(/^\d{1,2}(:\d\d)? [AP]M$/)
    expect(values.filter((value) => /\d[.,]\d/.test(value)).every((value) => value.includes('.'))).toBe(true)
  })

  it('de-DE: 24-hour clock and decimal comma', async () => {
    const { hours, values } = await dashboardTexts('de-DE')
    for (const hour of hours) expect(hour).toMatch(/^\d\d:\d\d$/)
    const decimals = values.filter((value) => /\d[.,]\d/.test(value))
    expect(decimals.length).toBeGreaterThan(0)
    for (const value of decimals) expect(value).toMatch(/^\d+,\d$/)
  })

  it('en-GB: 24-hour clock, decimal point', async () => {
    const { hours, values } = await dashboardTexts('en-GB')
    for (const hour of hours) expect(hour).toMatch(/^\d\d:\d\d$/)
    for (const value of values.filter((v) => /\d[.,]\d/.test(v))) expect(value).toMatch(/^\d+\.\d$/)
  })
})
