import { useMutation, useQueryClient } from '@tanstack/react-query'
import { placeResponseSchema, type MonitoredPlace } from '../../../domain/contracts/alerts'
import type { StationChoicesInput } from '../../../domain/contracts/station-choices'
import { apiPost } from '../../../lib/api-post'
import { queryKeys } from '../../../lib/query-keys'

/** PATCH /api/user/locations/:id with the place's whole station choice → `{location}` (decision 198). */
export async function saveStationChoices(id: string, choices: StationChoicesInput): Promise<MonitoredPlace> {
  const path = `/api/user/locations/${encodeURIComponent(id)}`
  const { location } = await apiPost(path, { schema: placeResponseSchema, body: choices, method: 'PATCH' })
  return location
}

/** Saves a watched place's station choices, so the alert texts for it follow them too. */
export function useSaveStationChoices() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, choices }: { id: string; choices: StationChoicesInput }) => saveStationChoices(id, choices),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts.places }),
  })
}
