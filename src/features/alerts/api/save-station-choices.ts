import { placeResponseSchema, type MonitoredPlace } from '../../../domain/contracts/alerts'
import type { StationChoicesInput } from '../../../domain/contracts/station-choices'
import { apiPost } from '../../../lib/api-post'

/**
 * PATCH /api/user/locations/:id with the place's whole station choice → `{location}` (decision
 * 198). Loaded on demand: only a member's change to a watched place's stations calls it.
 */
export async function saveStationChoices(id: string, choices: StationChoicesInput): Promise<MonitoredPlace> {
  const path = `/api/user/locations/${encodeURIComponent(id)}`
  const { location } = await apiPost(path, { schema: placeResponseSchema, body: choices, method: 'PATCH' })
  return location
}
