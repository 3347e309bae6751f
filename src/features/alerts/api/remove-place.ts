import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { MonitoredPlace } from '../../../domain/contracts/alerts'
import { apiDelete } from '../../../lib/api-post'
import { queryKeys } from '../../../lib/query-keys'

/** DELETE /api/user/locations/:id → 204. */
export function removePlace(id: string): Promise<void> {
  return apiDelete(`/api/user/locations/${encodeURIComponent(id)}`)
}

export function useRemovePlace() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (place: MonitoredPlace) => removePlace(place.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts.places }),
  })
}
