import { portalResponseSchema, type PortalResponse } from '../../../domain/contracts/billing'
import { apiPost } from '../../../lib/api-post'

/** POST /api/billing/portal: a Stripe Billing Portal session to send the person to (cancel, card, invoices). */
export function openBillingPortal(): Promise<PortalResponse> {
  return apiPost('/api/billing/portal', { schema: portalResponseSchema, body: {} })
}
