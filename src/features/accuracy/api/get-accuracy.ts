import { useQuery } from '@tanstack/react-query'
import { accuracyResponseSchema, type AccuracyResponse } from '../../../domain/contracts/accuracy'
import { apiGet } from '../../../lib/api'

/** GET /api/accuracy: the settled accuracy record, every region and month, with its method. */
export function getAccuracy(signal?: AbortSignal): Promise<AccuracyResponse> {
  return apiGet('/api/accuracy', { schema: accuracyResponseSchema, signal })
}

export function useAccuracy() {
  return useQuery({ queryKey: ['accuracy'] as const, queryFn: ({ signal }) => getAccuracy(signal), staleTime: 5 * 60_000 })
}
