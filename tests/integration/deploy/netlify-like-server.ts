import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { functionFor, functionRoute, type FunctionRoute } from '../../../scripts/local-server.mjs'

/**
 * The functions served the way a Netlify deploy serves them, for the deploy-like suite:
 * - each function answers at its `config.path` (`:name` segments match one segment), and a
 *   function without one at `/.netlify/functions/<name>`;
 * - a scheduled function (`config.schedule`) is not reachable over HTTP at all (404);
 * - a background function (`-background` name) is answered 202 with no body at once, and runs
 *   on; its real answer is kept in `background` for the test to read;
 * - the request URL is the public `https://` origin from the Host header;
 * - `x-nf-client-connection-ip` is what the edge says the client is (`x-test-edge-ip` lets a
 *   test play several clients); a value the client sent itself is dropped, as the edge does;
 * - any other `/api/*` path is netlify.toml's 404 (`public/errors/api-not-found.json`).
 * The environment is the test's: give it `deployEnv()` (tests/support/deploy-env.ts).
 */
export interface NetlifyLikeServer {
  url: string
  /** Answers of background invocations, in the order they finished. */
  background: { name: string; status: number; body: string }[]
  /** Resolves when every background invocation started so far has finished. */
  backgroundSettled(): Promise<void>
  /** Runs a scheduled function as Netlify's scheduler does (a POST with `next_run`), and gives its status. */
  runScheduled(name: string): Promise<number>
  close(): Promise<void>
}

type FunctionModule = Parameters<typeof functionRoute>[1]

const root = fileURLToPath(new URL('../../..', import.meta.url))
const functionsDir = join(root, 'netlify', 'functions')

/** Every function's route, as `npm start`'s server reads it (scripts/local-server.mjs), from the sources. */
async function loadRoutes(): Promise<FunctionRoute[]> {
  const files = readdirSync(functionsDir).filter((f) => f.endsWith('.ts'))
  return Promise.all(files.map(async (file) => functionRoute(basename(file, '.ts'), (await import(join(functionsDir, file))) as FunctionModule)))
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || key === 'x-nf-client-connection-ip' || key === 'x-test-edge-ip') continue
    headers.set(key, Array.isArray(value) ? value.join(', ') : value)
  }
  const edgeIp = req.headers['x-test-edge-ip']
  headers.set('x-nf-client-connection-ip', typeof edgeIp === 'string' ? edgeIp : (req.socket.remoteAddress ?? ''))
  const body = chunks.length > 0 && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined
  return new Request(`https://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, { method: req.method, headers, body })
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  // Every Set-Cookie as its own header (an object of the headers would keep only the last).
  const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'set-cookie'))
  const cookies = response.headers.getSetCookie()
  res.writeHead(response.status, cookies.length > 0 ? { ...headers, 'set-cookie': cookies } : headers)
  res.end(Buffer.from(await response.arrayBuffer()))
}

const apiNotFound = readFileSync(join(root, 'public', 'errors', 'api-not-found.json'))

export async function startNetlifyLikeServer(): Promise<NetlifyLikeServer> {
  const routes = await loadRoutes()
  const background: NetlifyLikeServer['background'] = []
  const running = new Set<Promise<void>>()

  const server: Server = createServer((req, res) => {
    void (async () => {
      const pathname = new URL(req.url ?? '/', 'https://localhost').pathname
      const route = functionFor(routes, req.method ?? 'GET', pathname)
      if (!route || route.scheduled) {
        if (pathname.startsWith('/api/')) {
          res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' })
          res.end(apiNotFound)
        } else {
          res.writeHead(404, { 'content-type': 'text/plain' })
          res.end('Not Found')
        }
        return
      }
      const request = await toRequest(req)
      if (!route.background) {
        await send(res, await route.handler(request, {}))
        return
      }
      res.writeHead(202)
      res.end()
      const run = route
        .handler(request, {})
        .then(async (answer) => {
          background.push({ name: route.name, status: answer.status, body: await answer.text() })
        })
        .finally(() => running.delete(run))
      running.add(run)
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    background,
    async backgroundSettled() {
      await Promise.all([...running])
    },
    async runScheduled(name) {
      const route = routes.find((r) => r.name === name && r.scheduled)
      if (!route) throw new Error(`no scheduled function ${name}`)
      const request = new Request(`https://localhost/.netlify/functions/${name}`, { method: 'POST', body: JSON.stringify({ next_run: new Date(Date.now() + 60_000).toISOString() }) })
      return (await route.handler(request, {})).status
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
