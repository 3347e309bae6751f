import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { readAirQuality } from '../server/air-quality/read-air-quality'
import { hourlyView } from '../server/air-quality/views'

/** GET /api/air-quality/forecast: hourly from the current hour, 48 hours (the free 2-day forecast). */
export default handler((req) => readAirQuality(req, hourlyView('forecast')))

export const config: Config = { path: '/api/air-quality/forecast' }
