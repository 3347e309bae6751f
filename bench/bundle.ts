import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Gzipped size (KB) of the JavaScript a first visit to the dashboard downloads: the entry
 * script and every chunk index.html preloads. Lazy route chunks are not counted.
 */
export function dashboardFirstLoadKbGz(distDir: string): number {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1])
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])
  const files = [...new Set([...scripts, ...preloads])].filter((f): f is string => Boolean(f))
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(distDir, file))).length, 0)
  return Math.round((bytes / 1024) * 10) / 10
}
