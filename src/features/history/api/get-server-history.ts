import { useQuery } from '@tanstack/react-query'
import { airQualityHistoryResponseSchema, type AirQualityHistoryResponse } from '../../../domain/contracts/history'
import { apiGet } from '../../../lib/api'

/**
 * GET /api/user/air-quality-history (docs/product.md §API): the readings the server kept for the user's
 * watched places over the last 7 days; null if the session ended meanwhile (401).
 */
export function getServerHistory(signal?: AbortSignal): Promise<AirQualityHistoryResponse | null> {
  return apiGet('/api/user/air-quality-history', { schema: airQualityHistoryResponseSchema, signal, on401: 'returnNull' })
}

/** docs/product.md §API: the call runs only when a user exists (`userExists`). */
export function useServerHistory(userExists: boolean) {
  return useQuery({ queryKey: ['history', 'server'] as const, queryFn: ({ signal }) => getServerHistory(signal), enabled: userExists })
}
