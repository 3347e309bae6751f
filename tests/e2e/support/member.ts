import type { Page } from 'playwright-core'
import { outboxResponseSchema } from '../../../src/domain/contracts/auth'

/** The phone the e2e files sign in with (a US test number; the outbox keeps its code). */
export const PREMIUM_PHONE = { national: '(202) 555-0191', e164: '+12025550191' }
/** A second member's phone: a file that signs in twice within a minute would meet the resend limit (60 s per phone). */
export const SECOND_PHONE = { national: '(202) 555-0192', e164: '+12025550192' }

type TestPhone = typeof PREMIUM_PHONE

/** /api/login?next=… → /sign-in → the code from the local outbox → back on `next`. */
export async function signIn(page: Page, appUrl: string, next: string, phone: TestPhone = PREMIUM_PHONE): Promise<void> {
  await page.goto(`${appUrl}/api/login?next=${encodeURIComponent(next)}`)
  await page.waitForURL((url) => url.pathname === '/sign-in')
  await page.getByLabel('Phone number').fill(phone.national)
  await page.getByRole('button', { name: 'Send code' }).click()
  await page.getByLabel('6-digit code').waitFor()
  const response = await fetch(`${appUrl}/api/dev/outbox`)
  const { messages } = outboxResponseSchema.parse(await response.json())
  const sent = messages.find((m) => m.to === phone.e164 && m.purpose === 'sign_in_code')
  const code = sent && /\b(\d{6})\b/.exec(sent.body)?.[1]
  if (!code) throw new Error(`no sign-in code for ${phone.e164} in the outbox`)
  await page.getByLabel('6-digit code').fill(code)
  await page.getByRole('button', { name: 'Verify' }).click()
  await page.waitForURL((url) => url.pathname === next)
}

/** Signs in and takes Premium through the demo subscription (no Stripe in local mode). */
export async function signInAsPremium(page: Page, appUrl: string, next: string, phone: TestPhone = PREMIUM_PHONE): Promise<void> {
  await signIn(page, appUrl, next, phone)
  const status = await page.evaluate(() =>
    fetch('/api/demo/subscribe', { method: 'POST', headers: { 'Content-Type': 'application/json' } }).then((r) => r.status),
  )
  if (status !== 200) throw new Error(`the demo subscription answered ${status}`)
}

/** What a page shows while it waits for data. */
export const LOADING = '.skeleton, .spinner, .page-spinner, [aria-busy="true"]'

/*
 * The page loaded and no loading state for two looks in a row (a query can start after
 * another ends). Not 'networkidle': Chromium counts a response whose body the page never
 * reads (apiGet's 401 → null on /history for a visitor) as in flight for good.
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  for (let quiet = 0; quiet < 2; ) {
    await page.waitForFunction((selector) => document.querySelector(selector) === null, LOADING)
    await page.waitForTimeout(300)
    quiet = (await page.locator(LOADING).count()) === 0 ? quiet + 1 : 0
  }
}
