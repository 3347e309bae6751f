import { queryOptions, useQuery } from '@tanstack/react-query'
import { alertLogSchema, type AlertLogEntry } from '../../../domain/contracts/alerts'
import { apiGet } from '../../../lib/api'
import { queryKeys } from '../../../lib/query-keys'

/**
 * GET /api/demo/alerts for the history's "alerts sent this week" tile: the caller's alert log,
 * or null when nobody is signed in (401), so the tile can say why it shows 0.
 */
export async function getAlertLogOrSignedOut(signal?: AbortSignal): Promise<AlertLogEntry[] | null> {
  return apiGet('/api/demo/alerts', { schema: alertLogSchema, signal, on401: 'returnNull' })
}

/** Under the alert log's key, so whatever refreshes the log refreshes this too. */
export const alertLogOrSignedOutQueryOptions = queryOptions({
  queryKey: [...queryKeys.alerts.log, 'or-signed-out'] as const,
  queryFn: ({ signal }) => getAlertLogOrSignedOut(signal),
})

/**
 * Asked only when a user exists (docs/product.md §API, as the other user calls): a visitor has no log,
 * and asking would only earn a 401 in the console. Null then, as for a 401.
 */
export function useAlertLogOrSignedOut(userExists: boolean) {
  const query = useQuery({ ...alertLogOrSignedOutQueryOptions, enabled: userExists })
  return userExists ? query : { ...query, data: null, isPending: false as const }
}
