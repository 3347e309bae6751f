import { useMutation } from '@tanstack/react-query'
import { waitlistResponseSchema, type WaitlistRequest, type WaitlistResponse } from '../../../domain/contracts/sms-countries'
import { apiPost } from '../../../lib/api-post'

/** POST /api/sms/waitlist: 400 bad input or an already-texted country, 429 over the limits. */
export function joinWaitlist(request: WaitlistRequest): Promise<WaitlistResponse> {
  return apiPost('/api/sms/waitlist', { schema: waitlistResponseSchema, body: request })
}

export function useJoinWaitlist() {
  return useMutation({ mutationFn: joinWaitlist })
}
