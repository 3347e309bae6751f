import { chromium, type Browser } from 'playwright-core'
import { chromiumPath } from './chromium-path'

/** Flags from notes/stack.md: headless, no sandbox (root), and no background network. */
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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: FLAGS })
}
