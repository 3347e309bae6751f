import { changePhoneResponseSchema, type ChangePhoneBody, type ChangePhoneResponse } from '../../../domain/contracts/auth'
import { postWithRetryAfter } from '../../sign-in/api/rate-limited'

/**
 * POST /api/user/phone: the account moves to the number the code was texted to. 409
 * phone_in_use when another account has it; 400 code_invalid / code_expired / code_locked.
 */
export function changePhone(body: ChangePhoneBody): Promise<ChangePhoneResponse> {
  return postWithRetryAfter('/api/user/phone', { schema: changePhoneResponseSchema, body })
}
