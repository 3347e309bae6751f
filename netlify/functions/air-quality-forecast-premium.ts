import type { Config } from '@netlify/functions'
import { handler, problem } from '../server/http'
import { readAirQuality } from '../server/air-quality/read-air-quality'
import { hourlyView } from '../server/air-quality/views'
import { isPremium } from '../server/session'

/** GET /api/air-quality/forecast-premium: 5 days hourly, for premium callers only. */
export default handler(async (req) => {
  if (req.method === 'GET' && !(await isPremium(req))) {
    return problem(403, 'premium_required', /*i18n*/ { id: 'problem.forecast.premiumOnly', message: 'The 5-day forecast is part of AirAhead Premium.' })
  }
  return readAirQuality(req, hourlyView('forecast-premium'), { cache: 'private' })
})

export const config: Config = { path: '/api/air-quality/forecast-premium' }
