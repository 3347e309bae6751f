import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { airQualityHistory } from '../server/history/air-quality-history'

/** GET /api/user/air-quality-history?days=7: the readings the server kept for the caller's watched places. */
export default handler(airQualityHistory)

export const config: Config = { path: '/api/user/air-quality-history' }
