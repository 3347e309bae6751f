import { queryOptions, useQuery } from '@tanstack/react-query'
import { alertLogSchema, type AlertLogEntry } from '../../../domain/contracts/alerts'
import { apiGet } from '../../../lib/api'
import { queryKeys } from '../../../lib/query-keys'

/** GET /api/demo/alerts (docs/product.md §API): the caller's alerts, newest first; nobody signed in has none. */
export async function getAlertLog(signal?: AbortSignal): Promise<AlertLogEntry[]> {
  return (await apiGet('/api/demo/alerts', { schema: alertLogSchema, signal, on401: 'returnNull' })) ?? []
}

export const alertLogQueryOptions = queryOptions({
  queryKey: queryKeys.alerts.log,
  queryFn: ({ signal }) => getAlertLog(signal),
})

/** `enabled` false: nobody to ask about (no account), so no request and its 401 in the console. */
export function useAlertLog(enabled: boolean) {
  return useQuery({ ...alertLogQueryOptions, enabled })
}
