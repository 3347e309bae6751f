import type { Config } from '@netlify/functions'
import { allowMethods, handler, problem } from '../server/http'

/**
 * GET /api/auth/user. Sign-in arrives with the accounts issue; until then there are
 * no sessions, so every caller is truthfully "not signed in" (the client reads 401
 * as "no user").
 */
export default handler(async (req) => {
  return allowMethods(req, ['GET']) ?? problem(401, 'not_signed_in', 'You are not signed in.')
})

export const config: Config = { path: '/api/auth/user' }
