import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DASHBOARD_FIRST_LOAD_BUDGET_KB_GZ, dashboardFirstLoadKbGz } from '../../scripts/dashboard-bundle.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))
let dir: string

/** A build whose entry and preloaded chunk are random bytes (gzip cannot shrink them) of the given sizes. */
function build(entryKb: number, preloadKb: number, lazyKb = 0): void {
  mkdirSync(join(dir, 'assets'), { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-A1.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/react-B2.js">\n<link rel="stylesheet" href="/assets/index-C3.css">',
  )
  writeFileSync(join(dir, 'assets', 'index-A1.js'), randomBytes(entryKb * 1024))
  writeFileSync(join(dir, 'assets', 'react-B2.js'), randomBytes(preloadKb * 1024))
  writeFileSync(join(dir, 'assets', 'index-C3.css'), randomBytes(50 * 1024))
  writeFileSync(join(dir, 'assets', 'history-D4.js'), randomBytes(lazyKb * 1024))
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dashboard-bundle-'))
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('dashboardFirstLoadKbGz', () => {
  it('counts the entry and the preloaded chunks, not styles or lazy chunks', () => {
    build(40, 30, 500)
    // Incompressible bytes grow a little under gzip: 70 KB in, a bit over 70 KB out.
    const kb = dashboardFirstLoadKbGz(dir)
    expect(kb).toBeGreaterThanOrEqual(70)
    expect(kb).toBeLessThan(71)
  })
})

describe('node scripts/dashboard-bundle.mjs', () => {
  const run = () => spawnSync(process.execPath, [join(root, 'scripts', 'dashboard-bundle.mjs'), dir], { encoding: 'utf8' })

  it('passes a build under the budget', () => {
    build(55, 55)
    const result = run()
    expect(result.status).toBe(0)
    expect(result.stdout).toMatch(/dashboard first load: 110\.\d KB gzip/)
  })

  it(`fails a build over ${DASHBOARD_FIRST_LOAD_BUDGET_KB_GZ} KB gzip`, () => {
    build(70, 56)
    const result = run()
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/126\.\d KB gzip .* over budget/)
  })
})
