import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContextOptions, Page } from 'playwright-core'
import { emailOutboxResponseSchema } from '../../src/domain/contracts/email'
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp'
import { startApp, type AppServer } from './support/app-server'
import { axeViolations } from './support/axe'
import { useE2e } from './support/e2e-fixture'

/*
 * /screenshots and /test-welcome-email in Chromium against the production build: the
 * simulated air-quality provider (offline) and, for e-mail, the local outbox or a fake
 * SMTP server on 127.0.0.1.
 */

// Each group below starts its own app (local outbox, or a fake SMTP server); the browser is shared.
const e2e = useE2e()

async function open(app: AppServer, path: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await e2e.newPage(options)
  await page.goto(`${app.url}${path}`)
  return page
}

/** Waits for the toast with this title and description (Radix also mirrors it in a live region). */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = page.locator('.toast').filter({ has: page.locator('.toast__title', { hasText: title }) })
  await toast.locator('.toast__description', { hasText: description }).waitFor()
}

/** Starting the app and building its functions; minutes on a machine busy with other builds. */
const WARM_UP_MS = 300_000

/**
 * The first call of each function makes the local Netlify runtime build it, which can take
 * long on a busy machine; calls without side effects do it before the tests' clocks start.
 */
async function warmUp(app: AppServer): Promise<void> {
  await Promise.all(
    ['/api/get-screenshots-html', '/api/dev/email-outbox', '/api/user/send-welcome-email'].map((path) => fetch(`${app.url}${path}`)),
  )
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([])
}

describe('local mode (simulated data, e-mail outbox)', () => {
  let app: AppServer
  beforeAll(async () => {
    app = await startApp({ AIR_QUALITY_PROVIDER: 'simulated' })
    await warmUp(app)
  }, WARM_UP_MS)
  afterAll(async () => {
    await app?.stop()
  })

  const openScreenshots = async (options: BrowserContextOptions = {}, init?: string) => {
    const context = await e2e.newContext(options)
    if (init) await context.addInitScript(init)
    const page = await context.newPage()
    await page.goto(`${app.url}/screenshots`)
    await page.getByRole('heading', { level: 1, name: 'Store Screenshots' }).waitFor()
    await page.getByText('Data: Simulated data').waitFor()
    return page
  }

  it('/screenshots downloads the generated HTML file', async () => {
    const page = await openScreenshots()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download HTML' }).click()])
    expect(download.suggestedFilename()).toBe('airahead-store-screenshots.html')
    const html = await readFile(await download.path(), 'utf8')
    expect(html.match(/<section class="shot"/g)).toHaveLength(4)
    expect(html.match(/<span class="badge">Simulated data<\/span>/g)).toHaveLength(4)
    await expectNoAxeViolations(page)
  })

  it('/screenshots copies the HTML, with a notice for about 2 s', async () => {
    const page = await openScreenshots({ permissions: ['clipboard-read', 'clipboard-write'] })
    const notice = page.getByText('Copied! Paste it into a new .html file.')
    await page.getByRole('button', { name: 'Copy HTML' }).click()
    await notice.waitFor()
    const shownAt = Date.now()
    await notice.waitFor({ state: 'detached', timeout: 5000 })
    const shownMs = Date.now() - shownAt
    expect(shownMs).toBeGreaterThan(1500)
    expect(shownMs).toBeLessThan(3500)
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(copied).toMatch(/^<!doctype html>/)
    expect(copied.match(/<section class="shot"/g)).toHaveLength(4)
  })

  it('/screenshots alerts when the copy fails (docs/product.md §Messages)', async () => {
    const page = await openScreenshots({}, `navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))`)
    // Handled as it opens: an open alert blocks the page, and with it the click that caused it.
    const alerts: Array<[string, string]> = []
    page.on('dialog', (dialog) => {
      alerts.push([dialog.type(), dialog.message()])
      void dialog.accept()
    })
    await page.getByRole('button', { name: 'Copy HTML' }).click()
    await expect.poll(() => alerts).toEqual([['alert', 'Copy failed. Try the download method instead.']])
    expect(await page.getByText('Copied!').count()).toBe(0)
  })

  it('/screenshots opens the page in a new tab, styled under its own CSP', async () => {
    const page = await openScreenshots()
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /Open in New Tab/ }).click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/api/get-screenshots-html')
    expect(await tab.locator('section.shot').count()).toBe(4)
    const size = await tab.locator('section.shot').first().evaluate((el) => [el.clientWidth, el.clientHeight])
    expect(size).toEqual([1080, 1920])
  })

  it('/screenshots opens the file in a new tab when the download cannot start (docs/product.md §Messages)', async () => {
    const page = await openScreenshots({}, `URL.createObjectURL = () => { throw new Error('blocked') }`)
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Download HTML' }).click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/api/get-screenshots-html')
  })

  it('/test-welcome-email stores the e-mail in the outbox and says so truthfully', async () => {
    const page = await open(app, '/test-welcome-email')
    await page.getByRole('heading', { level: 1, name: 'Test Welcome Email' }).waitFor()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Send Test Welcome Email' }).click()
    await expectToast(page, 'Success!', 'Welcome email stored in the local outbox (no SMTP server is configured, so nothing was sent)')
    await page.getByRole('link', { name: /View the outbox/ }).waitFor()
    const outbox = emailOutboxResponseSchema.parse(await (await page.request.get(`${app.url}/api/dev/email-outbox`)).json())
    expect(outbox.messages).toHaveLength(1)
    expect(outbox.messages[0]).toMatchObject({ to: 'team@airahead.example', subject: 'Welcome to AirAhead', purpose: 'welcome' })
  })

  it("/test-welcome-email says 'Network error occurred' when the server cannot be reached", async () => {
    const page = await open(app, '/test-welcome-email')
    await page.context().route('**/api/user/send-welcome-email', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Send Test Welcome Email' }).click()
    await expectToast(page, 'Error', 'Network error occurred')
  })
})

describe('SMTP configured (fake SMTP server)', () => {
  let app: AppServer
  let smtp: FakeSmtp
  beforeAll(async () => {
    smtp = await startFakeSmtp()
    app = await startApp({ AIR_QUALITY_PROVIDER: 'simulated', SMTP_URL: smtp.url, EMAIL_FROM: 'AirAhead <hello@airahead.example>', UPSTREAM_TIMEOUT_MS: '1500' })
    await warmUp(app)
  }, WARM_UP_MS)
  afterAll(async () => {
    await app?.stop()
    await smtp?.close()
  })

  it("/test-welcome-email sends through SMTP: 'Success!' / 'Welcome email sent successfully'", async () => {
    smtp.setMode('accept')
    const page = await open(app, '/test-welcome-email')
    await page.getByRole('button', { name: 'Send Test Welcome Email' }).click()
    await expectToast(page, 'Success!', 'Welcome email sent successfully')
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]?.header('subject')).toBe('Welcome to AirAhead')
    expect(smtp.received[0]?.to).toEqual(['hello@airahead.example'])
    expect((await page.request.get(`${app.url}/api/dev/email-outbox`)).status()).toBe(404)
  })

  it("/test-welcome-email shows the server's message when SMTP refuses", async () => {
    smtp.setMode('reject-recipient')
    const page = await open(app, '/test-welcome-email')
    await page.getByRole('button', { name: 'Send Test Welcome Email' }).click()
    await expectToast(page, 'Error', 'The welcome email could not be sent: The SMTP server refused the message (reply 550).')
  })
})
