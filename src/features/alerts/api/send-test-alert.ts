import { useMutation, useQueryClient } from '@tanstack/react-query'
import { testAlertResponseSchema, type TestAlertResponse } from '../../../domain/contracts/alerts'
import { apiPost } from '../../../lib/api-post'
import { queryKeys } from '../../../lib/query-keys'

/** What the test text says; the server may add its own opt-out line. */
export const TEST_ALERT_MESSAGE = 'AirAhead test alert: this is how a warning about bad air will reach you.'

/**
 * POST /api/demo/test-alert (docs/product.md §API) `{phoneNumber, message}`: only to the caller's own
 * verified phone (403 otherwise), at most 3 a day (429 with Retry-After).
 */
export function sendTestAlert(phoneNumber: string): Promise<TestAlertResponse> {
  return apiPost('/api/demo/test-alert', { schema: testAlertResponseSchema, body: { phoneNumber, message: TEST_ALERT_MESSAGE } })
}

/** After a test text the alert log has a new entry. */
export function useSendTestAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendTestAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts.log }),
  })
}
