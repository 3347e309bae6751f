import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import {
  locationSearchResponseSchema,
  type LocationSearchResult,
} from '../../../domain/contracts/geocoding'
import { apiGet } from '../../../lib/api'

/** GET /api/geocoding/search?q= (docs/product.md §API): at most 5 places for the text. */
export function searchLocations(q: string, signal?: AbortSignal): Promise<LocationSearchResult[]> {
  return apiGet('/api/geocoding/search', { schema: locationSearchResponseSchema, query: { q }, signal })
}

export function locationSearchQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['geocoding', 'search', q] as const,
    queryFn: ({ signal }) => searchLocations(q, signal),
  })
}

/** Searches for `q`, or waits (pending, not fetching) while it is null. */
export function useLocationSearch(q: string | null) {
  const options = locationSearchQueryOptions(q ?? '')
  return useQuery({ ...options, queryFn: q === null ? skipToken : options.queryFn })
}
