import type { Config } from '@netlify/functions'
import { emptyBodySchema } from '../../src/domain/contracts/billing'
import { handler, json } from '../server/http'
import { readEmptyJsonBody } from '../server/email/empty-json-body'
import { currentUser } from '../server/session'
import { guardStateChange } from '../server/auth/guards'
import { checkoutUrl, paymentsNotConfigured, signInRequired } from '../server/billing/checkout'
import { paymentsProvider } from '../server/providers/payments'

/** POST /api/billing/checkout: a Stripe Checkout URL for $5/month with a 7-day free trial → `{ url }`. */
export default handler(async (req) => {
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const payments = paymentsProvider()
  if (!payments) return paymentsNotConfigured()
  const user = await currentUser(req)
  if (!user || user.anonymous) return signInRequired('subscribe')
  const body = await readEmptyJsonBody(req, emptyBodySchema)
  if (!body.ok) return body.response

  const result = await checkoutUrl(user, new URL(req.url).origin, payments)
  return result instanceof Response ? result : json(result, { headers: { 'cache-control': 'no-store' } })
})

export const config: Config = { path: '/api/billing/checkout' }
