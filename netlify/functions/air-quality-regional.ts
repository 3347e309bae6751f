import type { Config } from '@netlify/functions'
import { z } from 'zod'
import { handler, parseQuery } from '../server/http'
import { readAirQuality } from '../server/air-quality/read-air-quality'
import { regionalView } from '../server/air-quality/regional-view'

/** `scale`: the person's chosen index (decision 154); absent or `auto`: the region's own. */
const scaleQuerySchema = z.object({
  scale: z
    .enum(['auto', 'uk_daqi', 'eaqi', 'us_epa'], { error: 'scale must be one of auto, uk_daqi, eaqi, us_epa' })
    .optional(),
})

/** GET /api/air-quality/regional: the current hour on the region's own scale, or the one chosen. */
export default handler(async (req) => {
  const parsed = parseQuery(req, scaleQuerySchema)
  if (!parsed.ok) return parsed.response
  const scale = parsed.value.scale
  return readAirQuality(req, regionalView(scale === undefined || scale === 'auto' ? null : scale))
})

export const config: Config = { path: '/api/air-quality/regional' }
