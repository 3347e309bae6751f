import type { Config } from '@netlify/functions'
import { pruneAirQualityRows } from '../server/air-quality/cache-pruning'

/** Scheduled hourly: deletes cached forecasts no reader may use and ended read-budget windows (decision 120). */
export default async (): Promise<Response> => {
  const counts = await pruneAirQualityRows(Math.floor(Date.now() / 1000))
  console.log(`air-quality-cache-prune: ${JSON.stringify(counts)}`)
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '@hourly' }
