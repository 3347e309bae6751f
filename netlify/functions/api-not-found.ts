import type { Config } from '@netlify/functions'
import { handler, problem } from '../server/http'

/** Any other /api path answers JSON 404 instead of falling through to the app's HTML. */
export default handler(async (req) =>
  problem(404, 'not_found', `There is no API endpoint at ${new URL(req.url).pathname}.`),
)

export const config: Config = { path: '/api/*' }
