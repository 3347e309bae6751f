import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { regionalResponseSchema, type Coordinates, type RegionalResponse } from '../../../domain/contracts/air-quality'
import { apiGet } from '../../../lib/api'
import { coordinatesQuery, roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { queryKeys } from '../../../lib/query-keys'

/** The current hour on the region's own scale: UK DAQI, European EAQI or US AQI. */
export function getRegionalAirQuality(coords: Coordinates, signal?: AbortSignal): Promise<RegionalResponse> {
  return apiGet('/api/air-quality/regional', {
    schema: regionalResponseSchema,
    query: coordinatesQuery(coords),
    signal,
  })
}

export function regionalQueryOptions(coords: Coordinates) {
  const { lat, lon } = roundCoordinates(coords)
  return queryOptions({
    // Under the air-quality root, so refreshing air quality refreshes this too.
    queryKey: [...queryKeys.airQuality.all, 'regional', lat, lon] as const,
    queryFn: ({ signal }) => getRegionalAirQuality({ lat, lon }, signal),
    ...airQualityFreshness,
  })
}

/** Waits (pending, not fetching) while the position is unknown. */
export function useRegionalAirQuality(coords: Coordinates | null) {
  const options = regionalQueryOptions(coords ?? { lat: 0, lon: 0 })
  return useQuery({ ...options, queryFn: coords ? options.queryFn : skipToken })
}
