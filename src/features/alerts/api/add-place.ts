import { useMutation, useQueryClient } from '@tanstack/react-query'
import { placeResponseSchema, type MonitoredPlace, type PlaceInput } from '../../../domain/contracts/alerts'
import { apiPost } from '../../../lib/api-post'
import { queryKeys } from '../../../lib/query-keys'

/** POST /api/user/locations → 201 `{location}`; 409 too_many_places over the limit, 403 without premium. */
export async function addPlace(place: PlaceInput): Promise<MonitoredPlace> {
  const { location } = await apiPost('/api/user/locations', { schema: placeResponseSchema, body: place })
  return location
}

export function useAddPlace() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addPlace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts.places }),
  })
}
