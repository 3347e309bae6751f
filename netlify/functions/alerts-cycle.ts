import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { scheduledAlertCycle } from '../server/alerts/job'

/** Every 15 minutes: plan the alert cycle and start its background workers (docs/alerts.md). */
export default handler(async (req) => scheduledAlertCycle(process.env.URL ?? new URL(req.url).origin))

export const config: Config = { schedule: '*/15 * * * *' }
