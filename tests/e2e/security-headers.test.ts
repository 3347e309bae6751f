import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Browser, Page } from 'playwright-core'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startApp, type AppServer } from './support/app-server'
import { launchBrowser } from './support/browser'
import { ROUTER_ROUTES } from './support/routes'

// Headers as `npm start` serves them: netlify.toml's [[headers]] for files, the functions'
// own for /api (docs/decisions/090-security-headers.md).

let app: AppServer
let browser: Browser

beforeAll(async () => {
  app = await startApp({ AIR_QUALITY_PROVIDER: 'simulated' })
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

/** `default-src 'self'; script-src 'self'` → { 'default-src': ["'self'"], … } */
function directives(csp: string | null): Record<string, string[]> {
  const entries = (csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((parts) => parts[0])
  return Object.fromEntries(entries.map(([name, ...values]) => [name, values]))
}

async function headersOf(path: string): Promise<Headers> {
  const res = await fetch(`${app.url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } })
  await res.arrayBuffer()
  expect(res.status, path).toBe(200)
  // Printed for the closing note: each header as the running app serves it.
  for (const name of ['content-security-policy', 'cache-control', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy']) {
    console.log(`headers: path=${path} ${name}: ${res.headers.get(name)}`)
  }
  return res.headers
}

const STATIC_SECURITY = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
}

function expectAppPolicy(headers: Headers, path: string): void {
  for (const [name, value] of Object.entries(STATIC_SECURITY)) expect(headers.get(name), `${path} ${name}`).toBe(value)
  const csp = directives(headers.get('content-security-policy'))
  expect(csp['script-src'], path).toEqual(["'self'"])
  expect(csp['default-src'], path).toEqual(["'self'"])
  expect(csp['connect-src'], path).toEqual(["'self'"])
  expect(csp['object-src'], path).toEqual(["'none'"])
  expect(csp['base-uri'], path).toEqual(["'none'"])
  expect(csp['frame-ancestors'], path).toEqual(["'none'"])
  const permissions = (headers.get('permissions-policy') ?? '').split(',').map((p) => p.trim())
  expect(permissions, path).toContain('geolocation=(self)')
  expect(permissions.filter((p) => !p.endsWith('=()')), path).toEqual(['geolocation=(self)'])
}

describe('security headers', () => {
  it('sends the policy and no-cache with the HTML, at / and at a deep route', async () => {
    for (const path of ['/', '/alerts']) {
      const headers = await headersOf(path)
      expectAppPolicy(headers, path)
      expect(headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  it('caches hashed assets for a year, immutable', async () => {
    const html = await (await fetch(`${app.url}/`)).text()
    const entry = /<script[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/)
    const headers = await headersOf(entry ?? '')
    expectAppPolicy(headers, 'asset')
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('revalidates the service worker, the scripts it imports and the manifest', async () => {
    const sw = await (await fetch(`${app.url}/sw.js`)).text()
    const workbox = /"\.\/(workbox-[\w-]+)"/.exec(sw)?.[1]
    expect(workbox).toBeDefined()
    for (const path of ['/sw.js', `/${workbox}.js`, '/sw-notifications.js', '/manifest.webmanifest']) {
      const headers = await headersOf(path)
      expectAppPolicy(headers, path)
      expect(headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  it('sends a policy that loads and runs nothing with API answers, errors included', async () => {
    for (const path of ['/api/air-quality/current?lat=40.71&lon=-74.01', '/api/health']) {
      const headers = await headersOf(path)
      for (const [name, value] of Object.entries(STATIC_SECURITY)) expect(headers.get(name), `${path} ${name}`).toBe(value)
      expect(directives(headers.get('content-security-policy'))['default-src'], path).toEqual(["'none'"])
      expect(directives(headers.get('content-security-policy'))['frame-ancestors'], path).toEqual(["'none'"])
    }
    const refused = await fetch(`${app.url}/api/air-quality/current`)
    expect(refused.headers.get('strict-transport-security')).toBe(STATIC_SECURITY['strict-transport-security'])
    expect(refused.status).toBe(400)
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff')
    expect(directives(refused.headers.get('content-security-policy'))['default-src']).toEqual(["'none'"])
  })

  it('answers an unknown /api path as a deploy does: 404 with the JSON file netlify.toml names, and its headers', async () => {
    // On a deploy the [[redirects]] rule serves this file with status 404, and the CDN adds the
    // [[headers]] of "/*" (docs/decisions/122-unknown-api-paths.md).
    const toml = readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8')
    expect(toml).toMatch(/\[\[redirects\]\]\s+from = "\/api\/\*"\s+to = "\/errors\/api-not-found\.json"\s+status = 404/)
    const file = await fetch(`${app.url}/errors/api-not-found.json`)
    const fileBody: unknown = await file.json()
    expect(problemSchema.parse(fileBody).error).toBe('not_found')

    for (const [method, path] of [['GET', '/api/no-such-endpoint'], ['GET', '/api/air-quality/nowhere?lat=1&lon=2'], ['POST', '/api/auth/nope']] as const) {
      const res = await fetch(`${app.url}${path}`, { method, headers: { 'accept-encoding': 'br, gzip' } })
      expect(res.status, path).toBe(404)
      expect(await res.json(), path).toEqual(fileBody)
      for (const name of ['content-type', 'cache-control', 'content-security-policy', 'permissions-policy', 'cross-origin-opener-policy']) {
        expect(res.headers.get(name), `${path} ${name}`).toBe(file.headers.get(name))
      }
      expectAppPolicy(res.headers, path)
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/)
    }
  })
})

/** Records every CSP violation the page reports, before any of its scripts runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  return violations
}

describe('the policy in Chromium', () => {
  it('breaks no page of the app, and the service worker still takes control', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    try {
      const page = await context.newPage()
      const violations = await watchViolations(page)
      await page.goto(`${app.url}/`)
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })
      await page.getByText('Simulated data').first().waitFor()
      for (const route of [...ROUTER_ROUTES.filter((route) => route !== '/'), '/no/such/page']) {
        await page.goto(`${app.url}${route}`)
        // Rendered: the route's lazy chunk loaded and ran under the policy.
        await page.locator('#root h1').first().waitFor()
      }
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('refuses a script injected into the page', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const violations = await watchViolations(page)
      await page.goto(`${app.url}/pricing`)
      await page.locator('#root h1').first().waitFor()
      await page.evaluate(() => {
        const script = document.createElement('script')
        script.textContent = 'window.injected = true'
        document.body.append(script)
      })
      await expect.poll(() => violations.length).toBeGreaterThan(0)
      expect(await page.evaluate(() => 'injected' in window)).toBe(false)
      expect(violations.join('\n')).toMatch(/script-src/)
    } finally {
      await context.close()
    }
  })

  it('shows the store screenshots page with its own stylesheet and nothing else', async () => {
    const context = await browser.newContext()
    try {
      const page = await context.newPage()
      const violations = await watchViolations(page)
      await page.goto(`${app.url}/api/get-screenshots-html`)
      // The page's one <style> applies only if its hash is allowed: then each frame is 1080×1920.
      const frames = await page.locator('.shot').evaluateAll((nodes) => nodes.map((n) => `${n.clientWidth}x${n.clientHeight}`))
      expect(frames).toEqual(['1080x1920', '1080x1920', '1080x1920', '1080x1920'])
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })
})
