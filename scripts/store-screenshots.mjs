// `node scripts/store-screenshots.mjs`: the store screenshots of manifest.webmanifest, as
// whole screens of the app that `npm start` serves (simulated data, labelled as such): a
// 390 × 844 phone at 3× (1170 × 2532 PNG) and a 1280 × 800 desktop (decision 184). Writes
// public/screenshots/*.png; the manifest lists them with these sizes (tests/unit/manifest.test.ts).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { chromium } from 'playwright-core'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = (name) => join(root, 'public', 'screenshots', name)
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 }

/** scripts/start.mjs on a free port with simulated data; resolves with its URL and a stop function. */
function startApp() {
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: '0', AIR_QUALITY_PROVIDER: 'simulated', AIRAHEAD_DB_DIR: 'memory' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const stop = () => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))))
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk.toString()
      const match = /AirAhead is running at (http:\/\/\S+)/.exec(log)
      if (match) resolve({ url: match[1], stop })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`the app exited with code ${code}:\n${log}`)))
  })
}

/** The page at `path` once its reading is shown, scrolled so `anchor` (if any) is at the top. */
async function shoot(browser, device, url, file, anchor) {
  const context = await browser.newContext({ ...device, locale: 'en-US', colorScheme: 'light', serviceWorkers: 'block' })
  const page = await context.newPage()
  await page.goto(url)
  await page.locator('.aqi-card__index').first().waitFor({ timeout: 120_000 })
  await page.locator('.skeleton').first().waitFor({ state: 'detached', timeout: 60_000 })
  if (anchor) await page.locator(anchor).first().evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await page.waitForTimeout(500)
  await page.screenshot({ path: out(file) }) // the viewport: one whole screen, status bar to bottom navigation
  await context.close()
  console.log(`wrote public/screenshots/${file}`)
}

const app = await startApp()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  await shoot(browser, PHONE, `${app.url}/`, 'dashboard-now.png')
  await shoot(browser, PHONE, `${app.url}/`, 'dashboard-forecast.png', '#forecast-heading')
  await shoot(browser, DESKTOP, `${app.url}/`, 'dashboard-wide.png')
} finally {
  await browser.close()
  await app.stop()
}
