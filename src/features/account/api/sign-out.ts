import { logoutResponseSchema, type LogoutResponse } from '../../../domain/contracts/auth'
import { apiPost } from '../../../lib/api-post'

/** POST /api/auth/logout: ends the session and clears the cookie. */
export function signOut(): Promise<LogoutResponse> {
  return apiPost('/api/auth/logout', { schema: logoutResponseSchema, body: {} })
}
