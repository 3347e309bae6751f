import { z } from 'zod'
import { ACCURACY_REGIONS } from './accuracy'

const REGION_MESSAGE = `region is one of ${ACCURACY_REGIONS.join(', ')}`
const MONTH_MESSAGE = 'month is written YYYY-MM, e.g. 2026-11'

/** GET /api/accuracy?region=UK&month=2026-11: both optional, nothing else (an unknown parameter is a 400, not a new CDN entry). */
export const accuracyQuerySchema = z.strictObject({
  region: z.enum(ACCURACY_REGIONS, { error: REGION_MESSAGE }).optional(),
  month: z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { error: MONTH_MESSAGE }).optional(),
}, { error: 'The only parameters are region (UK, Europe, other) and month (YYYY-MM).' })
export type AccuracyQuery = z.infer<typeof accuracyQuerySchema>
