// One headless Chromium for a whole `npm run lighthouse` (decision 210): Lighthouse's Node API
// connects to its DevTools port and opens a fresh tab per run, so no run pays for starting a
// browser or waits for the last one to shut down.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// The e2e tests' flags (tests/e2e/support/browser.ts): headless, no sandbox (CI runs as root),
// no background network that would share the CPU with the page being measured.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const READY_TIMEOUT_MS = 30_000

/**
 * Starts Chromium with its DevTools protocol on a free port; resolves with the port and a
 * stop function once Chromium prints "DevTools listening on ws://…:PORT/…".
 */
export async function launchChrome(path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') {
  const profile = await mkdtemp(join(tmpdir(), 'airahead-lighthouse-'))
  const child = spawn(path, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await rm(profile, { recursive: true, force: true })
  }
  let log = ''
  const port = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools port within ${READY_TIMEOUT_MS / 1000} s:\n${log}`)), READY_TIMEOUT_MS)
    child.stderr.on('data', (chunk) => {
      log += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited with code ${code}:\n${log}`))
    })
  }).catch(async (error) => {
    await stop()
    throw error
  })
  return { port, stop }
}
