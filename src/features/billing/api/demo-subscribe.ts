import { demoSubscribeResponseSchema, type DemoSubscribeResponse } from '../../../domain/contracts/billing'
import { apiPost } from '../../../lib/api-post'

/** POST /api/demo/subscribe (demo mode): JSON content type and no body (docs/product.md §API). */
export function demoSubscribe(fetchImpl?: typeof fetch): Promise<DemoSubscribeResponse> {
  return apiPost('/api/demo/subscribe', { schema: demoSubscribeResponseSchema, body: undefined, fetch: fetchImpl })
}
