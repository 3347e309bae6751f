import { say } from '../../src/domain/i18n/ambient'
import type { Config } from '@netlify/functions'
import { requestCodeBodySchema, RESEND_AFTER_SECONDS, type RequestCodeResponse } from '../../src/domain/contracts/auth'
import { clientIp } from '../server/client-ip'
import { isLocalMode, serverEnv, signInCodeSecret } from '../server/env'
import { handler, json, problem } from '../server/http'
import { tooManyRequests } from '../server/rate-limit'
import { readJsonBody } from '../server/request-body'
import { guardStateChange } from '../server/auth/guards'
import { formatPhone, textablePhone } from '../server/auth/phone'
import { issueSignInCode } from '../server/auth/sign-in-codes'
import { smsSender } from '../server/providers/sms'
import { translator } from '../server/i18n'
import { requestLocale } from '../server/request-locale'

/** POST /api/auth/code {phone, country?}: texts a 6-digit sign-in code to that phone. */
export default handler(async (req) => {
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const body = await readJsonBody(req, requestCodeBodySchema)
  if (!body.ok) return body.response

  const env = serverEnv()
  const phone = textablePhone(body.value.phone, body.value.country, env.SMS_ALLOWED_COUNTRIES)
  if (!phone.ok) return problem(400, phone.error.error, phone.error.message)

  const issued = await issueSignInCode({
    phone: phone.value,
    ip: clientIp(req),
    host: new URL(req.url).hostname,
    secret: signInCodeSecret(env),
    sms: smsSender(),
    now: new Date(),
    t: translator(requestLocale(req)),
  })
  if (!issued.ok) {
    const failure = issued.error
    if (failure.kind === 'rate_limited') return tooManyRequests(failure.retryAfterSeconds, failure.message)
    if (failure.kind === 'paused') return problem(503, 'sign_in_paused', failure.message, { 'retry-after': String(failure.retryAfterSeconds) })
    return problem(502, 'sms_failed', failure.message)
  }

  const shown = formatPhone(phone.value)
  const where = isLocalMode(env) ? say(/*i18n*/ { id: 'answer.signIn.outboxWhere', message: ' Read it at /api/dev/outbox.', comment: 'Starts with a space: it follows the sentence before' }) : ''
  const answer: RequestCodeResponse = {
    phone: phone.value,
    expiresAt: issued.value.expiresAt.toISOString(),
    resendAfterSeconds: RESEND_AFTER_SECONDS,
    delivery: issued.value.delivery,
    message:
      issued.value.delivery === 'sms'
        ? say(/*i18n*/ { id: 'answer.signIn.texted', message: 'We texted a code to {phone}.' }, { phone: shown })
        : say(/*i18n*/ { id: 'answer.signIn.inOutbox', message: 'No SMS provider is set up, so nothing was texted: the code for {phone} is in the outbox.{where}' }, { phone: shown, where }),
  }
  return json(answer, { headers: { 'cache-control': 'no-store' } })
})

export const config: Config = { path: '/api/auth/code' }
