// `bench sms`: a cycle's texts handed to Twilio (issue 22 item 6, decision 233). On a real
// PostgreSQL started here, BENCH_TEXTS (default 50,000) texts are recorded as a cycle's shards
// record them — one in 5 an all-clear, recorded before the warnings — and the send job hands
// them to the real Twilio SDK through a Messaging Service, the fake Twilio on 127.0.0.1
// answering each after a delay as a real API call takes time. Paced at BENCH_SMS_RATE texts a
// second (default 100, a Messaging Service's pool or a short code) with sendersFor(rate)
// senders in flight; a worker that runs out of time hands over to the next, as on Netlify.
import { WORKER_BUDGET_SECONDS, runAlertWorker } from '../netlify/server/alerts/worker'
import { sendersFor } from '../netlify/server/alerts/sms-pacer'
import { closeDatabase, query } from '../netlify/server/db'
import { resetServerEnv, serverEnv } from '../netlify/server/env'
import { airQualityProvider } from '../netlify/server/providers/air-quality'
import { createSmsSender } from '../netlify/server/providers/sms'
import type { SmsSender } from '../netlify/server/providers/sms/types'
import { startFakeTwilio } from '../tests/fakes/fake-twilio'
import { postgresBinaries, startRealPostgres } from '../tests/support/real-postgres'

/** What the fake Twilio takes to answer each Messages call: an assumed, not a measured, figure. */
const TWILIO_ANSWER_MS = 200
/** The goal: a cycle's texts handed to Twilio within 10 minutes of being decided. */
const GOAL_SECONDS = 600

export interface SmsSendFigures {
  texts: number
  rate: number
  senders: number
  /** From the first worker's start to the last text accepted. */
  seconds: number
  workers: number
  maxInFlight: number
  sent: number
  duplicateTexts: number
  missedTexts: number
  /** All-clears that started before the last warning (decision 200: should be 0). */
  allClearsBeforeAWarning: number
}

