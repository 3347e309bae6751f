import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from '../../scripts/build-if-stale.mjs'
import { chromiumPath } from './support/chromium-path'
import { bundleFunctions } from '../../scripts/local-server.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

/**
 * End-to-end tests drive Debian's Chromium against the production build. The app's build
 * and the functions' bundle (scripts/local-server.mjs) happen here once, before any test's
 * server starts; the servers then start with AIRAHEAD_SKIP_BUILD.
 */
export default async function setup(): Promise<void> {
  if (!existsSync(chromiumPath())) {
    throw new Error('Chromium not found at /usr/bin/chromium: install it with `apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH).')
  }
  buildIfStale(root)
  await bundleFunctions(root)
}
