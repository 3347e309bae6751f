// `bench alerts-cycle`: one full alert cycle over many places on a real PostgreSQL started
// here (tests/support/real-postgres.ts), a fake Open-Meteo on 127.0.0.1 and the SMS outbox,
// run as on Netlify: planned once, then up to 8 workers claiming jobs from the queue. One
// worker is made to crash mid-shard; its shard must be taken over and finished with no text
// sent twice and none missed. BENCH_PLACES=1000000 runs the figure (50,000 cells).
// Every cell has a monitor whose last 24 hours the ingest keeps in the database (decision 245),
// and OpenAQ is configured (a fake that counts requests): the job must read every cell's
// station from the database and send the network nothing.
import { planAlertCycle } from '../netlify/server/alerts/alert-cycle'
import { CONSENT_TEXT } from '../netlify/server/alerts/consent-text'
import { addSummaries } from '../netlify/server/alerts/alert-cycle'
import { emptySummary, type CycleSummary } from '../netlify/server/alerts/cycle-context'
import { runAlertWorker, WORKER_BUDGET_SECONDS } from '../netlify/server/alerts/worker'
import { closeDatabase, query } from '../netlify/server/db'
import { resetServerEnv } from '../netlify/server/env'
import { airQualityProvider } from '../netlify/server/providers/air-quality'
import { createOutboxSender } from '../netlify/server/providers/sms/outbox'
import { startFakeOpenMeteo } from '../tests/fakes/fake-open-meteo'
import { startFakeOpenAq } from '../tests/fakes/fake-openaq'
import { postgresBinaries, startRealPostgres } from '../tests/support/real-postgres'

export interface AlertsCycleFigures {
  places: number
  cells: number
  shards: number
  workers: number
  /** Seconds each cells job took, from its first claim to done (a crashed one: across both claims). */
  shardSeconds: number[]
  wallSeconds: number
  seedSeconds: number
  peakMb: number
  upstreamRequests: number
  fakeRequests: number
  /** Cells whose forecast could not be had (left due for the next run). */
  cellsFailed: number
  /** Cells the job fused with a station read from the database, of `cellsDecided` (the crashed worker's count is lost with it). */
  cellsWithStations: number
  cellsDecided: number
  stationHoursSeeded: number
  /** Requests the job sent the observation network (goal: none). */
  observationRequests: number
  /** Places still due when the cycle ended. */
  unchecked: number
  dbQueries: number
  sendDbQueries: number
  texts: number
  expectedTexts: number
  duplicateTexts: number
  missedTexts: number
  crashedShards: number
}

/** The seeded places lie between 120° and 110° W (UTC-8 to UTC-7). */
const MIDDAY_AT_THE_PLACES_UTC_HOUR = 20
const DAY_SECONDS = 86_400
/** Workers at once: Netlify runs each in its own instance; here they share 2 cores. */
const WORKERS = 8

/**
 * The cycle's clock: the latest 20:00 UTC (midday at the places) at or before `nowSeconds`,
 * plus a minute, so quiet hours (22:00-07:00 local) never hold a text back.
 */
function middayAtThePlaces(nowSeconds: number): number {
  const offset = MIDDAY_AT_THE_PLACES_UTC_HOUR * 3600
  return Math.floor((nowSeconds - offset) / DAY_SECONDS) * DAY_SECONDS + offset + 60
}

