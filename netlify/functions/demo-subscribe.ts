import type { Config } from '@netlify/functions'
import { emptyBodySchema, type DemoSubscribeResponse } from '../../src/domain/contracts/billing'
import { isLocalMode, serverEnv } from '../server/env'
import { handler, json, problem, readerText } from '../server/http'
import { readEmptyJsonBody } from '../server/email/empty-json-body'
import { ensureUser } from '../server/session'
import { guardStateChange } from '../server/auth/guards'
import { withSetCookie } from '../server/auth/session-cookie'
import { grantDemoPremium } from '../server/billing/subscriptions'
import { paymentsMode } from '../server/providers/payments/mode'

/**
 * POST /api/demo/subscribe (docs/product.md §API: JSON content type, no body). Demo mode only: premium
 * for the caller's account — an anonymous one is created when there is none. With Stripe
 * configured, or outside local mode, it does not exist.
 */
export default handler(async (req) => {
  const env = serverEnv()
  if (!isLocalMode(env) || paymentsMode(env) === 'stripe') return problem(404, 'not_found', 'There is no API endpoint at /api/demo/subscribe.')
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const body = await readEmptyJsonBody(req, emptyBodySchema)
  if (!body.ok) return body.response

  const account = await ensureUser(req)
  if (!account.ok) return account.response
  await grantDemoPremium(account.user.id)
  const answer: DemoSubscribeResponse = {
    success: true,
    message: readerText(/*i18n*/ { id: 'answer.billing.demoPremium', message: 'Demo premium is on for this account. No payment was taken: this AirAhead runs in demo mode, without a card payment provider.' }),
  }
  return withSetCookie(json(answer, { headers: { 'cache-control': 'no-store' } }), account.setCookie)
})

export const config: Config = { path: '/api/demo/subscribe' }
