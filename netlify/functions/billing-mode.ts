import type { Config } from '@netlify/functions'
import type { BillingModeResponse } from '../../src/domain/contracts/billing'
import { serverEnv } from '../server/env'
import { allowMethods, handler, json } from '../server/http'
import { TRIAL_DAYS } from '../server/billing/checkout-session'
import { paymentsMode } from '../server/providers/payments/mode'

/** GET /api/billing/mode: `stripe` (Checkout) or `demo` (POST /api/demo/subscribe), so the app shows the right button. */
export default handler(async (req) => {
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  const answer: BillingModeResponse = { mode: paymentsMode(serverEnv()), trialDays: TRIAL_DAYS }
  return json(answer, { headers: { 'cache-control': 'no-store' } })
})

export const config: Config = { path: '/api/billing/mode' }
