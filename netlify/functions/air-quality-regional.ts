import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { readAirQuality } from '../server/air-quality/read-air-quality'
import { regionalView } from '../server/air-quality/regional-view'

/** GET /api/air-quality/regional: the current hour on the region's own scale. */
export default handler((req) => readAirQuality(req, regionalView))

export const config: Config = { path: '/api/air-quality/regional' }
