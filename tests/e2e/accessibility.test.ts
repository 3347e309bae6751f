import type { AxeBuilder } from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowserContext, Page } from 'playwright-core'
import { runAxe } from './support/axe'
import { PHONE_VIEWPORT, useE2e } from './support/e2e-fixture'
import { signInAsPremium, waitUntilSettled } from './support/member'
import { ROUTER_ROUTES, UNKNOWN_PATH } from './support/routes'

/*
 * axe-core on every route the app defines (read from the router) and the 404 page, as a
 * visitor and as a signed-in Premium member, in the light and the dark theme (the system's
 * prefers-color-scheme, decision 180), each once its content has settled: the page's h1 is
 * shown and no skeleton, spinner or busy region is left. One line per route and state is
 * printed (`axe: route=… state=… violations=… passes=…`) so the counts can be quoted.
 */

/** The h1 each route of the router shows; a route missing here fails the file at load. */
const H1_BY_ROUTE: Record<string, string | RegExp> = {
  '/': 'AirAhead',
  '/home': 'AirAhead',
  '/landing': 'AirAhead',
  '/map': 'Air Quality Map',
  '/history': 'Air Quality History',
  '/alerts': 'Alert Settings',
  '/subscribe': 'A text about 2 hours before the air turns bad',
  '/pricing': 'Plans and pricing',
  '/air-quality-guide': 'Air Quality Guide',
  '/location-lookup': /^Location Lookup/,
  '/mobile-test': 'Mobile Mock-up',
  '/weekly-report': 'Weekly Report',
  '/accuracy': 'Forecast Accuracy',
  '/location-comparison': 'How Your Air Compares',
  '/screenshots': 'Store Screenshots',
  '/test-welcome-email': 'Test Welcome Email',
  '/sign-in': 'Sign in with your phone',
  '/setup': 'Set up your alerts',
  [UNKNOWN_PATH]: 'Page Not Found',
}

/** What a Premium member's /subscribe shows as its h1 instead of the offer. */
const MEMBER_SUBSCRIBE_H1 = 'Premium is on for this account'

/** Every route of the router with the h1 it shows, and a path no route matches. */
const ROUTES = [...ROUTER_ROUTES, UNKNOWN_PATH].map((path) => {
  const h1 = H1_BY_ROUTE[path]
  if (h1 === undefined) throw new Error(`${path} is a route of the router: add the h1 it shows to H1_BY_ROUTE`)
  return { path, h1 }
})

const e2e = useE2e({ env: { AIR_QUALITY_PROVIDER: 'simulated' }, warmUp })

/**
 * The local server builds each function on its first call, which can take long on a busy
 * machine; one request to every file and read-only endpoint the pages use waits that out.
 */
async function warmUp(url: string): Promise<void> {
  const html = await (await fetch(`${url}/`)).text()
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1])
  const endpoints = [
    '/api/auth/user',
    '/api/health',
    '/api/air-quality/current?latitude=40.71&longitude=-74.01',
    '/api/air-quality/forecast?latitude=40.71&longitude=-74.01',
    '/api/air-quality/regional?latitude=40.71&longitude=-74.01',
    '/api/demo/alerts',
    '/api/get-screenshots-html',
  ]
  for (const path of [...files, ...endpoints]) await (await fetch(`${url}${path}`)).arrayBuffer()
}

const SCHEMES = ['light', 'dark'] as const
/** Every route in each theme; the page emulates the theme (prefers-color-scheme) before it loads. */
const ROUTES_IN_EACH_SCHEME = SCHEMES.flatMap((scheme) => ROUTES.map((route) => ({ ...route, scheme })))

/** A context kept across a group's tests (the fixture's own contexts last one test). */
async function groupContext(): Promise<BrowserContext> {
  // No service worker: its precache would compete with the pages for the server.
  return e2e.browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'en-US', serviceWorkers: 'block' })
}

