import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { airQualityResponseSchema, type AirQualityResponse, type Coordinates } from '../../../domain/contracts/air-quality'
import type { StationChoices } from '../../../domain/fusion/types'
import { NO_STATION_CHOICES, stationChoicesQuery } from '../../../domain/stations/choices'
import { apiGet } from '../../../lib/api'
import { coordinatesQuery, roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { keepSamePlace, queryKeys } from '../../../lib/query-keys'

/** The free hourly forecast: from the current hour, about 48 hours. */
export function getForecast(coords: Coordinates, signal?: AbortSignal, choices: StationChoices = NO_STATION_CHOICES): Promise<AirQualityResponse> {
  return apiGet('/api/air-quality/forecast', {
    schema: airQualityResponseSchema,
    query: { ...coordinatesQuery(coords), ...stationChoicesQuery(choices) },
    signal,
  })
}

/** `choices`: the place's pinned and excluded stations (decision 198), sent and part of the key. */
export function forecastQueryOptions(coords: Coordinates, choices: StationChoices | null = null) {
  const rounded = roundCoordinates(coords)
  return queryOptions({
    queryKey: queryKeys.airQuality.forecast(rounded, choices),
    queryFn: ({ signal }) => getForecast(rounded, signal, choices ?? NO_STATION_CHOICES),
    ...airQualityFreshness,
  })
}

export function useForecast(coords: Coordinates | null, choices: StationChoices | null = null) {
  const options = forecastQueryOptions(coords ?? { lat: 0, lon: 0 }, choices)
  return useQuery({ ...options, queryFn: coords ? options.queryFn : skipToken, placeholderData: keepSamePlace(options.queryKey) })
}
