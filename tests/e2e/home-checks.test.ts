import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useE2e } from './support/e2e-fixture'

/*
 * Check My Air, streaks and achievement notifications in Chromium, on Playwright's fake clock
 * (docs/product.md §States, §Limits). Readings come from the simulated provider; the location is denied, so the
 * screen uses New York City.
 */

/** Each flow is a series of checks hours apart; on a busy machine it needs more than the default minute. */
const FLOW_TIMEOUT_MS = 150_000

const e2e = useE2e({ env: { AIR_QUALITY_PROVIDER: 'simulated' } })

interface Shown {
  title: string
  body: string
  /** The page's (fake) clock when it was shown, ms. */
  at: number
}

/**
 * Records every notification the page shows, through the service worker registration or the
 * Notification constructor, in `window.__shown`. With `undecided`, the permission reads
 * 'default' until the page asks, and the person then says yes (at `window.__grantedAt`).
 */
function recordNotifications({ undecided }: { undecided: boolean }) {
  const shown: Shown[] = []
  Object.assign(window, { __shown: shown })
  const record = (title: string, options?: NotificationOptions) =>
    shown.push({ title, body: options?.body ?? '', at: Date.now() })
  const showNotification = ServiceWorkerRegistration.prototype.showNotification
  ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
    record(title, options)
    return showNotification.call(this, title, options)
  }
  const Native = window.Notification
  if (undecided) {
    let permission: NotificationPermission = 'default'
    Object.defineProperty(Native, 'permission', { get: () => permission, configurable: true })
    Native.requestPermission = async () => {
      Object.assign(window, { __grantedAt: Date.now() })
      return (permission = 'granted')
    }
  }
  window.Notification = new Proxy(Native, {
    construct(target, args: [string, NotificationOptions?]) {
      record(...args)
      return Reflect.construct(target, args)
    },
  })
}

async function openHome(options: { notifications: 'granted' | 'undecided' | 'default' }): Promise<Page> {
  const context = await e2e.newContext()
  if (options.notifications === 'granted') await context.grantPermissions(['notifications'])
  const page = await context.newPage()
  page.setDefaultTimeout(60_000)
  await page.addInitScript(recordNotifications, { undecided: options.notifications === 'undecided' })
  await page.clock.install()
  await page.goto(`${e2e.app.url}/home`, { waitUntil: 'domcontentloaded' })
  await page.getByText('New York City (demo location)').first().waitFor()
  // The verdict is in: Check My Air is enabled.
  await page.locator('[data-status]').waitFor()
  return page
}

const streak = (page: Page) => page.getByTestId('streak-value').textContent()
const total = (page: Page) => page.getByTestId('total-checks-value').textContent()
/** The titles and bodies of the notifications shown so far (each once, whichever way it was shown). */
async function shownTitles(page: Page): Promise<Array<{ title: string; body: string }>> {
  const shown = await page.evaluate(() => (window as unknown as { __shown: Shown[] }).__shown)
  const unique = new Map(shown.map(({ title, body }) => [title, { title, body }]))
  return [...unique.values()]
}

/** Presses Check My Air and waits for the check to finish (1.5 s of loading on the page's clock). */
async function checkMyAir(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Check My Air' }).click()
  await page.getByRole('button', { name: 'Checking your air…' }).waitFor()
  await page.clock.runFor(1500)
  await page.getByRole('button', { name: 'Check My Air' }).waitFor()
}

