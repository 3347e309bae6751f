import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { airQualityResponseSchema, type AirQualityResponse, type Coordinates } from '../../../domain/contracts/air-quality'
import { apiGet } from '../../../lib/api'
import { coordinatesQuery, roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { queryKeys } from '../../../lib/query-keys'

/** The free hourly forecast: from the current hour, about 48 hours. */
export function getForecast(coords: Coordinates, signal?: AbortSignal): Promise<AirQualityResponse> {
  return apiGet('/api/air-quality/forecast', {
    schema: airQualityResponseSchema,
    query: coordinatesQuery(coords),
    signal,
  })
}

export function forecastQueryOptions(coords: Coordinates) {
  const rounded = roundCoordinates(coords)
  return queryOptions({
    queryKey: queryKeys.airQuality.forecast(rounded),
    queryFn: ({ signal }) => getForecast(rounded, signal),
    ...airQualityFreshness,
  })
}

export function useForecast(coords: Coordinates | null) {
  const options = forecastQueryOptions(coords ?? { lat: 0, lon: 0 })
  return useQuery({ ...options, queryFn: coords ? options.queryFn : skipToken })
}