/** The route's h1, then no loading state for two looks in a row (a query can start after another ends). */
async function openSettled(page: Page, path: string, h1: string | RegExp): Promise<void> {
  await page.goto(`${e2e.app.url}${path}`)
  await page.getByRole('heading', { level: 1, name: h1 }).waitFor()
  await waitUntilSettled(page)
}

/** One violation per paragraph: rule, impact, what it means, and each element with axe's explanation. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) =>
      [
        `${v.id} (${v.impact ?? 'no impact'}): ${v.help} — ${v.helpUrl}`,
        ...v.nodes.map((n) => `  at ${n.target.join(' ')}\n    ${n.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`),
      ].join('\n'),
    )
    .join('\n\n')
}

async function expectNoAxeViolations(page: Page, route: string, state: string): Promise<void> {
  const results = await runAxe(page)
  console.log(`axe: route=${route} state=${state} violations=${results.violations.length} passes=${results.passes.length}`)
  expect(results.violations.length, `axe violations on ${route} (${state}):\n${describeViolations(results.violations)}`).toBe(0)
}

describe('axe-core: every route, as a visitor', () => {
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    context = await groupContext()
    page = await context.newPage()
  })
  afterAll(async () => {
    await context?.close()
  })

  it.each(ROUTES_IN_EACH_SCHEME)('$path, $scheme', async ({ path, h1, scheme }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await openSettled(page, path, h1)
    await expectNoAxeViolations(page, path, `visitor, ${scheme}`)
  })

  it('/ with the settings sheet open', async () => {
    await page.emulateMedia({ colorScheme: 'light' })
    await openSettled(page, '/', 'AirAhead')
    await page.getByRole('button', { name: 'Settings' }).click()
    await page.getByRole('region', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).waitFor()
    await waitUntilSettled(page)
    await expectNoAxeViolations(page, '/', 'visitor, settings open')
  })

  it('/home after Check My Air, with the detailed report open, dark', async () => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await openSettled(page, '/home', 'AirAhead')
    await page.getByRole('button', { name: 'Check My Air' }).click()
    await page.getByRole('button', { name: 'View Detailed Report' }).click()
    await page.getByRole('dialog', { name: 'Detailed report' }).waitFor()
    await waitUntilSettled(page)
    await expectNoAxeViolations(page, '/home', 'visitor, dark, detailed report open')
  })
})

describe('axe-core: every route, as a Premium member', () => {
  let context: BrowserContext
  let page: Page

  beforeAll(async () => {
    context = await groupContext()
    page = await context.newPage()
    // No Stripe configured: Premium through the demo subscription.
    await signInAsPremium(page, e2e.app.url, '/alerts')
  }, 180_000)
  afterAll(async () => {
    await context?.close()
  })

  it.each(ROUTES_IN_EACH_SCHEME)('$path, $scheme', async ({ path, h1, scheme }) => {
    await page.emulateMedia({ colorScheme: scheme })
    // A member's /subscribe shows their plan first, once the page knows who they are (decision 051).
    await openSettled(page, path, path === '/subscribe' ? MEMBER_SUBSCRIBE_H1 : h1)
    await expectNoAxeViolations(page, path, `premium, ${scheme}`)
  })

  it('/alerts shows the Premium settings', async () => {
    await openSettled(page, '/alerts', 'Alert Settings')
    await page.getByRole('switch', { name: 'Enable SMS Alerts' }).waitFor()
    expect(await page.getByRole('link', { name: 'Upgrade to Premium - $5/month' }).count()).toBe(0)
  })

  it('/home with the feedback dialog open, dark', async () => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await openSettled(page, '/home', 'AirAhead')
    await page.getByRole('button', { name: 'Send Feedback' }).click()
    await page.getByRole('dialog', { name: 'Send Feedback' }).waitFor()
    await waitUntilSettled(page)
    await expectNoAxeViolations(page, '/home', 'premium, dark, feedback open')
  })
})
