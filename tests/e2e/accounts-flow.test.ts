import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { outboxResponseSchema } from '../../src/domain/contracts/auth'
import { useE2e } from './support/e2e-fixture'

// No STRIPE_* variables: payments run in demo mode, texts go to the local outbox.
const e2e = useE2e({ env: { AIR_QUALITY_PROVIDER: 'simulated' }, context: { locale: 'en-US' } })

/** The newest sign-in code texted to `phone` (E.164), read from GET /api/dev/outbox. */
async function codeSentTo(phone: string): Promise<string> {
  const response = await fetch(`${e2e.app.url}/api/dev/outbox`)
  expect(response.status).toBe(200)
  const { messages } = outboxResponseSchema.parse(await response.json())
  const message = messages.find((m) => m.to === phone && m.purpose === 'sign_in_code')
  const code = message && /\b(\d{6})\b/.exec(message.body)?.[1]
  if (!code) throw new Error(`no sign-in code for ${phone} in the outbox: ${JSON.stringify(messages)}`)
  return code
}

/** On /sign-in: a US number typed the way people type it, then the code from the outbox. */
async function signIn(page: Page, national: string, e164: string): Promise<void> {
  await page.getByLabel('Phone number').fill(national)
  await page.getByText(`We will text a code to`).waitFor()
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('6-digit code').waitFor()
  // The resend waits 60 s after each code.
  const resend = page.getByRole('button', { name: /^Resend code in \d+ s$/ })
  await resend.waitFor()
  expect(await resend.isDisabled()).toBe(true)
  await page.getByLabel('6-digit code').fill(await codeSentTo(e164))
  await page.getByRole('button', { name: 'Verify' }).click()
}

async function openAccount(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).click()
  const account = page.getByRole('region', { name: 'Account' })
  await account.waitFor()
  return account
}

describe('accounts: pricing → sign-in → demo subscription', () => {
  it('takes a visitor from the pricing page to premium, and the dashboard then shows 5 days', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.app.url}/pricing`)

    // A visitor: both sign-up buttons point at the server's sign-in (spec §6).
    const signUp = page.getByRole('link', { name: 'Sign Up Free' })
    await signUp.waitFor()
    expect(await signUp.getAttribute('href')).toBe('/api/login')
    const trial = page.getByRole('link', { name: 'Start Premium Trial' }).first()
    expect(await trial.getAttribute('href')).toBe('/api/login?next=/subscribe')
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).count()).toBe(0)

    // /api/login → /sign-in?next=/subscribe → phone → code from the outbox → /subscribe.
    await trial.click()
    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('next') === '/subscribe')
    await signIn(page, '(202) 555-0143', '+12025550143')
    await page.waitForURL((url) => url.pathname === '/subscribe')

    // Signed in, /pricing has the other buttons.
    await page.goto(`${e2e.app.url}/pricing`)
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor()
    expect(await page.getByRole('link', { name: 'Upgrade to Premium' }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('link', { name: 'Sign Up Free' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Start Premium Trial' }).count()).toBe(0)

    // Demo subscription: busy text, the spec's toast, then after 2 s (spec §4, §9) the alert
    // setup rather than / (issue 15, decision 170).
    await page.getByRole('link', { name: 'Upgrade to Premium' }).first().click()
    await page.waitForURL((url) => url.pathname === '/subscribe')
    await page.route('**/api/demo/subscribe', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    // Timed inside the page: when the demo call answered, and when the router pushed /.
    await page.evaluate(() => {
      const marks = window as unknown as { subscribedAt?: number; arrivedAt?: number }
      const originalFetch = window.fetch
      window.fetch = async (...args) => {
        const response = await originalFetch(...args)
        if (String(args[0]).includes('/api/demo/subscribe')) marks.subscribedAt = performance.now()
        return response
      }
      const originalPush = window.history.pushState.bind(window.history)
      window.history.pushState = (...args) => {
        originalPush(...args)
        if (window.location.pathname === '/setup') marks.arrivedAt ??= performance.now()
      }
    })
    await page.getByRole('button', { name: 'Start Protection Now - $5/month' }).click()
    await page.getByRole('button', { name: 'Setting up protection...' }).waitFor()
    await page.getByText('Demo Subscription Activated!', { exact: true }).waitFor()
    await page
      .getByText('Demo premium features are now enabled. In production, this would process real payments via a card payment provider.', { exact: true })
      .waitFor()
    await page.waitForURL((url) => url.pathname === '/setup', { timeout: 10_000 })
    const waitedMs = await page.evaluate(() => {
      const { subscribedAt, arrivedAt } = window as unknown as { subscribedAt?: number; arrivedAt?: number }
      return subscribedAt === undefined || arrivedAt === undefined ? null : arrivedAt - subscribedAt
    })
    expect(waitedMs).toBeGreaterThanOrEqual(2000)
    await page.getByRole('link', { name: 'Skip for now' }).click()
    await page.waitForURL((url) => url.pathname === '/')

    // Premium: the daily forecast has 5 days.
    await page.getByRole('heading', { name: '5-day forecast' }).waitFor()
    const days = page.locator('section[aria-labelledby="daily-heading"] ol.days > li')
    await days.nth(4).waitFor()
    expect(await days.count()).toBe(5)

    // The account sheet says so.
    const account = await openAccount(page)
    await account.getByText('+12025550143').waitFor()
    await account.getByText('Premium', { exact: true }).waitFor()
    await account.getByText('Granted in demo mode: no payment was taken.').waitFor()
    expect(await account.getByRole('button', { name: 'Manage billing' }).count()).toBe(0)

    // The feedback button is premium only (spec §6), on the home screen.
    await page.goto(`${e2e.app.url}/home`)
    await page.getByRole('button', { name: 'Send Feedback' }).waitFor()
  }, 150_000) // One long journey through five pages and two function-heavy flows.

  it('shows a visitor "Sign in" in the settings sheet, and signs out', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.app.url}/`)
    const visitor = await openAccount(page)
    expect(await visitor.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login')

    await page.goto(`${e2e.app.url}/api/login?next=/`)
    await page.waitForURL((url) => url.pathname === '/sign-in')
    await signIn(page, '202-555-0188', '+12025550188')
    await page.waitForURL((url) => url.pathname === '/')
    const account = await openAccount(page)
    await account.getByText('+12025550188').waitFor()
    await account.getByText('Free', { exact: true }).waitFor()
    await account.getByRole('button', { name: 'Sign out' }).click()
    await page.getByText('Signed out', { exact: true }).waitFor()
    await account.getByRole('link', { name: 'Sign in' }).waitFor()
    expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401)
  })

  it('deletes an account only after a second, explicit step', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.app.url}/api/login?next=/`)
    await page.waitForURL((url) => url.pathname === '/sign-in')
    await signIn(page, '202-555-0177', '+12025550177')
    await page.waitForURL((url) => url.pathname === '/')
    const account = await openAccount(page)
    await account.getByRole('button', { name: 'Delete account' }).click()
    await account.getByText('Delete your account?').waitFor()
    await account.getByRole('button', { name: 'Cancel' }).click()
    expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(200)
    await account.getByRole('button', { name: 'Delete account' }).click()
    await account.getByRole('button', { name: 'Delete permanently' }).click()
    await page.getByText('Account deleted', { exact: true }).waitFor()
    await account.getByRole('link', { name: 'Sign in' }).waitFor()
    expect(await page.evaluate(() => fetch('/api/auth/user').then((r) => r.status))).toBe(401)
  })
})