const VARIABLES = ['NETLIFY_DB_URL', 'NETLIFY_DB_DRIVER', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_MESSAGING_SERVICE_SID', 'TWILIO_API_BASE'] as const

/** Records `texts` pending texts, one member each, every 5th an all-clear, all-clears a minute older. */
async function seed(texts: number, now: number): Promise<void> {
  await query(
    `INSERT INTO users (phone_e164, phone_verified_at, alerts_enabled)
     SELECT '+1201' || lpad(i::text, 7, '0'), now(), true FROM generate_series(1, $1) AS i`,
    [texts],
  )
  await query(
    `INSERT INTO alerts (user_id, kind, alert_type, episode_key, to_e164, body, hour_at, scheduled_for, status, attempts, created_at)
     SELECT id, k.kind, CASE WHEN k.kind = 'all_clear' THEN 'all_clear' ELSE 'poor' END, 'ep-bench', phone_e164,
            CASE WHEN k.kind = 'all_clear' THEN 'All clear: ' ELSE 'Warning: ' END || 'air at your place', to_timestamp($1 + 3600),
            to_timestamp($1), 'pending', 0, to_timestamp($1 - CASE WHEN k.kind = 'all_clear' THEN 120 ELSE 60 END)
       FROM (SELECT id, phone_e164, row_number() OVER (ORDER BY phone_e164) AS n FROM users) u,
            LATERAL (SELECT CASE WHEN u.n % 5 = 0 THEN 'all_clear' ELSE 'advance' END AS kind) k`,
    [now],
  )
  await query(`ANALYZE`)
}

export async function smsSendFigures(texts = 50_000, rate = 100): Promise<SmsSendFigures | null> {
  const bin = postgresBinaries()
  if (!bin) return null
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]))
  await closeDatabase()
  const pg = await startRealPostgres(bin)
  const twilio = await startFakeTwilio()
  twilio.setFault('slow', { delayMs: TWILIO_ANSWER_MS })
  Object.assign(process.env, {
    NETLIFY_DB_URL: pg.url,
    NETLIFY_DB_DRIVER: 'server',
    TWILIO_ACCOUNT_SID: `AC${'b'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'bench-token',
    TWILIO_MESSAGING_SERVICE_SID: `MG${'b'.repeat(32)}`,
    TWILIO_API_BASE: twilio.url,
  })
  resetServerEnv()
  try {
    const now = Math.floor(Date.now() / 1000)
    await seed(texts, now)
    await query(`INSERT INTO alert_jobs (kind, planned_at) VALUES ('send', to_timestamp($1))`, [now])

    // The real adapter, watched: how many texts are in flight, and the order kinds start in.
    const inner = createSmsSender(serverEnv())
    let inFlight = 0
    let maxInFlight = 0
    let warningsLeft = texts - Math.floor(texts / 5)
    let allClearsBeforeAWarning = 0
    let allClearsStarted = 0
    const sms: SmsSender = {
      delivery: inner.delivery,
      async send(message) {
        if (message.body.startsWith('Warning')) {
          warningsLeft--
          allClearsBeforeAWarning = allClearsStarted
        } else allClearsStarted++
        maxInFlight = Math.max(maxInFlight, ++inFlight)
        try {
          return await inner.send(message)
        } finally {
          inFlight--
        }
      },
    }
    const senders = sendersFor(rate)
    const started = performance.now()
    let workers = 0
    for (;;) {
      const [open] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM alert_jobs WHERE status = 'pending'`)
      if ((open?.n ?? 0) === 0 || workers >= 10) break
      workers++
      const elapsed = (performance.now() - started) / 1000
      await runAlertWorker({
        provider: airQualityProvider(), sms, paymentsMode: 'demo', now: now + elapsed,
        budgetSeconds: WORKER_BUDGET_SECONDS, sendsPerSecond: rate, senders,
      })
    }
    const seconds = (performance.now() - started) / 1000
    const [outcome] = await query<{ sent: number; sids: number }>(
      `SELECT count(*) FILTER (WHERE status = 'sent')::int AS sent, count(DISTINCT provider_id)::int AS sids FROM alerts`,
    )
    const requests = twilio.requests.filter((r) => r.method === 'POST').length
    const distinctTo = new Set(twilio.requests.map((r) => r.form['To'])).size
    return {
      texts,
      rate,
      senders,
      seconds,
      workers,
      maxInFlight,
      sent: outcome?.sent ?? 0,
      duplicateTexts: requests - distinctTo,
      missedTexts: texts - Math.min(outcome?.sids ?? 0, distinctTo),
      allClearsBeforeAWarning: warningsLeft === 0 ? allClearsBeforeAWarning : NaN,
    }
  } finally {
    await closeDatabase()
    await twilio.close()
    await pg.stop()
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
    resetServerEnv()
  }
}

/** The bench's line, with the single long code's time at 1 a second as an estimate. */
export function smsSendLine(f: SmsSendFigures): string {
  const oneNumberSeconds = f.texts / 1
  return (
    `bench sms: ${f.texts} texts handed to Twilio in ${f.seconds.toFixed(0)} s at ${f.rate}/s with ${f.senders} senders ` +
    `(achieved ${(f.sent / f.seconds).toFixed(1)}/s, max_in_flight=${f.maxInFlight}, workers=${f.workers}, sent=${f.sent} ` +
    `duplicate_texts=${f.duplicateTexts} missed_texts=${f.missedTexts} all_clears_before_a_warning=${f.allClearsBeforeAWarning}; ` +
    `fake Twilio answering in ${TWILIO_ANSWER_MS} ms through a Messaging Service; goal: <= ${GOAL_SECONDS} s) ` +
    `| one long code at 1/s: ${oneNumberSeconds.toFixed(0)} s (${(oneNumberSeconds / 3600).toFixed(1)} h), estimated, not run`
  )
}
