import { afterAll, afterEach, beforeAll } from 'vitest'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { startApp, type AppServer } from './app-server'
import { launchBrowser } from './browser'

/** The product is built for phones (spec: mobile-width); every context starts at this size. */
export const PHONE_VIEWPORT = { width: 390, height: 844 }

/** Starting the app may include the functions' first bundling: minutes on a busy machine. */
const START_TIMEOUT_MS = 300_000
/** Starting, warming up and launching Chromium. */
const SETUP_TIMEOUT_MS = 420_000

export interface E2eOptions {
  /**
   * The app's environment, or a function returning it when it depends on something the file
   * starts first (a fake upstream's URL). Leave it out when the file starts its own apps.
   */
  env?: Record<string, string> | (() => Record<string, string>)
  /** Runs once the app is up, before any test: requests that make the server build its functions. */
  warmUp?: (url: string) => Promise<void>
  /** What every context of the file starts from, after the phone viewport. */
  context?: BrowserContextOptions
}

export interface E2e {
  /** The file's app; only when `env` was given. */
  readonly app: AppServer
  readonly browser: Browser
  /** A new context (phone viewport, en-US, the file's defaults, then `options`), closed after the test. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>
  /** A page in a new context. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>
}

/**
 * The setup every end-to-end file shares: the app started as `npm start` serves it (when
 * `env` is given), one Chromium, a fresh context per test closed after it, and everything
 * stopped after the file. Call it at the top of a file; hooks the file registers before the
 * call run before its setup and after its teardown (vitest runs after-hooks in reverse).
 */
export function useE2e(options: E2eOptions = {}): E2e {
  let app: AppServer | undefined
  let browser: Browser | undefined
  const open = new Set<BrowserContext>()

  beforeAll(async () => {
    if (options.env) {
      app = await startApp(typeof options.env === 'function' ? options.env() : options.env, START_TIMEOUT_MS)
      await options.warmUp?.(app.url)
    }
    browser = await launchBrowser()
  }, SETUP_TIMEOUT_MS)

  afterEach(async () => {
    await closeContexts()
  })

  afterAll(async () => {
    await closeContexts()
    await browser?.close()
    await app?.stop()
  })

  async function closeContexts(): Promise<void> {
    const closing = [...open].map((context) => context.close())
    open.clear()
    await Promise.all(closing)
  }

  const newContext = async (contextOptions: BrowserContextOptions = {}) => {
    if (!browser) throw new Error('the browser is not running: call newContext inside a test')
    // en-US unless a file says otherwise: clocks and dates follow the browser's locale (decision 181).
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT, locale: 'en-US', ...options.context, ...contextOptions })
    open.add(context)
    return context
  }

  return {
    get app() {
      if (!app) throw new Error(options.env ? 'the app is not running yet' : 'this file starts no app (no env given)')
      return app
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running yet')
      return browser
    },
    newContext,
    newPage: async (contextOptions) => (await newContext(contextOptions)).newPage(),
  }
}
