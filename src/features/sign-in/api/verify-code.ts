import { verifyCodeResponseSchema, type VerifyCodeBody, type VerifyCodeResponse } from '../../../domain/contracts/auth'
import { postWithRetryAfter } from './rate-limited'

/** POST /api/auth/verify: on success the session cookie now belongs to the phone's account. */
export function verifyCode(body: VerifyCodeBody, fetchImpl?: typeof fetch): Promise<VerifyCodeResponse> {
  return postWithRetryAfter('/api/auth/verify', { schema: verifyCodeResponseSchema, body, fetch: fetchImpl })
}
