// `bench alerts-cycle`: one full alert cycle over many places, against the local Postgres
// (PGlite, in this process) and a fake Open-Meteo on 127.0.0.1. Texts go to the outbox.
import { runAlertCycle } from '../netlify/server/alerts/alert-cycle'
import { query } from '../netlify/server/db'
import { resetServerEnv } from '../netlify/server/env'
import { airQualityProvider } from '../netlify/server/providers/air-quality'
import { createOutboxSender } from '../netlify/server/providers/sms/outbox'
import { startFakeOpenMeteo } from '../tests/fakes/fake-open-meteo'
import { CONSENT_TEXT } from '../netlify/server/alerts/consent-text'

export interface AlertsCycleFigures {
  places: number
  cells: number
  wallSeconds: number
  peakMb: number
  upstreamRequests: number
  fakeRequests: number
  dbQueries: number
  texts: number
}

/** The seeded places lie between 120° and 110° W (UTC-8 to UTC-7). */
const MIDDAY_AT_THE_PLACES_UTC_HOUR = 20
const DAY_SECONDS = 86_400

/**
 * The cycle's clock: the latest 20:00 UTC (midday at the places) at or before `nowSeconds`,
 * plus a minute. With the wall clock itself, a bench run in the places' night found every
 * text held back by quiet hours (22:00-07:00 local): `texts=0` and a different figure.
 */
function middayAtThePlaces(nowSeconds: number): number {
  const offset = MIDDAY_AT_THE_PLACES_UTC_HOUR * 3600
  return Math.floor((nowSeconds - offset) / DAY_SECONDS) * DAY_SECONDS + offset + 60
}

/**
 * Seeds `places` monitored places (4 per user) spread over `cells` 0.1° cells, with Poor
 * air forecast 2 hours ahead in 1 cell of 20, then times one cycle. Expects the local
 * database to be running (NETLIFY_DB_URL) and empty.
 */
export async function alertsCycleFigures(places = 100_000, cells = 5_000): Promise<AlertsCycleFigures> {
  const now = middayAtThePlaces(Date.now() / 1000)
  const fake = await startFakeOpenMeteo({ now: () => now })
  const columns = 100
  // Cell c is centred on (30 + row/10, -120 + column/10); every 20th cell has an episode.
  fake.setPayloadFor((lat, lon, dt) => {
    const c = Math.round((lat - 30) * 10) * columns + Math.round((lon + 120) * 10)
    const poor = c % 20 === 0 && dt >= now - 60 + 2 * 3600
    return { pm2_5: poor ? 60 : 4, pm10: 8, o3: 30, no2: 8, so2: 2, co: 200 }
  })
  process.env.AIR_QUALITY_PROVIDER = 'open-meteo'
  process.env.OPEN_METEO_BASE_URL = fake.url
  resetServerEnv()

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
  await query(
    `INSERT INTO monitored_places (user_id, name, lat, lon)
     SELECT u.id, 'Place ' || p.i, 30 + ((p.i % $2) / $3) / 10.0 + 0.02, -120 + ((p.i % $2) % $3) / 10.0 - 0.02
       FROM (SELECT i, (i - 1) / 4 + 1 AS user_no FROM generate_series(1, $1) AS i) p
       JOIN (SELECT id, row_number() OVER (ORDER BY phone_e164) AS user_no FROM users) u ON u.user_no = p.user_no`,
    [places, cells, columns],
  )

  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 50)
  const started = performance.now()
  const summary = await runAlertCycle({ provider: airQualityProvider(), sms: createOutboxSender(), paymentsMode: 'demo', now })
  const wallSeconds = (performance.now() - started) / 1000
  clearInterval(sampler)
  const [texts] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM sms_outbox`)
  await fake.close()
  return {
    places: summary.places,
    cells: summary.cells,
    wallSeconds,
    peakMb: Math.round(peak / 1024 / 1024),
    upstreamRequests: summary.upstreamRequests,
    fakeRequests: fake.requests.length,
    dbQueries: summary.dbQueries,
    texts: texts?.n ?? 0,
  }
}