async function seed(places: number, cells: number, columns: number, now: number): Promise<void> {
  const users = Math.ceil(places / 4)
  await query(
    `INSERT INTO users (phone_e164, phone_verified_at, alerts_enabled)
     SELECT '+1201' || lpad(i::text, 7, '0'), now(), true FROM generate_series(1, $1) AS i`,
    [users],
  )
  await query(`INSERT INTO subscriptions (user_id, status, demo) SELECT id, 'premium', true FROM users`)
  await query(
    `INSERT INTO sms_consents (user_id, phone_e164, text_version, text_body) SELECT id, phone_e164, $1, $2 FROM users`,
    [CONSENT_TEXT.version, CONSENT_TEXT.text],
  )
  // Place i lies in cell i % cells; a user's 4 places in 4 neighbouring cells.
  await query(
    `INSERT INTO monitored_places (user_id, name, lat, lon)
     SELECT u.id, 'Place ' || p.i, 30 + ((p.i % $2) / $3) / 10.0 + 0.02, -120 + ((p.i % $2) % $3) / 10.0 - 0.02
       FROM (SELECT i, (i - 1) / 4 + 1 AS user_no FROM generate_series(1, $1) AS i) p
       JOIN (SELECT id, row_number() OVER (ORDER BY phone_e164) AS user_no FROM users) u ON u.user_no = p.user_no`,
    [places, cells, columns],
  )
  // One OpenAQ monitor per cell, 2 km north of its centre, with the last 24 hours the ingest
  // keeps (4-5 µg/m³, as clean as the model; alternating, so no run of equal hours is "stuck"),
  // and its area listed and ingested as the ingest leaves it.
  await query(
    `INSERT INTO observation_stations (id, network, name, lat, lon, kind, indoor, upstream_ref, listed_at, readings_fetched_at, history_from)
     SELECT 'openaq:' || c, 'openaq', 'Monitor ' || c, 30 + (c / $2) / 10.0 + 0.018, -120 + (c % $2) / 10.0, 'regulatory', false, (c * 10)::text,
            to_timestamp($3::float8), to_timestamp($3::float8), to_timestamp($3::float8 - 14 * 86400)
       FROM generate_series(0, $1 - 1) AS c`,
    [cells, columns, now],
  )
  await query(
    `INSERT INTO observation_station_areas (network, area_key, listed_at, ingested_at)
     SELECT 'openaq', cell_key || ':25', to_timestamp($1::float8), to_timestamp($1::float8) FROM (SELECT DISTINCT cell_key FROM monitored_places) p`,
    [now],
  )
  await query(
    `INSERT INTO observation_hours (station_id, hour, pm2_5, fetched_at)
     SELECT s.id, to_timestamp(h), 4 + ((h / 3600) % 2), to_timestamp($1::float8)
       FROM observation_stations s, generate_series($2::bigint, $3::bigint, 3600) AS h`,
    [now, Math.floor(now / 3600) * 3600 - 24 * 3600, Math.floor(now / 3600) * 3600 - 3600],
  )
  await query(`ANALYZE`)
}

/**
 * Seeds `places` monitored places (4 per user) over `cells` 0.1° cells, with Poor air
 * forecast 2 hours ahead in 1 cell of 20, then times one cycle in 20 shards with WORKERS
 * workers, the first of which to get halfway through a shard crashes there.
 */
