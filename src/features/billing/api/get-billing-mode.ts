import { queryOptions, useQuery } from '@tanstack/react-query'
import { billingModeResponseSchema, type BillingModeResponse } from '../../../domain/contracts/billing'
import { apiGet } from '../../../lib/api'

/** Query key of GET /api/billing/mode (the server's mode does not change while the app runs). */
export const BILLING_MODE_KEY = ['billing', 'mode'] as const

/** GET /api/billing/mode: `stripe` (Checkout) or `demo` (POST /api/demo/subscribe). */
export function getBillingMode(signal?: AbortSignal): Promise<BillingModeResponse> {
  return apiGet('/api/billing/mode', { schema: billingModeResponseSchema, signal })
}

export const billingModeQueryOptions = queryOptions({
  queryKey: BILLING_MODE_KEY,
  queryFn: ({ signal }) => getBillingMode(signal),
})

export function useBillingMode() {
  return useQuery(billingModeQueryOptions)
}
