import type { Config } from '@netlify/functions'
import { logoutBodySchema, type LogoutResponse } from '../../src/domain/contracts/auth'
import { handler, json } from '../server/http'
import { readEmptyJsonBody } from '../server/email/empty-json-body'
import { currentSession } from '../server/session'
import { guardStateChange } from '../server/auth/guards'
import { clearedSessionCookie, withSetCookie } from '../server/auth/session-cookie'
import { endSession } from '../server/auth/end-session'

/** POST /api/auth/logout: ends the session and clears the cookie (200 even without one). */
export default handler(async (req) => {
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const body = await readEmptyJsonBody(req, logoutBodySchema)
  if (!body.ok) return body.response

  const session = await currentSession(req)
  if (session) await endSession(session.user, session.tokenHash)
  const answer: LogoutResponse = { success: true }
  return withSetCookie(json(answer), clearedSessionCookie(req))
})

export const config: Config = { path: '/api/auth/logout' }
