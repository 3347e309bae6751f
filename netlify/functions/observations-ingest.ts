import type { Config } from '@netlify/functions'
import { ingestObservations } from '../server/observations/ingest'

/**
 * Scheduled every minute: brings the stations of watched and viewed cells up to date within
 * each network's budget (decision 245). Reads and the alert job read what it keeps.
 */
export default async (): Promise<Response> => {
  await ingestObservations()
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '* * * * *' }
