import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { airQualityResponseSchema, type AirQualityResponse, type Coordinates } from '../../../domain/contracts/air-quality'
import { apiGet } from '../../../lib/api'
import { coordinatesQuery, roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { queryKeys } from '../../../lib/query-keys'

/** The current hour at a place (the response's list has one entry). */
export function getCurrentAirQuality(coords: Coordinates, signal?: AbortSignal): Promise<AirQualityResponse> {
  return apiGet('/api/air-quality/current', {
    schema: airQualityResponseSchema,
    query: coordinatesQuery(coords),
    signal,
  })
}

export function currentAirQualityQueryOptions(coords: Coordinates) {
  const rounded = roundCoordinates(coords)
  return queryOptions({
    queryKey: queryKeys.airQuality.current(rounded),
    queryFn: ({ signal }) => getCurrentAirQuality(rounded, signal),
    ...airQualityFreshness,
  })
}

/** Waits (pending, not fetching) while the position is unknown. */
export function useCurrentAirQuality(coords: Coordinates | null) {
  const options = currentAirQualityQueryOptions(coords ?? { lat: 0, lon: 0 })
  return useQuery({ ...options, queryFn: coords ? options.queryFn : skipToken })
}
