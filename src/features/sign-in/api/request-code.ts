import { requestCodeResponseSchema, type RequestCodeBody, type RequestCodeResponse } from '../../../domain/contracts/auth'
import { postWithRetryAfter } from './rate-limited'

/** POST /api/auth/code: texts a 6-digit code (or, locally, puts it in the outbox). */
export function requestCode(body: RequestCodeBody, fetchImpl?: typeof fetch): Promise<RequestCodeResponse> {
  return postWithRetryAfter('/api/auth/code', { schema: requestCodeResponseSchema, body, fetch: fetchImpl })
}
