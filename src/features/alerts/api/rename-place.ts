import { useMutation, useQueryClient } from '@tanstack/react-query'
import { placeResponseSchema, type MonitoredPlace, type PlaceInput } from '../../../domain/contracts/alerts'
import { apiPost } from '../../../lib/api-post'
import { queryKeys } from '../../../lib/query-keys'

/** PUT /api/user/locations/:id with the whole place (name, lat, lon) → `{location}`. */
export async function updatePlace(id: string, place: PlaceInput): Promise<MonitoredPlace> {
  const path = `/api/user/locations/${encodeURIComponent(id)}`
  const { location } = await apiPost(path, { schema: placeResponseSchema, body: place, method: 'PUT' })
  return location
}

/** A new name for a watched place; the place keeps its position. */
export function useRenamePlace() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ place, name }: { place: MonitoredPlace; name: string }) =>
      updatePlace(place.id, { name, lat: place.lat, lon: place.lon }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts.places }),
  })
}
