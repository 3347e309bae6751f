// `npm run bench`: prints one line per figure, `bench <name>: key=value …`.
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { startLocalDatabase } from '../scripts/local-database.mjs'
import { buildIfStale } from '../scripts/build-if-stale.mjs'
import { startFakeOpenMeteo } from '../tests/fakes/fake-open-meteo'
import { resetServerEnv } from '../netlify/server/env'
import { closeDatabase } from '../netlify/server/db'
import { concurrentRequestsInOneCell, currentHits, currentMisses } from './api'
import { DASHBOARD_FIRST_LOAD_BUDGET_KB_GZ, dashboardFirstLoadKbGz } from '../scripts/dashboard-bundle.mjs'
import { alertsCycleFigures, alertsCycleLine } from './alerts-cycle'
import { offlineStartMs } from './offline-start'
import { loadFigures } from './load'
import { replayFigures } from './replay'
import { earlyWarningFigures } from './early-warning'
import { fusionFloorFigures } from './fusion-floor'
import { smsSendFigures, smsSendLine } from './sms-send'

const root = fileURLToPath(new URL('..', import.meta.url))
const ms = (n: number) => n.toFixed(1)

/** BENCH_PLACES=1000000 for the figure (about 12 minutes here); 100,000 by default. */
async function alertsCycle() {
  const places = Number(process.env.BENCH_PLACES ?? 100_000)
  const figures = await alertsCycleFigures(places, Math.max(1, Math.round(places / 20)))
  console.log(figures ? alertsCycleLine(figures) : 'bench alerts-cycle: skipped (no PostgreSQL server binaries; .ci/run installs the postgresql package)')
}

/** BENCH_TEXTS texts (default 50,000, the figure: about 9 minutes) at BENCH_SMS_RATE a second (default 100). */
async function smsSend() {
  const figures = await smsSendFigures(Number(process.env.BENCH_TEXTS ?? 50_000), Number(process.env.BENCH_SMS_RATE ?? 100))
  console.log(figures ? smsSendLine(figures) : 'bench sms: skipped (no PostgreSQL server binaries; .ci/run installs the postgresql package)')
}

async function main() {
  process.env.AIRAHEAD_LOCAL = '1'
  // BENCH_ONLY=alerts-cycle runs just the alert job's figure.
  if (process.env.BENCH_ONLY === 'alerts-cycle') return alertsCycle()
  // BENCH_ONLY=sms runs just the texts' hand-off to Twilio (decision 233).
  if (process.env.BENCH_ONLY === 'sms') return smsSend()
  // Pure computation over the simulated model (decision 255); BENCH_ONLY=fusion-floor runs just it.
  for (const line of fusionFloorFigures()) console.log(line)
  if (process.env.BENCH_ONLY === 'fusion-floor') return
  // Pure computation over ../shared/realdata, no servers needed; BENCH_ONLY=replay runs just it,
  // BENCH_ONLY=early-warning just the held-out early-warning table (decision 220).
  if (process.env.BENCH_ONLY !== 'early-warning') for (const line of replayFigures(root)) console.log(line)
  for (const line of earlyWarningFigures(root)) console.log(line)
  if (process.env.BENCH_ONLY === 'replay' || process.env.BENCH_ONLY === 'early-warning') return
  const db = await startLocalDatabase({ root, directory: null, log: () => {} })
  const fake = await startFakeOpenMeteo()
  process.env.AIR_QUALITY_PROVIDER = 'open-meteo'
  process.env.OPEN_METEO_BASE_URL = fake.url
  resetServerEnv()
  try {
    const miss = await currentMisses(100)
    console.log(`bench api-current: p50_ms=${ms(miss.p50)} p95_ms=${ms(miss.p95)} (cache miss, fake upstream)`)
    const hit = await currentHits(500)
    console.log(`bench api-current: p50_ms=${ms(hit.p50)} p95_ms=${ms(hit.p95)} (cache hit)`)
    const upstream = await concurrentRequestsInOneCell(1000, 10, () => fake.requests.length)
    console.log(`bench upstream-calls: requests=1000 points=10 upstream=${upstream}`)
    await alertsCycle()
    await smsSend()
  } finally {
    await closeDatabase()
    await fake.close()
    await db.stop()
  }
  buildIfStale(root)
  console.log(
    `bench bundle: dashboard_first_load_kb_gz=${dashboardFirstLoadKbGz(join(root, 'dist'))} budget_kb_gz=${DASHBOARD_FIRST_LOAD_BUDGET_KB_GZ}`,
  )
  // The load run's server waits for the first build of every function (minutes on a busy
  // machine); the offline-start server after it reuses those builds.
  for (const load of await loadFigures()) {
    console.log(
      `bench load: route=${load.route} connections=${load.connections} seconds=${load.seconds} rps=${load.rps} p99_ms=${load.p99Ms} errors=${load.errors}`,
    )
  }
  console.log(`bench offline-start: ms_to_last_reading=${(await offlineStartMs(7)).toFixed(0)} (median of 7, warm service worker)`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
