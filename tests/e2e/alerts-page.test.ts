import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { outboxResponseSchema, type OutboxMessage } from '../../src/domain/contracts/auth'
import { axeViolations } from './support/axe'
import { useE2e } from './support/e2e-fixture'

/*
 * /alerts in Chromium against the production build: no Twilio (texts go to the local outbox,
 * read back at /api/dev/outbox), no Stripe (Premium through the demo subscription), and the
 * simulated air-quality provider.
 */

// No service worker: the page is tested online, and its precache would compete for the server.
const e2e = useE2e({ env: { AIR_QUALITY_PROVIDER: 'simulated' }, context: { locale: 'en-US', serviceWorkers: 'block' } })

async function outboxTo(phone: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${e2e.app.url}/api/dev/outbox`)
  expect(response.status).toBe(200)
  return outboxResponseSchema.parse(await response.json()).messages.filter((m) => m.to === phone)
}

/** Texts to `phone` other than sign-in codes: the consent confirmation, test alerts, alerts. */
async function alertTextsTo(phone: string): Promise<OutboxMessage[]> {
  return (await outboxTo(phone)).filter((m) => m.purpose !== 'sign_in_code')
}

/** Polls `read` until it returns something (the outbox is written as the request finishes). */
async function expectEventually<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error('nothing arrived in time')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** /api/login?next=/alerts → /sign-in → the code from the outbox → back on /alerts. */
async function signInToAlerts(page: Page, national: string, e164: string): Promise<void> {
  await page.goto(`${e2e.app.url}/api/login?next=/alerts`)
  await page.waitForURL((url) => url.pathname === '/sign-in')
  await page.getByLabel('Phone number').fill(national)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('6-digit code').waitFor()
  const sent = (await outboxTo(e164)).find((m) => m.purpose === 'sign_in_code')
  const code = sent && /\b(\d{6})\b/.exec(sent.body)?.[1]
  if (!code) throw new Error(`no sign-in code for ${e164} in the outbox`)
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.waitForURL((url) => url.pathname === '/alerts').catch(async (error: unknown) => {
    throw new Error(`not on /alerts after verifying: ${page.url()}\n${await page.locator('body').innerText()}`, { cause: error })
  })
}

/** Premium through the demo subscription (no Stripe configured), then /alerts afresh. */
async function becomePremium(page: Page): Promise<void> {
  const status = await page.evaluate(() =>
    fetch('/api/demo/subscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' } }).then((r) => r.status),
  )
  expect(status).toBe(200)
  await page.goto(`${e2e.app.url}/alerts`)
}

async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  const summary = await axeViolations(page)
  expect(summary, `axe violations on /alerts (${state})`).toEqual([])
}

describe('/alerts', () => {
  it('offers a visitor Premium and a way to sign in, and no settings', async () => {
    const page = await e2e.newPage()
    const unauthorized: string[] = []
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(response.url())
    })
    await page.goto(`${e2e.app.url}/alerts`)
    await page.getByRole('heading', { level: 1, name: 'Alert Settings' }).waitFor()

    const upgrade = page.getByRole('link', { name: 'Upgrade to Premium - $5/month' })
    await upgrade.waitFor()
    expect(await upgrade.getAttribute('href')).toBe('/subscribe')
    expect(await page.getByRole('link', { name: 'Sign in with your phone' }).getAttribute('href')).toBe('/sign-in?next=/alerts')
    expect(await page.getByRole('switch').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Save settings' }).count()).toBe(0)

    // For everyone: the levels, the (empty) log, the terms; Alerts is the current tab.
    await page.getByText('Poor (AQI 4)').waitFor()
    await page.getByText('Very Poor (AQI 5)').waitFor()
    await page.getByText('No alerts sent yet').waitFor()
    expect(await page.getByRole('link', { name: 'SMS alert terms' }).getAttribute('href')).toBe('/pricing#terms')
    expect(await page.getByRole('link', { name: 'Alerts' }).getAttribute('aria-current')).toBe('page')
    // Without a session nothing is asked for, so no 401 shows in the console.
    expect(unauthorized).toEqual([])
    await expectNoAxeViolations(page, 'visitor')

    // The terms and the privacy notice the consent links to are public sections of /pricing.
    await page.getByRole('link', { name: 'SMS alert terms' }).click()
    await page.waitForURL((url) => url.pathname === '/pricing' && url.hash === '#terms')
    await page.getByRole('heading', { name: 'SMS alert terms' }).waitFor()
    await page.getByText('Reply STOP to cancel, HELP for help. Reply START to receive alerts again.').waitFor()
    await page.getByRole('heading', { name: 'Privacy' }).waitFor()
  })

  it('takes a Premium member through consent, settings, a test text and the alert log', async () => {
    const phone = '+12025550143'
    const page = await e2e.newPage()
    await signInToAlerts(page, '(202) 555-0143', phone)

    // Signed in but free: the upsell, no sign-in prompt.
    await page.getByRole('link', { name: 'Upgrade to Premium - $5/month' }).waitFor()
    expect(await page.getByRole('link', { name: 'Sign in with your phone' }).count()).toBe(0)

    await becomePremium(page)
    const phoneBox = page.getByLabel('Phone number')
    await phoneBox.waitFor()
    expect(await phoneBox.inputValue()).toBe('+1 202 555 0143')
    expect(await phoneBox.getAttribute('placeholder')).toBe('(555) 123-4567')
    expect(await page.getByRole('link', { name: 'Upgrade to Premium - $5/month' }).count()).toBe(0)
    await page.getByRole('heading', { name: 'Your places' }).waitFor()
    await page.getByText('0 of 10').waitFor()
    await expectNoAxeViolations(page, 'premium')

    // The switch asks for consent first; 'I agree' records it and switches alerts on.
    const alertsSwitch = page.getByRole('switch', { name: 'Enable SMS Alerts' })
    expect(await alertsSwitch.getAttribute('aria-checked')).toBe('false')
    await alertsSwitch.click()
    const consent = page.getByRole('dialog', { name: 'Turn on SMS alerts' })
    await consent.waitFor()
    await consent.getByText(/Msg (&|and) data rates may apply/i).first().waitFor()
    await consent.getByText(/Reply STOP to (cancel|opt out)/i).first().waitFor()
    expect(await consent.getByRole('link', { name: /SMS terms/ }).getAttribute('href')).toBe('/pricing#terms')
    expect(await consent.getByRole('link', { name: /privacy notice/ }).getAttribute('href')).toBe('/pricing#privacy')
    await expectNoAxeViolations(page, 'consent dialog')
    const textsBefore = (await alertTextsTo(phone)).length
    await consent.getByRole('button', { name: 'I agree' }).click()
    await consent.waitFor({ state: 'hidden' })
    await page.getByText('SMS alerts on', { exact: true }).waitFor()
    expect(await alertsSwitch.getAttribute('aria-checked')).toBe('true')
    // The confirmation text.
    expect((await alertTextsTo(phone)).length).toBe(textsBefore + 1)

    // Settings: a wrong value is explained at its input and nothing is saved.
    const cap = page.getByLabel('Daily limit for all-clears and updates')
    await cap.fill('11')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('The daily limit is 1 to 10 texts').waitFor()
    expect(await cap.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await cap.getAttribute('aria-invalid')).toBe('true')

    await page.getByLabel('A US AQI value').check()
    await page.getByLabel('US AQI', { exact: true }).fill('151')
    await page.getByLabel('Children', { exact: true }).check()
    await page.getByLabel('From').fill('23:00')
    await page.getByLabel('To', { exact: true }).fill('06:30')
    await cap.fill('5')
    await page.getByLabel('Text me when the air is clear again').uncheck()
    // The member's clock (decisions 200, 206): not set yet, this device's zone is offered.
    const zones = page.getByRole('group', { name: 'Your time zone' })
    await zones.getByText('Not set yet').waitFor()
    await zones.getByRole('button', { name: 'Choose a time zone' }).click()
    await zones.getByLabel('Time zone').selectOption('Europe/London')
    await page.getByRole('button', { name: 'Save settings' }).click()
    await page.getByText('Alert settings saved', { exact: true }).waitFor()

    // What was saved is what a reload shows.
    await page.reload()
    await page.getByRole('button', { name: 'Save settings' }).waitFor()
    expect(await page.getByLabel('A US AQI value').isChecked()).toBe(true)
    expect(await page.getByLabel('US AQI', { exact: true }).inputValue()).toBe('151')
    expect(await page.getByLabel('Children', { exact: true }).isChecked()).toBe(true)
    expect(await page.getByLabel('From').inputValue()).toBe('23:00')
    expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('06:30')
    expect(await page.getByLabel('Daily limit for all-clears and updates').inputValue()).toBe('5')
    expect(await page.getByLabel('Text me when the air is clear again').isChecked()).toBe(false)
    await page.getByText('In force now: US AQI 151.').waitFor()
    await page.getByRole('group', { name: 'Your time zone' }).getByText('Texts and quiet hours follow Europe/London.').waitFor()
    expect(await page.getByRole('switch', { name: 'Enable SMS Alerts' }).getAttribute('aria-checked')).toBe('true')

    // docs/product.md §Validation: no number, no test.
    await phoneBox.fill('')
    await page.getByRole('button', { name: 'Test SMS Alert' }).click()
    await page.getByText('Phone Number Required', { exact: true }).waitFor()
    await page.getByText('Please enter your phone number to receive SMS alerts.', { exact: true }).waitFor()

    // The test text: the demo wording (outbox mode), and the text in the outbox.
    await phoneBox.fill('(202) 555-0143')
    await page.route('**/api/demo/test-alert', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    const testsBefore = (await alertTextsTo(phone)).length
    await page.getByRole('button', { name: 'Test SMS Alert' }).click()
    await page.getByRole('button', { name: 'Sending Demo SMS...' }).waitFor()
    await page.getByText('Demo SMS Test Success', { exact: true }).waitFor()
    await page.getByText(/^Demo alert sent to \+1 ?202 ?555 ?0143\. In production, real SMS would be sent via an SMS provider\.$/).waitFor()
    expect((await alertTextsTo(phone)).length).toBe(testsBefore + 1)

    // The alert log lists it.
    const recent = page.getByRole('region', { name: 'Recent Alerts' })
    await recent.getByText(/^Test text: /).waitFor()
    expect(await recent.getByText('No alerts sent yet').count()).toBe(0)
    expect(await recent.locator('.status-pill').first().innerText()).toMatch(/^(Sent|Delivered|Pending)$/)
    await expectNoAxeViolations(page, 'premium, after a test text')
  }, 170_000) // Sign-in, subscription, consent, settings and a text: several function-heavy steps.

  it('watches places from the dashboard and Location Lookup, then renames and removes them on /alerts', async () => {
    const page = await e2e.newPage()
    await signInToAlerts(page, '(202) 555-0166', '+12025550166')
    await becomePremium(page)

    // The dashboard without a shared position reads New York City.
    await page.goto(`${e2e.app.url}/`)
    await page.getByRole('button', { name: 'Watch this place' }).click()
    await page.getByText('Place added', { exact: true }).waitFor()
    await page.getByText('Watched as “New York City”.').waitFor()

    await page.goto(`${e2e.app.url}/location-lookup`)
    await page.getByRole('combobox', { name: 'Search for a city or address' }).pressSequentially('Lon')
    await page.getByRole('option').first().click()
    await page.getByRole('heading', { level: 2, name: 'London' }).waitFor()
    await page.getByRole('button', { name: 'Watch this place' }).click()
    await page.getByText('Place added', { exact: true }).waitFor()
    await page.getByText('Watched as “London”.').waitFor()

    await page.goto(`${e2e.app.url}/alerts`)
    const places = page.getByRole('region', { name: 'Your places' })
    await places.getByText('London', { exact: true }).waitFor()
    await places.getByText('New York City', { exact: true }).waitFor()
    await places.getByText('2 of 10').waitFor()

    await places.getByRole('button', { name: 'Rename London' }).click()
    await places.getByLabel('New name for London').fill('Grandma')
    await places.getByRole('button', { name: 'Save' }).click()
    await places.getByText('Grandma', { exact: true }).waitFor()
    expect(await places.getByRole('button', { name: 'Rename Grandma' }).evaluate((el) => el === document.activeElement)).toBe(true)

    await places.getByRole('button', { name: 'Remove Grandma' }).click()
    await page.getByText('Place removed', { exact: true }).waitFor()
    await places.getByText('1 of 10').waitFor()
    await places.getByRole('button', { name: 'Remove New York City' }).click()
    await places.getByText(/^No places yet/).waitFor()
    await places.getByText('0 of 10').waitFor()

    // Add place on /alerts itself (issue 25 item 4): a typed name, then a search suggestion.
    await places.getByRole('button', { name: 'Add place' }).click()
    await places.getByLabel(/^Name/).fill('Grandma')
    await places.getByRole('combobox', { name: 'Search for a city or address' }).pressSequentially('Lon')
    await places.getByRole('option').first().click()
    await page.getByText('Place added', { exact: true }).waitFor()
    await places.getByText('Grandma', { exact: true }).waitFor()
    await places.getByText('Near London').waitFor()
    await places.getByText('1 of 10').waitFor()
    // No coordinates in the list.
    expect(await places.innerText()).not.toMatch(/-?\d+\.\d{2,}/)
  }, 170_000)

  it('moves a Premium account to a new number with a one-time code; alerts wait for consent at the new number', async () => {
    const page = await e2e.newPage()
    await signInToAlerts(page, '(202) 555-0177', '+12025550177')
    await becomePremium(page)
    const phoneBox = page.getByLabel('Phone number')
    await phoneBox.waitFor()

    // Another number: verify it with a code texted to it (here: the outbox).
    await phoneBox.fill('(202) 555-0178')
    await page.getByText(/Verify \+1 202 555 0178 with a one-time code to move your account to it/).waitFor()
    await page.getByRole('button', { name: 'Verify this number' }).click()
    const sent = await expectEventually(async () => (await outboxTo('+12025550178')).find((m) => m.purpose === 'sign_in_code'))
    const code = /code is (\d{6})/.exec(sent.body)?.[1] ?? ''
    await page.getByLabel('6-digit code').fill(code)
    await page.getByRole('button', { name: 'Verify', exact: true }).click()
    await page.getByText('Phone number changed', { exact: true }).waitFor()
    await page.getByText('Verified. Alerts and test texts go to this number only.').waitFor()
    expect(await phoneBox.inputValue()).toBe('+1 202 555 0178')

    // Still Premium, and the switch is off until the person agrees to texts at this number.
    const alertsSwitch = page.getByRole('switch', { name: 'Enable SMS Alerts' })
    expect(await alertsSwitch.getAttribute('aria-checked')).toBe('false')
    await alertsSwitch.click()
    await page.getByRole('dialog', { name: 'Turn on SMS alerts' }).waitFor()
    const user = await page.evaluate(() => fetch('/api/auth/user').then((r) => r.json() as Promise<{ phoneNumber: string; isPremium: boolean }>))
    expect(user).toMatchObject({ phoneNumber: '+12025550178', isPremium: true })
  }, 170_000)
})
