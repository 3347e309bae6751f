import type { Config } from '@netlify/functions'
import { serverEnv } from '../server/env'
import { allowMethods, handler, json, problem } from '../server/http'
import { currentUser, refreshedSessionCookie } from '../server/session'
import { currentUserView } from '../server/auth/current-user-view'
import { withSetCookie } from '../server/auth/session-cookie'
import { paymentsMode } from '../server/providers/payments/mode'

/**
 * GET /api/auth/user: the caller's account (anonymous or signed in), or 401 without a
 * session (the app reads 401 as "no user"). Also where a session's rolling expiry moves.
 */
export default handler(async (req) => {
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  const user = await currentUser(req)
  const view = user && (await currentUserView(user.id, paymentsMode(serverEnv())))
  if (!view) return problem(401, 'not_signed_in', /*i18n*/ { id: 'problem.account.notSignedIn', message: 'You are not signed in.' })
  return withSetCookie(json(view, { headers: { 'cache-control': 'private, no-store' } }), await refreshedSessionCookie(req))
})

export const config: Config = { path: '/api/auth/user' }
