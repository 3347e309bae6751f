// `npm start`: the product as users get it — the production build of the app and every
// Netlify Function with the local Postgres, on one port (PORT, default 8888).
import { createServer } from 'node:http'
import { Readable } from 'node:stream'
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { NetlifyDev } from '@netlify/dev'
import { buildIfStale } from './build-if-stale.mjs'
import { chooseProvider } from './choose-provider.mjs'
import { buildFunctionsOnce, functionBuildsSettled } from './functions-build-once.mjs'
import { startLocalDatabase } from './local-database.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = Number(process.env.PORT ?? 8888)

async function main() {
  // Local mode is opt-in (docs/decisions/100-local-mode-is-opt-in.md): outboxes, demo
  // payments and development secrets exist because this local command asks for them.
  process.env.AIRAHEAD_LOCAL = '1'
  // The end-to-end tests build once before they start servers (tests/e2e/global-setup.ts).
  if (process.env.AIRAHEAD_SKIP_BUILD !== '1') buildIfStale(root)
  await chooseProvider()
  const dbDir = process.env.AIRAHEAD_DB_DIR
  const db = await startLocalDatabase({
    root,
    directory: dbDir === 'memory' ? null : (dbDir ?? join(root, '.netlify', 'airahead-db')),
  })

  const server = createServer()
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : port}`

  buildFunctionsOnce(root)
  const dev = new NetlifyDev({
    projectRoot: root,
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    images: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    serverAddress: url,
  })
  await dev.start()

  // Netlify's local emulation leaves two production rules of netlify.toml to its caller:
  // the SPA fallback (any other path renders index.html) and the status of a rewrite
  // (/api/* that no function answers is /errors/api-not-found.json with 404). The file is
  // served through the emulation, so it carries the same [[headers]] as on a deploy
  // (docs/decisions/122-unknown-api-paths.md).
  const respond = async (req) => {
    const result = await dev.handleAndIntrospectNodeRequest(req)
    const path = new URL(req.url ?? '/', url).pathname
    if (path.startsWith('/api/') && result?.type !== 'function') {
      await result?.response.body?.cancel()
      const notFound = await dev.handle(new Request(new URL('/errors/api-not-found.json', url)))
      if (!notFound) throw new Error('dist/errors/api-not-found.json is missing: run npm run build')
      return new Response(notFound.body, { status: 404, headers: notFound.headers })
    }
    if (result) return result.response
    if (req.method === 'GET' || req.method === 'HEAD') {
      const index = await dev.handle(new Request(new URL('/index.html', url)))
      if (index) return index
    }
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  }

  server.on('request', async (req, res) => {
    try {
      const response = await respond(req)
      const headers = Object.fromEntries(response.headers)
      const cookies = response.headers.getSetCookie()
      if (cookies.length > 0) headers['set-cookie'] = cookies
      const encoder = response.body && req.method !== 'HEAD' ? compressor(req, headers) : null
      res.writeHead(response.status, headers)
      if (response.body && req.method !== 'HEAD') {
        const body = Readable.fromWeb(response.body)
        if (encoder) body.pipe(encoder).pipe(res)
        else body.pipe(res)
      } else res.end()
    } catch (error) {
      console.error(`${req.method} ${req.url} failed:`, error)
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: 'internal_error', message: 'The local server failed to answer.' }))
    }
  })

  // The first function call bundles the functions; do it before saying we are ready, so
  // the first visitor (or test) does not wait for it.
  await dev.handle(new Request(new URL('/api/health', url)))
  await functionBuildsSettled()
  console.log(`AirAhead is running at ${url}`)
  const stop = async () => {
    server.close()
    await dev.stop().catch(() => {})
    await db.stop().catch(() => {})
    process.exit(0)
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

/**
 * Netlify's CDN compresses what it serves; its local emulation does not. Do the same here
 * (Brotli, else gzip) so the app is measured as users get it. Sets the headers it changes.
 */
function compressor(req, headers) {
  if (headers['content-encoding'] || !COMPRESSIBLE.test(headers['content-type'] ?? '')) return null
  const accepted = String(req.headers['accept-encoding'] ?? '')
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null
  if (!encoding) return null
  headers['content-encoding'] = encoding
  headers['vary'] = headers['vary'] ? `${headers['vary']}, Accept-Encoding` : 'Accept-Encoding'
  delete headers['content-length']
  return encoding === 'br' ? createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip({ level: 6 })
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
