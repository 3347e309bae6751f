import { useMutation } from '@tanstack/react-query'
import { sendWelcomeEmailResponseSchema, type SendWelcomeEmailResponse } from '../../../domain/contracts/email'
import { apiPost } from '../../../lib/api-post'

/** POST /api/user/send-welcome-email (docs/product.md §API: credentials, JSON content type, no body). */
export function sendWelcomeEmail(): Promise<SendWelcomeEmailResponse> {
  return apiPost('/api/user/send-welcome-email', { schema: sendWelcomeEmailResponseSchema, body: undefined })
}

export function useSendWelcomeEmail() {
  return useMutation({ mutationFn: sendWelcomeEmail })
}
