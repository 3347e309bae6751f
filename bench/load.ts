import autocannon from 'autocannon'
import { startFakeOpenMeteo } from '../tests/fakes/fake-open-meteo'
import { startApp } from '../tests/e2e/support/app-server'

export interface LoadFigures {
  route: string
  connections: number
  seconds: number
  /** Mean requests per second over the run. */
  rps: number
  p99Ms: number
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number
}

/** `BENCH_LOAD_SECONDS` shortens a quick run; the figure we report is 20 s. */
export function loadSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const seconds = Number(env.BENCH_LOAD_SECONDS ?? 20)
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`BENCH_LOAD_SECONDS must be a whole number of seconds, got ${env.BENCH_LOAD_SECONDS}`)
  return seconds
}

async function load(base: string, route: string, path: string, connections: number, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration: seconds,
    // As a browser asks: the server compresses its answers, as Netlify's CDN does.
    headers: { 'accept-encoding': 'br, gzip' },
  })
  return {
    route,
    connections,
    seconds,
    rps: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/**
 * Load on the app as `npm start` serves it (in-memory database, a local fake Open-Meteo):
 * `connections` clients for `seconds` each on /api/air-quality/current, one warmed cell so
 * every request is a cache hit (checked: the upstream sees no request during the run), then on /.
 */
export async function loadFigures(connections = 100, seconds = loadSeconds()): Promise<LoadFigures[]> {
  const fake = await startFakeOpenMeteo()
  // A first start after a change builds every function: minutes on a busy 2-core machine.
  const app = await startApp({ AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: fake.url }, 600_000)
  try {
    const api = '/api/air-quality/current?lat=48.8566&lon=2.3522'
    for (const path of [api, '/']) {
      const res = await fetch(`${app.url}${path}`)
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`warming ${path} answered ${res.status}`)
    }
    const upstreamBefore = fake.requests.length
    const apiFigures = await load(app.url, '/api/air-quality/current', api, connections, seconds)
    const upstreamDuring = fake.requests.length - upstreamBefore
    if (upstreamDuring > 0) throw new Error(`the load run was not all cache hits: ${upstreamDuring} upstream requests`)
    const pageFigures = await load(app.url, '/', '/', connections, seconds)
    return [apiFigures, pageFigures]
  } finally {
    await app.stop()
    await fake.close()
  }
}
