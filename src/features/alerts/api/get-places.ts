import { queryOptions, useQuery } from '@tanstack/react-query'
import { placesResponseSchema, type MonitoredPlace } from '../../../domain/contracts/alerts'
import { apiGet } from '../../../lib/api'
import { KEPT_OFFLINE, withOfflineCopy } from '../../../lib/offline-copy'
import { queryKeys } from '../../../lib/query-keys'

/** GET /api/user/locations: the places the alerts watch (premium; 403 otherwise). */
export async function getPlaces(signal?: AbortSignal): Promise<MonitoredPlace[]> {
  const { locations } = await apiGet('/api/user/locations', { schema: placesResponseSchema, signal })
  return locations
}

/** The places, or offline the places as last read (decision 151). */
export function fetchPlaces(signal?: AbortSignal): Promise<MonitoredPlace[]> {
  return withOfflineCopy(queryKeys.alerts.places, placesResponseSchema.shape.locations, () => getPlaces(signal))
}

export const placesQueryOptions = queryOptions({
  queryKey: queryKeys.alerts.places,
  queryFn: ({ signal }) => fetchPlaces(signal),
  ...KEPT_OFFLINE,
})

export function usePlaces(enabled = true) {
  return useQuery({ ...placesQueryOptions, enabled })
}
