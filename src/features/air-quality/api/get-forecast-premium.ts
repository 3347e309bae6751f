import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { airQualityResponseSchema, type AirQualityResponse, type Coordinates } from '../../../domain/contracts/air-quality'
import type { StationChoices } from '../../../domain/fusion/types'
import { NO_STATION_CHOICES, stationChoicesQuery } from '../../../domain/stations/choices'
import { apiGet } from '../../../lib/api'
import { KEPT_OFFLINE, withOfflineCopy } from '../../../lib/offline-copy'
import { coordinatesQuery, roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { keepSamePlace, queryKeys } from '../../../lib/query-keys'
import { forecastQueryOptions } from './get-forecast'

/** The premium hourly forecast: about 5 days. A non-premium caller gets a 403. */
export function getForecastPremium(coords: Coordinates, signal?: AbortSignal, choices: StationChoices = NO_STATION_CHOICES): Promise<AirQualityResponse> {
  return apiGet('/api/air-quality/forecast-premium', {
    schema: airQualityResponseSchema,
    query: { ...coordinatesQuery(coords), ...stationChoicesQuery(choices) },
    signal,
  })
}

export interface PremiumForecast {
  forecast: AirQualityResponse
  /** False when the premium call failed and the free forecast is shown instead (docs/product.md §Forecast). */
  extended: boolean
}

/** `choices`: the place's pinned and excluded stations (decision 198), sent and part of the key. */
export function forecastPremiumQueryOptions(coords: Coordinates, choices: StationChoices | null = null) {
  const rounded = roundCoordinates(coords)
  const queryKey = queryKeys.airQuality.forecastPremium(rounded, choices)
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }): Promise<PremiumForecast> => {
      try {
        // Offline, the member's last 5-day forecast of the place (decision 151).
        const forecast = await withOfflineCopy(queryKey, airQualityResponseSchema, () => getForecastPremium(rounded, signal, choices ?? NO_STATION_CHOICES))
        return { forecast, extended: true }
      } catch (error) {
        if (signal.aborted) throw error
        // The free forecast is usually cached already: the hourly strip reads it too.
        return { forecast: await client.fetchQuery(forecastQueryOptions(rounded, choices)), extended: false }
      }
    },
    ...airQualityFreshness,
    ...KEPT_OFFLINE,
  })
}

/** Only runs for premium users; pass null coordinates otherwise. */
export function useForecastPremium(coords: Coordinates | null, choices: StationChoices | null = null) {
  const options = forecastPremiumQueryOptions(coords ?? { lat: 0, lon: 0 }, choices)
  return useQuery({ ...options, queryFn: coords ? options.queryFn : skipToken, placeholderData: keepSamePlace(options.queryKey) })
}
