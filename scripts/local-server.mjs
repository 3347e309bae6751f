// The local server of our own (docs/decisions/238-local-server-of-our-own.md): the built app
// and every Netlify Function, served the way a deploy serves them, without reaching into any
// private code of @netlify/dev. Used by `npm start`, the end-to-end tests, Lighthouse and the
// benches; `npm run dev` keeps Netlify's own Vite plugin.
//
// What a deploy does, and so this does (netlify.toml; docs.netlify.com "Custom headers",
// "Redirects and rewrites", "Functions get started"):
// - a v2 function answers at its `config.path` (`:name` matches one segment, `*` the rest);
//   one without a path at `/.netlify/functions/<name>`; a background function (`-background`)
//   is answered 202 at once and runs on;
// - otherwise a file of the publish directory, with the [[headers]] rules whose `for` matches
//   the path asked or the file served (rules never apply to function answers);
// - otherwise the first [[redirects]] rule that matches, served with its status;
// - the client's address reaches functions as `x-nf-client-connection-ip`, never as sent.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { basename, extname, join, normalize, sep } from 'node:path'
import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import { createBrotliCompress, createGzip, constants as zlib } from 'node:zlib'
import { build } from 'esbuild'
import { parse as parseToml } from 'smol-toml'

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

/** The files a functions bundle is made from: the functions, the server code, the lockfile. */
function functionSources(root) {
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.(ts|mts|js|mjs|json)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) files.push(path)
    }
  }
  for (const dir of ['netlify/functions', 'netlify/server', 'src/domain']) if (existsSync(join(root, dir))) walk(join(root, dir))
  return [...files, join(root, 'package-lock.json')]
}

function fingerprintOf(files) {
  const hash = createHash('sha256')
  for (const file of files.sort()) {
    const stat = statSync(file)
    hash.update(`${file}:${stat.size}:${stat.mtimeMs}\n`)
  }
  return hash.digest('hex')
}

/**
 * Bundles every function with esbuild, as Netlify's `node_bundler = "esbuild"` does, into
 * `.netlify/airahead-functions`; packages stay in node_modules. Skipped when nothing it is
 * made from changed. A new bundle is written beside the old one and swapped in whole, so a
 * server reading the old one never sees half a bundle.
 */