describe('Check My Air', () => {
  it('loads for 1.5 s, reveals the share card and report, and counts the streak on the clock', async () => {
    const page = await openHome({ notifications: 'default' })
    await page.getByTestId('streak-value').waitFor()
    expect([await streak(page), await total(page)]).toEqual(['0', '0'])
    expect(await page.getByRole('button', { name: 'View Detailed Report' }).count()).toBe(0)

    // Paused, the page's clock moves only when the test says so: 1 s in, the check is still loading.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100))
    await page.getByRole('button', { name: 'Check My Air' }).click()
    await page.getByRole('button', { name: 'Checking your air…' }).waitFor()
    await page.clock.runFor(1000)
    expect(await page.getByRole('heading', { name: 'Share your check' }).count()).toBe(0)
    await page.clock.runFor(500)
    await page.getByRole('heading', { name: 'Share your check' }).waitFor()
    await page.clock.resume()
    await page.getByRole('button', { name: 'View Detailed Report' }).waitFor()
    expect([await streak(page), await total(page)]).toEqual(['1', '1'])

    // Within the hour: only the total grows.
    await page.clock.fastForward('30:00')
    await checkMyAir(page)
    expect([await streak(page), await total(page)]).toEqual(['1', '2'])

    // More than an hour after the last check: the streak grows.
    await page.clock.fastForward('01:00:01')
    await checkMyAir(page)
    expect([await streak(page), await total(page)]).toEqual(['2', '3'])

    // More than 48 hours later, opening the app resets the streak; the total stays.
    await page.clock.fastForward('48:00:01')
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.getByTestId('streak-value').waitFor()
    await page.locator('[data-status]').waitFor()
    expect([await streak(page), await total(page)]).toEqual(['0', '3'])

    // And the next check starts a new streak.
    await checkMyAir(page)
    expect([await streak(page), await total(page)]).toEqual(['1', '4'])
  }, FLOW_TIMEOUT_MS)

  it('shows the achievement notification at a 3-check streak when notifications are allowed', async () => {
    const page = await openHome({ notifications: 'granted' })
    await checkMyAir(page)
    await page.clock.fastForward('01:00:01')
    await checkMyAir(page)
    expect(await shownTitles(page)).toEqual([])

    await page.clock.fastForward('01:00:01')
    await checkMyAir(page)
    expect(await streak(page)).toBe('3')
    await expect.poll(() => shownTitles(page), { timeout: 10_000 }).toEqual([
      { title: '3-check streak!', body: expect.stringContaining('checked your air 3 times') },
    ])
  }, FLOW_TIMEOUT_MS)

  it('explains first, asks only on "Allow notifications", and keeps "daily check ready" away within an hour of a check', async () => {
    const page = await openHome({ notifications: 'undecided' })
    const offer = page.getByRole('region', { name: 'Notifications on this device?' })
    expect(await offer.count()).toBe(0)
    await checkMyAir(page)
    // The check itself asks nothing: the app explains, and the browser waits for a tap.
    await offer.waitFor()
    expect(await page.evaluate(() => Notification.permission)).toBe('default')
    await offer.getByRole('button', { name: 'Allow notifications' }).click()
    await expect.poll(() => page.evaluate(() => Notification.permission)).toBe('granted')
    await offer.waitFor({ state: 'detached' })
    // Granted seconds after a check: "daily check ready" would announce the check just made.
    await page.clock.runFor(10_000)
    expect(await shownTitles(page)).toEqual([])
  }, FLOW_TIMEOUT_MS)

  it('after a yes more than an hour after the last check, shows "daily check ready" 5 s later', async () => {
    const page = await openHome({ notifications: 'undecided' })
    await checkMyAir(page)
    await page.clock.fastForward('01:00:01')
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.locator('[data-status]').waitFor()
    await page.getByRole('button', { name: 'Allow notifications' }).click()
    await expect.poll(() => page.evaluate(() => Notification.permission)).toBe('granted')
    await page.clock.runFor(5000)
    await expect.poll(() => shownTitles(page), { timeout: 10_000 }).toEqual([
      { title: 'Daily check ready', body: expect.stringContaining('daily air check is ready') },
    ])
    // It followed the grant by 5 s on the page's clock (which also runs on its own meanwhile).
    const { grantedAt, shownAt } = await page.evaluate(() => {
      const w = window as unknown as { __shown: Shown[]; __grantedAt: number }
      return { grantedAt: w.__grantedAt, shownAt: w.__shown[0]?.at ?? 0 }
    })
    expect(shownAt - grantedAt).toBeGreaterThanOrEqual(5000)
  }, FLOW_TIMEOUT_MS)

  it('"Not now" hides the notification card on this device', async () => {
    const page = await openHome({ notifications: 'undecided' })
    await checkMyAir(page)
    const offer = page.getByRole('region', { name: 'Notifications on this device?' })
    await offer.getByRole('button', { name: 'Not now' }).click()
    await offer.waitFor({ state: 'detached' })
    await page.reload({ waitUntil: 'domcontentloaded' })
    await page.locator('[data-status]').waitFor()
    expect(await offer.count()).toBe(0)
    expect(await page.evaluate(() => Notification.permission)).toBe('default')
  }, FLOW_TIMEOUT_MS)
})
