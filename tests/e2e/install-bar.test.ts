import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useE2e } from './support/e2e-fixture'

/*
 * Issue 15 item 6, decision 182: "Not now" on the install bar keeps it away for 30 days on this
 * device. Headless Chromium never offers installation, so the page is handed the event
 * Chromium would fire (`beforeinstallprompt`, caught at start-up by src/pwa/install-prompt.ts).
 * The 29- and 30-day visits move the stored dismissal back rather than the clock forward.
 */

const e2e = useE2e({ env: { AIR_QUALITY_PROVIDER: 'simulated' }, context: { serviceWorkers: 'block' } })
const DISMISSED_KEY = 'airahead.install-dismissed-at.v1'
const DAY_SECONDS = 86_400

/** Opens /home and fires a stand-in for Chromium's install offer once the app has started. */
async function openWithInstallOffer(page: Page): Promise<void> {
  await page.goto(`${e2e.app.url}/home`)
  await page.getByRole('button', { name: 'Check My Air' }).waitFor()
  await page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    })
    window.dispatchEvent(event)
  })
}

/** Stores "Not now" as said `days` ago (and a second more). */
async function dismissedDaysAgo(page: Page, days: number): Promise<void> {
  await page.evaluate(
    ({ key, seconds }) => localStorage.setItem(key, JSON.stringify(Math.floor(Date.now() / 1000) - seconds)),
    { key: DISMISSED_KEY, seconds: days * DAY_SECONDS + 1 },
  )
}

describe('the install bar', () => {
  it('"Not now" hides it for 30 days on this device, then it comes back', async () => {
    const page = await e2e.newPage()
    const bar = page.getByRole('region', { name: 'Install AirAhead' })
    await openWithInstallOffer(page)
    await bar.getByRole('button', { name: 'Install app' }).waitFor()
    await bar.getByRole('button', { name: 'Not now' }).click()
    await bar.waitFor({ state: 'detached' })
    expect(await page.evaluate((key) => localStorage.getItem(key), DISMISSED_KEY)).toMatch(/^\d{10}$/)

    // The next visit, and 29 days later: the offer comes, the bar does not.
    await openWithInstallOffer(page)
    await page.waitForTimeout(500)
    expect(await bar.count(), 'the next visit').toBe(0)
    await dismissedDaysAgo(page, 29)
    await openWithInstallOffer(page)
    await page.waitForTimeout(500)
    expect(await bar.count(), '29 days after "Not now"').toBe(0)

    // 30 days after "Not now": the bar is back.
    await dismissedDaysAgo(page, 30)
    await openWithInstallOffer(page)
    await bar.getByRole('button', { name: 'Install app' }).waitFor()
  }, 150_000)
})