export async function bundleFunctions(root, log = console.log) {
  const outdir = join(root, '.netlify', 'airahead-functions')
  const sources = functionSources(root)
  const fingerprint = fingerprintOf(sources)
  const stamp = join(outdir, 'fingerprint')
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === fingerprint) return outdir
  const functionsDir = join(root, 'netlify', 'functions')
  const entryPoints = readdirSync(functionsDir).filter((f) => /\.m?ts$/.test(f) && !f.endsWith('.test.ts')).map((f) => join(functionsDir, f))
  const started = Date.now()
  log(`Bundling ${entryPoints.length} functions…`)
  const next = `${outdir}-${process.pid}`
  rmSync(next, { recursive: true, force: true })
  await build({
    entryPoints,
    outdir: next,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    outExtension: { '.js': '.mjs' },
    sourcemap: 'linked',
    logLevel: 'warning',
  })
  writeFileSync(join(next, 'fingerprint'), fingerprint)
  rmSync(outdir, { recursive: true, force: true })
  renameSync(next, outdir)
  log(`Bundled the functions in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  return outdir
}

const segmentsOf = (path) => path.split('/').filter((s) => s !== '')

/** Whether a `config.path` pattern (`:name` one segment, a final `*` the rest) matches. */
function pathMatches(pattern, path) {
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i] === '*') return true
    if (i >= path.length) return false
    if (!pattern[i].startsWith(':') && pattern[i] !== path[i]) return false
  }
  return pattern.length === path.length
}

/**
 * A function's route from its module (`config.path`, `config.method`, a `-background` name,
 * `config.schedule`), as Netlify reads it. Shared with the deploy-like suite's server
 * (tests/integration/deploy/netlify-like-server.ts).
 */
export function functionRoute(name, module) {
  const paths = module.config?.path
  return {
    name,
    patterns: paths === undefined ? null : (Array.isArray(paths) ? paths : [paths]).map(segmentsOf),
    methods: module.config?.method ? [module.config.method].flat().map((m) => m.toUpperCase()) : null,
    background: name.endsWith('-background'),
    scheduled: module.config?.schedule !== undefined,
    handler: module.default,
  }
}

/** Every function's route, read from its bundle's `config` (imported once: a warm instance). */
async function loadFunctions(bundleDir) {
  const files = readdirSync(bundleDir).filter((f) => f.endsWith('.mjs'))
  return Promise.all(
    files.map(async (file) => functionRoute(basename(file, '.mjs'), await import(pathToFileURL(join(bundleDir, file)).href))),
  )
}

/** The function for a request: by its path, or by name under /.netlify/functions/. */
export function functionFor(functions, method, pathname) {
  const path = segmentsOf(pathname)
  const byName = /^\/\.netlify\/functions\/([^/]+)\/?$/.exec(pathname)?.[1]
  return functions.find((f) =>
    f.patterns ? f.patterns.some((p) => pathMatches(p, path)) && (!f.methods || f.methods.includes(method)) : f.name === byName,
  )
}

/** netlify.toml's `for`/`from` glob: `*` matches anything, the rest literally. */
function globMatches(glob, path) {
  const pattern = glob.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')
  return new RegExp(`^${pattern}$`).test(path)
}

function readNetlifyToml(root) {
  const toml = parseToml(readFileSync(join(root, 'netlify.toml'), 'utf8'))
  return {
    publish: join(root, toml.build?.publish ?? 'dist'),
    headers: (toml.headers ?? []).map((rule) => ({ for: rule.for, values: rule.values ?? {} })),
    redirects: (toml.redirects ?? []).map((rule) => ({ from: rule.from, to: rule.to, status: rule.status ?? 301 })),
  }
}

/** The file of the publish directory a path names (`/` is index.html), or null. */
function fileFor(publish, pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const path = normalize(join(publish, decoded.endsWith('/') ? `${decoded}index.html` : decoded))
  if (!path.startsWith(publish + sep)) return null
  return existsSync(path) && statSync(path).isFile() ? path : null
}

/** A request as a function receives it: the public origin, the client's address from the socket. */
async function toRequest(req, origin) {
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'x-nf-client-connection-ip') continue
    headers.set(key, Array.isArray(value) ? value.join(', ') : value)
  }
  headers.set('x-nf-client-connection-ip', req.socket.remoteAddress ?? '')
  const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body })
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

/**
 * Netlify's CDN compresses what it serves (Brotli, else gzip); so does this, so the app is
 * measured as users get it. Sets the headers it changes.
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

/** Writes a Web Response to a Node response, compressed when the client accepts it. */
function send(req, res, response) {
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'set-cookie'))
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  const encoder = response.body && req.method !== 'HEAD' ? compressor(req, headers) : null
  res.writeHead(response.status, headers)
  if (!response.body || req.method === 'HEAD') return void res.end()
  const body = Readable.fromWeb(response.body)
  if (encoder) body.pipe(encoder).pipe(res)
  else body.pipe(res)
}

/**
 * Starts the server on `port` (0: a free one) over `bundleDir`'s functions and netlify.toml's
 * publish directory, headers and redirects. Resolves with its URL and a `close`.
 */
export async function startLocalServer({ root, bundleDir, port }) {
  const config = readNetlifyToml(root)
  const functions = await loadFunctions(bundleDir)
  const running = new Set()

  const staticAnswer = (asked, file, status) => {
    const headers = { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' }
    const served = `/${file.slice(config.publish.length + 1).split(sep).join('/')}`
    for (const rule of config.headers) {
      if (globMatches(rule.for, asked) || globMatches(rule.for, served)) Object.assign(headers, rule.values)
    }
    return new Response(readFileSync(file), { status, headers })
  }

  const answer = async (req, origin) => {
    const url = new URL(req.url ?? '/', origin)
    const method = req.method ?? 'GET'
    const fn = functionFor(functions, method, url.pathname)
    if (fn) {
      const request = await toRequest(req, origin)
      if (!fn.background) return fn.handler(request, { params: {}, ip: request.headers.get('x-nf-client-connection-ip') })
      const run = Promise.resolve(fn.handler(request, {}))
        .catch((error) => console.error(`${fn.name} failed:`, error))
        .finally(() => running.delete(run))
      running.add(run)
      return new Response(null, { status: 202 })
    }
    const file = (method === 'GET' || method === 'HEAD') && fileFor(config.publish, url.pathname)
    if (file) return staticAnswer(url.pathname, file, 200)
    for (const rule of config.redirects) {
      if (!globMatches(rule.from, url.pathname)) continue
      const target = fileFor(config.publish, rule.to)
      if (target && (rule.status === 200 || rule.status === 404)) return staticAnswer(url.pathname, target, rule.status)
      return new Response(null, { status: rule.status, headers: { location: rule.to } })
    }
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  }

  const server = createServer((req, res) => {
    const origin = `http://${req.headers.host ?? 'localhost'}`
    answer(req, origin)
      .then((response) => send(req, res, response))
      .catch((error) => {
        console.error(`${req.method} ${req.url} failed:`, error)
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: 'internal_error', message: 'The local server failed to answer.' }))
      })
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  return {
    url: `http://localhost:${typeof address === 'object' && address ? address.port : port}`,
    close: async () => {
      const closed = new Promise((resolve) => server.close(() => resolve()))
      server.closeAllConnections()
      await closed
      await Promise.allSettled([...running])
    },
  }
}
