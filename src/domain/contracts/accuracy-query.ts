import { z } from 'zod'
import { say } from '../i18n/ambient'
import { ACCURACY_REGIONS } from './accuracy'

const ACCURACY_QUERY_MESSAGES = {
  region: /*i18n*/ { id: 'validation.accuracy.region', message: 'region is one of {regions}', comment: 'region: a query parameter, untranslated; regions: its values' },
  month: /*i18n*/ { id: 'validation.accuracy.month', message: 'month is written YYYY-MM, e.g. 2026-11', comment: 'month: a query parameter, untranslated' },
  only: /*i18n*/ { id: 'validation.accuracy.only', message: 'The only parameters are region (UK, Europe, other) and month (YYYY-MM).', comment: 'region, month and their values: untranslated' },
}

/** GET /api/accuracy?region=UK&month=2026-11: both optional, nothing else (an unknown parameter is a 400, not a new CDN entry). */
export const accuracyQuerySchema = z.strictObject({
  region: z.enum(ACCURACY_REGIONS, { error: () => say(ACCURACY_QUERY_MESSAGES.region, { regions: ACCURACY_REGIONS.join(', ') }) }).optional(),
  month: z.string().regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, { error: () => say(ACCURACY_QUERY_MESSAGES.month) }).optional(),
}, { error: () => say(ACCURACY_QUERY_MESSAGES.only) })
export type AccuracyQuery = z.infer<typeof accuracyQuerySchema>
