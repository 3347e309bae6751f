import { chromium, type Browser } from 'playwright-core'
import { chromiumPath } from './chromium-path'

/** Chromium flags: headless, no sandbox (root), and no background network. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * Playwright's 30 s default per wait is tight on a loaded 2-core machine (the first call to
 * each function bundles it); every context this browser opens waits up to 60 s instead.
 */
const WAIT_TIMEOUT_MS = 60_000

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: FLAGS })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args) => {
    const context = await newContext(...args)
    context.setDefaultTimeout(WAIT_TIMEOUT_MS)
    return context
  }
  return browser
}
