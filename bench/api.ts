import currentHandler from '../netlify/functions/air-quality-current'

export interface Timing {
  p50: number
  p95: number
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function timed(paths: string[]): Promise<Timing> {
  const durations: number[] = []
  for (const path of paths) {
    const start = performance.now()
    const res = await currentHandler(new Request(`http://localhost${path}`))
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
    durations.push(performance.now() - start)
  }
  durations.sort((a, b) => a - b)
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) }
}

/** Latency of GET /api/air-quality/current when every request is a new cell (upstream call). */
export function currentMisses(count: number): Promise<Timing> {
  return timed(Array.from({ length: count }, (_, i) => `/api/air-quality/current?lat=${(i * 0.37) % 80}&lon=${(i * 1.13) % 170}`))
}

/** Latency when the cell is already cached in Postgres. */
export async function currentHits(count: number): Promise<Timing> {
  await timed(['/api/air-quality/current?lat=48.85&lon=2.35'])
  return timed(Array.from({ length: count }, () => '/api/air-quality/current?lat=48.8566&lon=2.3522'))
}

/** Upstream calls made by `requests` concurrent requests spread over `points` points of one cell. */
export async function concurrentRequestsInOneCell(requests: number, points: number, countUpstream: () => number) {
  const before = countUpstream()
  const paths = Array.from({ length: requests }, (_, i) => {
    const k = i % points
    return `/api/air-quality/current?lat=${(-33.8650 + k * 0.0005).toFixed(4)}&lon=151.2093`
  })
  const responses = await Promise.all(paths.map((p) => currentHandler(new Request(`http://localhost${p}`))))
  const failed = responses.filter((r) => r.status !== 200).length
  if (failed > 0) throw new Error(`${failed} of ${requests} requests failed`)
  return countUpstream() - before
}
