import type { Config } from '@netlify/functions'
import { verifyCodeBodySchema, type VerifyCodeResponse } from '../../src/domain/contracts/auth'
import { LOCAL_SIGN_IN_CODE_SECRET, serverEnv } from '../server/env'
import { handler, json, problem } from '../server/http'
import { readJsonBody } from '../server/request-body'
import { currentSession } from '../server/session'
import { currentUserView } from '../server/auth/current-user-view'
import { guardStateChange } from '../server/auth/guards'
import { textablePhone } from '../server/auth/phone'
import { sessionCookie, withSetCookie } from '../server/auth/session-cookie'
import { completeSignIn } from '../server/auth/sign-in'
import { verifySignInCode } from '../server/auth/sign-in-codes'
import { paymentsMode } from '../server/providers/payments/mode'

/** POST /api/auth/verify {phone, code}: signs in (new session cookie), merging this device's anonymous account. */
export default handler(async (req) => {
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const body = await readJsonBody(req, verifyCodeBodySchema)
  if (!body.ok) return body.response

  const env = serverEnv()
  const phone = textablePhone(body.value.phone, body.value.country, env.SMS_ALLOWED_COUNTRIES)
  if (!phone.ok) return problem(400, phone.error.error, phone.error.message)

  const now = new Date()
  const verified = await verifySignInCode(phone.value, body.value.code, env.SIGN_IN_CODE_SECRET ?? LOCAL_SIGN_IN_CODE_SECRET, now)
  if (!verified.ok) return problem(400, verified.error.kind, verified.error.message)

  const mode = paymentsMode(env)
  const prior = await currentSession(req)
  const signedIn = await completeSignIn(
    phone.value,
    prior && { userId: prior.user.id, anonymous: prior.user.anonymous, tokenHash: prior.tokenHash },
    now,
    mode,
  )
  const user = await currentUserView(signedIn.userId, mode)
  if (!user) throw new Error('the signed-in user vanished')
  const answer: VerifyCodeResponse = { user, created: signedIn.created }
  return withSetCookie(json(answer), sessionCookie(req, signedIn.token))
})

export const config: Config = { path: '/api/auth/verify' }
