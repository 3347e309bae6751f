import type { Config } from '@netlify/functions'
import { verifyCodeBodySchema, type VerifyCodeResponse } from '../../src/domain/contracts/auth'
import { clientIp, networkRateLimitKey } from '../server/client-ip'
import { serverEnv } from '../server/env'
import { handler, json } from '../server/http'
import { readJsonBody } from '../server/request-body'
import { currentSession } from '../server/session'
import { currentUserView } from '../server/auth/current-user-view'
import { guardStateChange } from '../server/auth/guards'
import { phoneProvenByCode } from '../server/auth/proven-phone'
import { sessionCookie, withSetCookie } from '../server/auth/session-cookie'
import { completeSignIn } from '../server/auth/sign-in'
import { paymentsMode } from '../server/providers/payments/mode'
import { requestLocale } from '../server/request-locale'

/** POST /api/auth/verify {phone, code}: signs in (new session cookie), merging this device's anonymous account. */
export default handler(async (req) => {
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const body = await readJsonBody(req, verifyCodeBodySchema)
  if (!body.ok) return body.response

  const now = new Date()
  const ip = clientIp(req)
  const phone = await phoneProvenByCode(body.value, now, ip)
  if (!phone.ok) return phone.error

  const mode = paymentsMode(serverEnv())
  const prior = await currentSession(req)
  const signedIn = await completeSignIn(
    phone.value,
    prior && { userId: prior.user.id, anonymous: prior.user.anonymous, tokenHash: prior.tokenHash },
    now,
    mode,
    networkRateLimitKey(ip),
    requestLocale(req),
  )
  const user = await currentUserView(signedIn.userId, mode)
  if (!user) throw new Error('the signed-in user vanished')
  const answer: VerifyCodeResponse = { user, created: signedIn.created }
  return withSetCookie(json(answer), sessionCookie(req, signedIn.token))
})

export const config: Config = { path: '/api/auth/verify' }
