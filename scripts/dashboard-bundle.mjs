// The dashboard's first-load JavaScript and its budget, shared by `npm run bench` and
// `npm run build` (`node scripts/dashboard-bundle.mjs [dir]` fails over budget).
import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { fileURLToPath, pathToFileURL } from 'node:url'

/** Decisions 094, 244 and 280: a first visit to the dashboard downloads at most 125 KB of gzipped JavaScript. */
export const DASHBOARD_FIRST_LOAD_BUDGET_KB_GZ = 125

/**
 * Gzipped size (KB, one decimal) of the JavaScript a first visit to the dashboard downloads:
 * the entry script and every chunk index.html preloads. Lazy route chunks are not counted.
 */
export function dashboardFirstLoadKbGz(distDir) {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1])
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])
  const files = [...new Set([...scripts, ...preloads])].filter(Boolean)
  if (files.length === 0) throw new Error(`${join(distDir, 'index.html')} loads no module script`)
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0)
  return Math.round((bytes / 1024) * 10) / 10
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const dir = process.argv[2] ?? join(root, 'dist')
  const kb = dashboardFirstLoadKbGz(dir)
  const line = `dashboard first load: ${kb} KB gzip of JavaScript in ${relative(root, dir) || dir} (budget ${DASHBOARD_FIRST_LOAD_BUDGET_KB_GZ} KB)`
  if (kb > DASHBOARD_FIRST_LOAD_BUDGET_KB_GZ) {
    console.error(`${line}: over budget; load the new code lazily or make it smaller.`)
    process.exit(1)
  }
  console.log(line)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
