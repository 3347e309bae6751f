import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from '../../scripts/build-if-stale.mjs'
import { chromiumPath } from './support/chromium-path'
import { startApp } from './support/app-server'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * End-to-end tests drive Debian's Chromium against the production build. The build, and
 * the first start (which builds every function and keeps the builds for later starts,
 * scripts/functions-build-once.mjs), happen here once, before any test's server starts.
 */
export default async function setup(): Promise<void> {
  if (!existsSync(chromiumPath())) {
    throw new Error('Chromium not found at /usr/bin/chromium: install it with `apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH).')
  }
  buildIfStale(root)
  const warm = await startApp({ AIR_QUALITY_PROVIDER: 'simulated' }, 600_000)
  await warm.stop()
}
