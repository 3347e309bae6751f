import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { readAirQuality } from '../server/air-quality/read-air-quality'
import { hourlyView } from '../server/air-quality/views'

/** GET /api/air-quality/current?latitude=&longitude= (or lat/lon): the current hour. */
export default handler((req) => readAirQuality(req, hourlyView('current')))

export const config: Config = { path: '/api/air-quality/current' }
