import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { airQualityResponseSchema, type AirQualityResponse, type Coordinates } from '../../../domain/contracts/air-quality'
import type { StationChoices } from '../../../domain/fusion/types'
import { NO_STATION_CHOICES, stationChoicesQuery } from '../../../domain/stations/choices'
import { apiGet } from '../../../lib/api'
import { coordinatesQuery, roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { keepSamePlace, queryKeys } from '../../../lib/query-keys'

/** The current hour at a place (the response's list has one entry). */
export function getCurrentAirQuality(coords: Coordinates, signal?: AbortSignal, choices: StationChoices = NO_STATION_CHOICES): Promise<AirQualityResponse> {
  return apiGet('/api/air-quality/current', {
    schema: airQualityResponseSchema,
    query: { ...coordinatesQuery(coords), ...stationChoicesQuery(choices) },
    signal,
  })
}

/** `choices`: the place's pinned and excluded stations (decision 198), sent and part of the key. */
export function currentAirQualityQueryOptions(coords: Coordinates, choices: StationChoices | null = null) {
  const rounded = roundCoordinates(coords)
  return queryOptions({
    queryKey: queryKeys.airQuality.current(rounded, choices),
    queryFn: ({ signal }) => getCurrentAirQuality(rounded, signal, choices ?? NO_STATION_CHOICES),
    ...airQualityFreshness,
  })
}

/** Waits (pending, not fetching) while the position is unknown. */
export function useCurrentAirQuality(coords: Coordinates | null, choices: StationChoices | null = null) {
  const options = currentAirQualityQueryOptions(coords ?? { lat: 0, lon: 0 }, choices)
  return useQuery({ ...options, queryFn: coords ? options.queryFn : skipToken, placeholderData: keepSamePlace(options.queryKey) })
}
