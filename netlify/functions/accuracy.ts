import type { Config } from '@netlify/functions'
import { accuracyEndpoint } from '../server/accuracy/accuracy-endpoint'
import { configuredMeasuredHours } from '../server/accuracy/measured-hours'
import { handler } from '../server/http'

/** GET /api/accuracy: the public accuracy record (issue 14 part 5). */
export default handler((req) => accuracyEndpoint(req, configuredMeasuredHours()))

export const config: Config = { path: '/api/accuracy' }
