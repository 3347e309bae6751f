import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useE2e } from './support/e2e-fixture'

// How a first load is put together (docs/decisions/012): index.html's boot shell paints
// first, the app runs after that paint, and the current page's chunk downloads alongside
// the app instead of after it (scripts/vite-preload-plugin.ts, src/lib/route-preload.ts).

const e2e = useE2e({ env: { AIR_QUALITY_PROVIDER: 'simulated' }, context: { serviceWorkers: 'block' } })

/** The modulepreload links in the page's head, as paths. */
function preloads(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname))
}

describe('first load', () => {
  it('paints the boot shell before the app replaces it', async () => {
    const page = await e2e.newPage()
    // Notes, when the app first replaces the boot shell, whether the shell had been painted.
    await page.addInitScript(() => {
      const state = window as unknown as { shellPaintedFirst?: boolean }
      new MutationObserver((_, observer) => {
        if (document.querySelector('#root') && !document.querySelector('#root > .boot')) {
          state.shellPaintedFirst = performance.getEntriesByName('first-contentful-paint').length > 0
          observer.disconnect()
        }
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto(`${e2e.app.url}/air-quality-guide`)
    await page.getByRole('heading', { level: 1, name: 'Air Quality Guide' }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { shellPaintedFirst?: boolean }).shellPaintedFirst)).toBe(true)
  })

  it("preloads the page's own chunk with the app, matching paths as the router does", async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.app.url}/`)
    const base = await preloads(page)
    expect(base.some((path) => /^\/assets\/app-[\w-]+\.js$/.test(path))).toBe(true)
    expect(base.some((path) => /^\/assets\/(alerts|not-found)-[\w-]+\.js$/.test(path))).toBe(false)

    for (const path of ['/alerts', '/Alerts/']) {
      await page.goto(`${e2e.app.url}${path}`)
      const own = (await preloads(page)).filter((file) => !base.includes(file))
      expect(own.some((file) => /^\/assets\/alerts-[\w-]+\.js$/.test(file)), path).toBe(true)
      await page.getByRole('heading', { level: 1, name: 'Alert Settings' }).waitFor()
    }

    await page.goto(`${e2e.app.url}/no-such-page`)
    expect((await preloads(page)).some((file) => /^\/assets\/not-found-[\w-]+\.js$/.test(file))).toBe(true)
  })

  it('keeps the app and React DOM out of the entry: only low-priority preloads, never awaited before the first paint', async () => {
    const page = await e2e.newPage()
    await page.goto(`${e2e.app.url}/home`)
    // A module the entry shares with the app joins the app chunk (decision 196): the entry
    // then imports it, and Vite adds a normal-priority preload the boot shell's paint waits for.
    const priorities = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
        .filter((link) => /\/assets\/(app|react-dom)-[\w-]+\.js$/.test(link.href))
        .map((link) => link.getAttribute('fetchpriority')),
    )
    expect(priorities).toEqual(['low', 'low'])
  })
})
