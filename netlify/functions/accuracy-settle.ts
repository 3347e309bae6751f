import type { Config } from '@netlify/functions'
import { configuredMeasuredHours } from '../server/accuracy/measured-hours'
import { settleAccuracy } from '../server/accuracy/settle-accuracy'

/** Scheduled hourly: scores the accuracy record's watched cell-days once their hours are measured (decision 191). */
export default async (): Promise<Response> => {
  const measuredHours = configuredMeasuredHours()
  const summary = await settleAccuracy({ measuredHours, now: Math.floor(Date.now() / 1000), signal: AbortSignal.timeout(25_000) })
  console.log(measuredHours === null
    ? 'accuracy-settle: measured hours not connected; nothing settled'
    : `accuracy-settle: ${JSON.stringify(summary)}`)
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '@hourly' }