export async function alertsCycleFigures(places = 100_000, cells = 5_000): Promise<AlertsCycleFigures | null> {
  const bin = postgresBinaries()
  if (!bin) return null
  const saved = {
    url: process.env.NETLIFY_DB_URL, driver: process.env.NETLIFY_DB_DRIVER, provider: process.env.AIR_QUALITY_PROVIDER, base: process.env.OPEN_METEO_BASE_URL, timeout: process.env.UPSTREAM_TIMEOUT_MS,
    jobBudget: process.env.AIR_QUALITY_JOB_BUDGET, observations: process.env.OBSERVATIONS, openaqKey: process.env.OPENAQ_API_KEY, openaqBase: process.env.OPENAQ_BASE_URL,
  }
  await closeDatabase()
  const pg = await startRealPostgres(bin)
  const now = middayAtThePlaces(Date.now() / 1000)
  const fake = await startFakeOpenMeteo({ now: () => now })
  const openaq = await startFakeOpenAq()
  const columns = 100
  // Cell c is centred on (30 + row/10, -120 + column/10); every 20th cell has an episode: a
  // smoke front of 120 µg/m³ from two hours on. Its NowCast (the one index, decision 135)
  // is Poor from its first hour (US AQI 154); a step to 60 would read Poor only ~3 h later.
  fake.setPayloadFor((lat, lon, dt) => {
    const c = Math.round((lat - 30) * 10) * columns + Math.round((lon + 120) * 10)
    const poor = c % 20 === 0 && dt >= now - 60 + 2 * 3600
    return { pm2_5: poor ? 120 : 4, pm10: 8, o3: 30, no2: 8, so2: 2, co: 200 }
  })
  process.env.NETLIFY_DB_URL = pg.url
  process.env.NETLIFY_DB_DRIVER = 'server'
  process.env.AIR_QUALITY_PROVIDER = 'open-meteo'
  process.env.OPEN_METEO_BASE_URL = fake.url
  // The fake answers from this process, whose one thread the 8 workers keep busy: a
  // 50-place answer can take longer than the 4 s a real Open-Meteo is given.
  process.env.UPSTREAM_TIMEOUT_MS = '30000'
  // 50,000 cells are 50,000 Open-Meteo calls (one per location) a run: a commercial plan's
  // budget, as such a deploy would set it (decision 246).
  process.env.AIR_QUALITY_JOB_BUDGET = '100000,1000000,10000000'
  process.env.OBSERVATIONS = 'openaq'
  process.env.OPENAQ_API_KEY = 'bench-key'
  process.env.OPENAQ_BASE_URL = openaq.url
  resetServerEnv()
  try {
    const seedStarted = performance.now()
    await seed(places, cells, columns, now)
    const [stationHours] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM observation_hours`)
    const seedSeconds = (performance.now() - seedStarted) / 1000

    let peak = process.memoryUsage().rss
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100)
    const started = performance.now()
    // The clock runs from `now` with the wall clock, as on Netlify.
    const clockAt = () => now + (performance.now() - started) / 1000
    const placesPerShard = Math.max(1000, Math.round(places / 20))
    const plan = await planAlertCycle(Math.floor(now), placesPerShard)
    const base = { provider: airQualityProvider(), sms: createOutboxSender(), paymentsMode: 'demo' as const, budgetSeconds: WORKER_BUDGET_SECONDS }
    // The first worker to get halfway through a shard dies there: batches committed, one
    // under way, its lease left to run out.
    let crashed = false
    const workers = Array.from({ length: WORKERS }, () => {
      const crash = new AbortController()
      let decided = 0
      return runAlertWorker({
        ...base,
        now: clockAt(),
        signal: crash.signal,
        onDecision: () => {
          if (++decided === placesPerShard / 2 && !crashed) {
            crashed = true
            crash.abort(new Error('injected crash'))
          }
        },
      }).catch((error: unknown) => {
        if (crash.signal.aborted) return emptySummary()
        throw error
      })
    })
    let summary: CycleSummary = (await Promise.all(workers)).reduce(addSummaries, emptySummary())
    // Whatever the crashed worker held and nobody had taken over yet: the next run's workers.
    for (;;) {
      const open = await query<{ n: number }>(`SELECT count(*)::int AS n FROM alert_jobs WHERE status = 'pending'`)
      if ((open[0]?.n ?? 0) === 0) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const next = await Promise.all(Array.from({ length: 2 }, () => runAlertWorker({ ...base, now: clockAt() })))
      summary = next.reduce(addSummaries, summary)
    }
    const wallSeconds = (performance.now() - started) / 1000
    clearInterval(sampler)

    const jobs = await query<{ seconds: number; attempts: number }>(
      `SELECT extract(epoch FROM finished_at - started_at)::float8 AS seconds, attempts FROM alert_jobs WHERE kind = 'cells' ORDER BY id`,
    )
    const [texts] = await query<{ n: number; distinct_to: number }>(`SELECT count(*)::int AS n, count(DISTINCT to_e164)::int AS distinct_to FROM sms_outbox`)
    // Every place in an episode cell should get one text (a user's 4 places lie in 4
    // neighbouring cells, so at most one of them in an episode: the cap never bites).
    const [expected] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM monitored_places
        WHERE ((round((lat - 30)::numeric * 10) * $1 + round((lon + 120)::numeric * 10))::int % 20) = 0`,
      [columns],
    )
    const [perPlace] = await query<{ duplicates: number; sent: number }>(
      `SELECT coalesce(sum(n - 1) FILTER (WHERE n > 1), 0)::int AS duplicates, count(*)::int AS sent
         FROM (SELECT place_id, count(*) AS n FROM alerts WHERE status = 'sent' GROUP BY place_id) x`,
    )
    const [unchecked] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM monitored_places WHERE checked_at IS NULL`)
    const [seeded] = await query<{ places: number; cells: number }>(`SELECT count(*)::int AS places, count(DISTINCT cell_key)::int AS cells FROM monitored_places`)
    return {
      places: seeded?.places ?? 0,
      cells: seeded?.cells ?? 0,
      shards: plan.planned,
      workers: WORKERS,
      shardSeconds: jobs.map((j) => j.seconds),
      wallSeconds,
      seedSeconds,
      peakMb: Math.round(peak / 1024 / 1024),
      upstreamRequests: summary.upstreamRequests,
      fakeRequests: fake.requests.length,
      cellsFailed: summary.cellsFailed,
      cellsWithStations: summary.cellsWithStations,
      cellsDecided: summary.cells,
      stationHoursSeeded: stationHours?.n ?? 0,
      observationRequests: openaq.requests.length,
      unchecked: unchecked?.n ?? 0,
      dbQueries: summary.dbQueries,
      sendDbQueries: summary.sendDbQueries,
      texts: texts?.n ?? 0,
      expectedTexts: expected?.n ?? 0,
      duplicateTexts: (texts?.n ?? 0) - (texts?.distinct_to ?? 0) + (perPlace?.duplicates ?? 0),
      missedTexts: Math.max(0, (expected?.n ?? 0) - (perPlace?.sent ?? 0)),
      crashedShards: jobs.filter((j) => j.attempts > 1).length,
    }
  } finally {
    await closeDatabase()
    await fake.close()
    await openaq.close()
    await pg.stop()
    for (const [key, value] of [
      ['NETLIFY_DB_URL', saved.url], ['NETLIFY_DB_DRIVER', saved.driver], ['AIR_QUALITY_PROVIDER', saved.provider], ['OPEN_METEO_BASE_URL', saved.base], ['UPSTREAM_TIMEOUT_MS', saved.timeout],
      ['AIR_QUALITY_JOB_BUDGET', saved.jobBudget], ['OBSERVATIONS', saved.observations], ['OPENAQ_API_KEY', saved.openaqKey], ['OPENAQ_BASE_URL', saved.openaqBase],
    ] as const) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
    resetServerEnv()
  }
}

/** The bench's line for one run. */
export function alertsCycleLine(f: AlertsCycleFigures): string {
  const max = Math.max(...f.shardSeconds)
  const median = [...f.shardSeconds].sort((a, b) => a - b)[Math.floor(f.shardSeconds.length / 2)] ?? 0
  return (
    `bench alerts-cycle: places=${f.places} cells=${f.cells} shards=${f.shards} workers=${f.workers} ` +
    `shard_s_median=${median.toFixed(1)} shard_s_max=${max.toFixed(1)} wall_s=${f.wallSeconds.toFixed(1)} peak_mb=${f.peakMb} ` +
    `upstream_requests=${f.fakeRequests} cells_failed=${f.cellsFailed} cells_with_stations_from_db=${f.cellsWithStations}/${f.cellsDecided} station_hours_in_db=${f.stationHoursSeeded} ` +
    `job_observation_requests=${f.observationRequests} unchecked_places=${f.unchecked} db_round_trips=${f.dbQueries} ` +
    `db_round_trips_per_text=${(f.dbQueries / Math.max(1, f.texts)).toFixed(2)} sender_round_trips_per_text=${(f.sendDbQueries / Math.max(1, f.texts)).toFixed(2)} ` +
    `texts=${f.texts} expected_texts=${f.expectedTexts} duplicate_texts=${f.duplicateTexts} missed_texts=${f.missedTexts} crashed_shards_resumed=${f.crashedShards} ` +
    `(goal: wall_s<900, shard_s_max<${WORKER_BUDGET_SECONDS}, upstream_requests<=ceil(cells/50), every cell with stations from the db, job_observation_requests=0, 0 duplicate, 0 missed; seeding took ${f.seedSeconds.toFixed(0)} s, not counted)`
  )
}
