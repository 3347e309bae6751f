import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { airQualityResponseSchema, type AirQualityResponse, type Coordinates } from '../../../domain/contracts/air-quality'
import { apiGet } from '../../../lib/api'
import { KEPT_OFFLINE, withOfflineCopy } from '../../../lib/offline-copy'
import { coordinatesQuery, roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { queryKeys } from '../../../lib/query-keys'
import { forecastQueryOptions } from './get-forecast'

/** The premium hourly forecast: about 5 days. A non-premium caller gets a 403. */
export function getForecastPremium(coords: Coordinates, signal?: AbortSignal): Promise<AirQualityResponse> {
  return apiGet('/api/air-quality/forecast-premium', {
    schema: airQualityResponseSchema,
    query: coordinatesQuery(coords),
    signal,
  })
}

export interface PremiumForecast {
  forecast: AirQualityResponse
  /** False when the premium call failed and the free forecast is shown instead (spec §4). */
  extended: boolean
}

export function forecastPremiumQueryOptions(coords: Coordinates) {
  const rounded = roundCoordinates(coords)
  const queryKey = queryKeys.airQuality.forecastPremium(rounded)
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }): Promise<PremiumForecast> => {
      try {
        // Offline, the member's last 5-day forecast of the place (decision 151).
        const forecast = await withOfflineCopy(queryKey, airQualityResponseSchema, () => getForecastPremium(rounded, signal))
        return { forecast, extended: true }
      } catch (error) {
        if (signal.aborted) throw error
        // The free forecast is usually cached already: the hourly strip reads it too.
        return { forecast: await client.fetchQuery(forecastQueryOptions(rounded)), extended: false }
      }
    },
    ...airQualityFreshness,
    ...KEPT_OFFLINE,
  })
}

/** Only runs for premium users; pass null coordinates otherwise. */
export function useForecastPremium(coords: Coordinates | null) {
  const options = forecastPremiumQueryOptions(coords ?? { lat: 0, lon: 0 })
  return useQuery({ ...options, queryFn: coords ? options.queryFn : skipToken })
}
