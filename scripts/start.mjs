// `npm start`: the product as users get it — the production build of the app and every
// Netlify Function with the local Postgres, on one port (PORT, default 8888).
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'
import { chooseProvider } from './choose-provider.mjs'
import { startLocalDatabase } from './local-database.mjs'
import { bundleFunctions, startLocalServer } from './local-server.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.PORT ?? 8888)

/** One line where this Node is not the one deploys run (.nvmrc); nothing here needs more than 20.19. */
function sayNodeVersion() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number)
  if (major === 22 && minor >= 12) return
  console.log(
    `Node ${process.version} here: AirAhead deploys on Node 22.12+ (.nvmrc; its database packages declare it). Local runs work on 20.19+; use Node 22 to match production.`,
  )
}

async function main() {
  sayNodeVersion()
  // Local mode is opt-in (docs/decisions/100-local-mode-is-opt-in.md): outboxes, demo
  // payments and development secrets exist because this local command asks for them.
  process.env.AIRAHEAD_LOCAL = '1'
  // The end-to-end tests build the app and the functions once before they start servers
  // (tests/e2e/global-setup.ts), so a source edited during a run changes no server's files.
  const skipBuild = process.env.AIRAHEAD_SKIP_BUILD === '1'
  if (!skipBuild) buildIfStale(root)
  await chooseProvider()
  const dbDir = process.env.AIRAHEAD_DB_DIR
  const db = await startLocalDatabase({
    root,
    directory: dbDir === 'memory' ? null : (dbDir ?? join(root, '.netlify', 'airahead-db')),
  })
  const bundleDir = skipBuild ? join(root, '.netlify', 'airahead-functions') : await bundleFunctions(root)
  const server = await startLocalServer({ root, bundleDir, port })
  console.log(`AirAhead is running at ${server.url}`)
  const stop = async () => {
    await server.close().catch(() => {})
    await db.stop().catch(() => {})
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
