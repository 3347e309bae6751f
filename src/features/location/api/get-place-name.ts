import { skipToken, useQuery } from '@tanstack/react-query'
import type { Coordinates } from '../../../domain/contracts/air-quality'
import { reverseGeocodeResponseSchema, type PlaceName } from '../../../domain/contracts/geocoding'
import { apiGet } from '../../../lib/api'
import { roundCoordinates } from '../../../lib/coordinates'

/**
 * GET /api/geocoding/reverse (decision 177): the town a position is in. Asked at ~1 km
 * rounded coordinates (the exact position stays on the device, and neighbours share the CDN's
 * answer); kept for the session like every read (docs/product.md §API: cached data never goes stale) and
 * by the service worker for offline starts.
 */
export function getPlaceName({ lat, lon }: Coordinates, signal?: AbortSignal): Promise<PlaceName | null> {
  return apiGet('/api/geocoding/reverse', { schema: reverseGeocodeResponseSchema, query: { lat, lon }, signal }).then(
    (answer) => answer.place,
  )
}

/** The town of `coords` (null while unknown or where none is known); a failure only leaves the name out. */
export function usePlaceName(coords: Coordinates | null): PlaceName | null {
  const rounded = coords && roundCoordinates(coords)
  const query = useQuery({
    queryKey: ['geocoding', 'reverse', rounded?.lat, rounded?.lon] as const,
    queryFn: rounded ? ({ signal }) => getPlaceName(rounded, signal) : skipToken,
  })
  return query.data ?? null
}
