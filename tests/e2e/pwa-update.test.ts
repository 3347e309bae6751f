import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { useE2e } from './support/e2e-fixture'

/*
 * A new release is simulated by a proxy in front of the app (served exactly as `npm start`
 * serves it): once `release()` is called, /sw.js comes back changed — one extra listener that
 * answers a version probe, so the test can tell which worker controls the page.
 */
const PROBE = 'airahead-test:version'
const CHANGE = `\n;self.addEventListener('message', (e) => { if (e.data === '${PROBE}') e.ports[0].postMessage('next') });\n`

interface ReleaseProxy {
  url: string
  release: () => void
  close: () => Promise<void>
}

function startReleaseProxy(target: string): Promise<ReleaseProxy> {
  const upstream = new URL(target)
  let released = false
  const server: Server = createServer((req, res) => {
    const changed = released && req.url === '/sw.js'
    const forward = request(
      new URL(req.url ?? '/', upstream),
      {
        method: req.method,
        // Plain bytes, so the worker script can be changed.
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        if (!changed) {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        answer.on('data', (chunk: Buffer) => chunks.push(chunk))
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(CHANGE)])
          const headers = { ...answer.headers, 'content-length': String(body.length) }
          delete headers['transfer-encoding']
          res.writeHead(answer.statusCode ?? 502, headers)
          res.end(body)
        })
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://localhost:${port}`,
        release: () => {
          released = true
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
  })
}

/** 'next' when the changed worker controls the page; 'first' for the original one. */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    (probe) =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller
        if (!controller) return resolve('none')
        const channel = new MessageChannel()
        channel.port1.onmessage = (event) => resolve(String(event.data))
        controller.postMessage(probe, [channel.port2])
        setTimeout(() => resolve('first'), 1000)
      }),
    PROBE,
  )
}

// Starting the app may include a production build, then the functions' first bundling.
const e2e = useE2e({
  env: { AIR_QUALITY_PROVIDER: 'simulated' },
  // The local server bundles the functions after it starts; let that finish before timing pages.
  warmUp: async (url) => {
    for (const path of ['/', '/api/air-quality/current?latitude=40.71&longitude=-74.01']) {
      await (await fetch(`${url}${path}`)).arrayBuffer()
    }
  },
})

// Registered after the app's setup: the proxy starts once the app is up, and stops before it.
let proxy: ReleaseProxy
beforeAll(async () => {
  proxy = await startReleaseProxy(e2e.app.url)
})
afterAll(async () => {
  await proxy?.close()
})

describe('service worker update', () => {
  it('prompts when a new version is waiting, and Reload activates it', async () => {
    const page = await e2e.newPage()
    await page.goto(`${proxy.url}/`)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    expect(await controllerVersion(page)).toBe('first')
    const prompt = page.getByText('A new version is available')
    expect(await prompt.count()).toBe(0)

    proxy.release()
    // Opening the app again checks for a new worker; the app also checks every hour.
    await page.reload()
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update()
    })
    await prompt.waitFor()
    // The new worker waits for the person: the page still runs on the first one.
    expect(await controllerVersion(page)).toBe('first')

    // The new worker takes over only once the old one has answered the requests it is serving
    // (the dashboard's reads, slow on a loaded machine): click once the reading is shown.
    await page.locator('.aqi-card__number').waitFor()
    const reloaded = page.waitForEvent('load', { timeout: 60_000 })
    await page.getByRole('button', { name: 'Reload' }).click()
    await reloaded
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    expect(await controllerVersion(page)).toBe('next')
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false)
    expect(await prompt.count()).toBe(0)
  }, 150_000)
})
