import { createHmac, timingSafeEqual } from 'node:crypto'
import { ConfigurationError, isLocalMode, serverEnv, signInCodeSecret } from '../env'
import { json, problem } from '../http'
import { airQualityProvider } from '../providers/air-quality'
import { paymentsMode } from '../providers/payments/mode'
import { smsSender } from '../providers/sms'
import { planAlertCycle } from './alert-cycle'
import type { CycleSummary } from './cycle-context'
import { sendersFor } from './sms-pacer'
import { runAlertWorker } from './worker'

/** Background workers started per cycle at most (each claims job after job). */
export const MAX_WORKERS = 8
/** How long the scheduled function waits for each background start (Netlify answers 202 at once). */
const START_TIMEOUT_MS = 5_000

export const BACKGROUND_PATH = '/.netlify/functions/alerts-cycle-background'

/** ALERT_JOB_SECRET; only in local mode one derived from the local sign-in code secret. */
function jobSecret(): string {
  const env = serverEnv()
  if (env.ALERT_JOB_SECRET) return env.ALERT_JOB_SECRET
  if (!isLocalMode(env)) throw new ConfigurationError('ALERT_JOB_SECRET: a deploy needs ALERT_JOB_SECRET')
  return createHmac('sha256', signInCodeSecret(env)).update('airahead alert job').digest('hex')
}

/**
 * One worker with the configured provider, SMS sender (paced to SMS_SENDS_PER_SECOND, with
 * SMS_SENDERS texts in flight; decision 233) and payments.
 */
export function runConfiguredWorker(): Promise<CycleSummary> {
  const env = serverEnv()
  const sms = smsSender()
  return runAlertWorker({
    provider: airQualityProvider(),
    sms,
    paymentsMode: paymentsMode(env),
    sendsPerSecond: sms.delivery === 'sms' ? env.SMS_SENDS_PER_SECOND : Infinity,
    senders: sms.delivery === 'sms' ? sendersFor(env.SMS_SENDS_PER_SECOND, env.SMS_SENDERS) : 1,
  })
}

/**
 * The scheduled function's work, and only this: plan the cycle (a few statements) and start
 * background workers, one per open job up to MAX_WORKERS. It never decides or sends, so it
 * stays far inside its 30 s; a worker that does not start is made up for by the others
 * (they claim job after job) and by the next cycle.
 */
export async function scheduledAlertCycle(origin: string): Promise<Response> {
  const now = Math.floor(Date.now() / 1000)
  const plan = await planAlertCycle(now)
  const workers = Math.min(MAX_WORKERS, plan.open)
  const secret = jobSecret()
  const started = await Promise.all(
    Array.from({ length: workers }, () =>
      fetch(new URL(BACKGROUND_PATH, origin), {
        method: 'POST',
        headers: { 'x-airahead-job-secret': secret },
        signal: AbortSignal.timeout(START_TIMEOUT_MS),
      }).then((r) => r.status, () => 0),
    ),
  )
  console.log(`alert cycle: planned ${plan.planned} shards, ${plan.open} jobs open, background answers ${started.join(',')}`)
  return json({ planned: plan.planned, open: plan.open, started })
}

/** The background function: one worker, if the caller knows the job secret. */
export async function backgroundAlertCycle(req: Request): Promise<Response> {
  const given = Buffer.from(req.headers.get('x-airahead-job-secret') ?? '')
  const secret = Buffer.from(jobSecret())
  if (given.length !== secret.length || !timingSafeEqual(given, secret)) {
    return problem(403, 'forbidden', 'Only the alert job may start a worker.')
  }
  const summary = await runConfiguredWorker()
  console.log(`alert worker: ${JSON.stringify(summary)}`)
  return json({ summary })
}
