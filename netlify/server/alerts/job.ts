import { createHmac, timingSafeEqual } from 'node:crypto'
import { query } from '../db'
import { ConfigurationError, isLocalMode, serverEnv, signInCodeSecret } from '../env'
import { json, problem } from '../http'
import { airQualityProvider } from '../providers/air-quality'
import { paymentsMode } from '../providers/payments/mode'
import { smsSender } from '../providers/sms'
import { runAlertCycle, type CycleSummary } from './alert-cycle'

/** Places one scheduled invocation handles itself, well inside the 30 s limit. */
export const INLINE_PLACES = 2_000
/** Places per background shard (15 minutes allowed; bench/alerts-cycle.ts measures a cycle). */
export const PLACES_PER_SHARD = 25_000

export const BACKGROUND_PATH = '/.netlify/functions/alerts-cycle-background'

/** ALERT_JOB_SECRET; only in local mode one derived from the local sign-in code secret. */
function jobSecret(): string {
  const env = serverEnv()
  if (env.ALERT_JOB_SECRET) return env.ALERT_JOB_SECRET
  if (!isLocalMode(env)) throw new ConfigurationError('ALERT_JOB_SECRET: a deploy needs ALERT_JOB_SECRET')
  return createHmac('sha256', signInCodeSecret(env)).update('airahead alert job').digest('hex')
}

/** One cycle over one shard of the places, with the configured provider, SMS and payments. */
export function runConfiguredCycle(now: number, shard?: { index: number; count: number }): Promise<CycleSummary> {
  return runAlertCycle({ provider: airQualityProvider(), sms: smsSender(), paymentsMode: paymentsMode(serverEnv()), now, shard })
}

async function duePlaces(): Promise<number> {
  const [row] = await query<{ n: number }>(
    `SELECT count(*)::int AS n FROM monitored_places p JOIN users u ON u.id = p.user_id AND u.alerts_enabled AND u.phone_e164 IS NOT NULL`,
  )
  return row?.n ?? 0
}

/**
 * The scheduled function's work: a small cycle runs here; a large one is split into
 * shards by forecast cell, each run by the background function (15 minutes each).
 */
export async function scheduledAlertCycle(origin: string): Promise<Response> {
  const now = Math.floor(Date.now() / 1000)
  const due = await duePlaces()
  if (due <= INLINE_PLACES) {
    const summary = await runConfiguredCycle(now)
    console.log(`alert cycle: ${JSON.stringify(summary)}`)
    return json({ mode: 'inline', summary })
  }
  const count = Math.ceil(due / PLACES_PER_SHARD)
  const started = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      fetch(new URL(BACKGROUND_PATH, origin), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-airahead-job-secret': jobSecret() },
        body: JSON.stringify({ index, count }),
      }).then((r) => r.status, () => 0),
    ),
  )
  console.log(`alert cycle: ${due} places in ${count} shards, background answers ${started.join(',')}`)
  return json({ mode: 'sharded', shards: count, started })
}

/** The background function: one shard, if the caller knows the job secret. */
export async function backgroundAlertCycle(req: Request): Promise<Response> {
  const given = Buffer.from(req.headers.get('x-airahead-job-secret') ?? '')
  const secret = Buffer.from(jobSecret())
  if (given.length !== secret.length || !timingSafeEqual(given, secret)) {
    return problem(403, 'forbidden', 'Only the alert job may start a shard.')
  }
  let shard: { index: number; count: number }
  try {
    const body = (await req.json()) as { index?: unknown; count?: unknown }
    const count = Number(body.count)
    const index = Number(body.index)
    if (!Number.isInteger(count) || !Number.isInteger(index) || count < 1 || count > 1000 || index < 0 || index >= count) throw new Error('bad shard')
    shard = { index, count }
  } catch {
    return problem(400, 'invalid_request', 'Send {index, count} with 0 <= index < count <= 1000.')
  }
  const summary = await runConfiguredCycle(Math.floor(Date.now() / 1000), shard)
  console.log(`alert cycle shard ${shard.index}/${shard.count}: ${JSON.stringify(summary)}`)
  return json({ shard, summary })
}

