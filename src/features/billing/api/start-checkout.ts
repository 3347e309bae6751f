import { checkoutResponseSchema, type CheckoutResponse } from '../../../domain/contracts/billing'
import { apiPost } from '../../../lib/api-post'

/** POST /api/billing/checkout (Stripe mode): the Checkout page to send the person to. */
export function startCheckout(fetchImpl?: typeof fetch): Promise<CheckoutResponse> {
  return apiPost('/api/billing/checkout', { schema: checkoutResponseSchema, body: {}, fetch: fetchImpl })
}
