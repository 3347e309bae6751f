import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const INPUTS = ['src', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'package-lock.json', 'tsconfig.app.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs)
}

/** True when dist/ is missing or older than any input of the app build. */
export function buildIsStale(root) {
  const built = join(root, 'dist', 'index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return INPUTS.some((input) => newestMtime(join(root, input)) > builtAt)
}

/** Runs `vite build` when the production build is missing or stale. */
export function buildIfStale(root, log = console.log) {
  if (!buildIsStale(root)) return
  log('Building the app (dist/ is missing or older than the sources)…')
  const result = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Test runners set NODE_ENV=test, which would build React's development bundle.
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) throw new Error(`vite build failed with exit code ${result.status}`)
}
