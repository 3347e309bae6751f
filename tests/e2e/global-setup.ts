import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from '../../scripts/build-if-stale.mjs'
import { chromiumPath } from './support/chromium-path'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** End-to-end tests drive Debian's Chromium against the production build. */
export default function setup(): void {
  if (!existsSync(chromiumPath())) {
    throw new Error('Chromium not found at /usr/bin/chromium: install it with `apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH).')
  }
  buildIfStale(root)
}
