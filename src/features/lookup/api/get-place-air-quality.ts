import { queryOptions } from '@tanstack/react-query'
import {
  airQualityResponseSchema,
  type AirQualityResponse,
  type Coordinates,
} from '../../../domain/contracts/air-quality'
import type { StationChoices } from '../../../domain/fusion/types'
import { NO_STATION_CHOICES, stationChoicesQuery } from '../../../domain/stations/choices'
import { apiGet } from '../../../lib/api'
import { KEPT_OFFLINE, withOfflineCopy } from '../../../lib/offline-copy'
import { roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { queryKeys } from '../../../lib/query-keys'

/*
 * Air quality at a chosen place, asked with `lat`/`lon` as docs/product.md §API has it for the lookup and
 * comparison screens (the dashboard says latitude/longitude). The server answers the same
 * either way, so the query keys are the dashboard's and the cache is shared.
 */

type Path = '/api/air-quality/current' | '/api/air-quality/forecast' | '/api/air-quality/forecast-premium'

function getPlaceAirQuality(path: Path, { lat, lon }: Coordinates, signal: AbortSignal, choices: StationChoices = NO_STATION_CHOICES): Promise<AirQualityResponse> {
  return apiGet(path, { schema: airQualityResponseSchema, query: { lat, lon, ...stationChoicesQuery(choices) }, signal })
}

/**
 * The current hour at a place; requests use ~1 km rounded coordinates, like every reading.
 * `choices`: the person's stations for their own place (decision 198), as the dashboard sends
 * them; a place looked up or a city compared with is asked without (the cell's default).
 */
export function placeCurrentQueryOptions(coords: Coordinates, choices: StationChoices | null = null) {
  const rounded = roundCoordinates(coords)
  return queryOptions({
    queryKey: queryKeys.airQuality.current(rounded, choices),
    queryFn: ({ signal }) => getPlaceAirQuality('/api/air-quality/current', rounded, signal, choices ?? NO_STATION_CHOICES),
    ...airQualityFreshness,
  })
}

/** The free hourly forecast (about 2 days). */
export function placeForecastQueryOptions(coords: Coordinates) {
  const rounded = roundCoordinates(coords)
  return queryOptions({
    queryKey: queryKeys.airQuality.forecast(rounded),
    queryFn: ({ signal }) => getPlaceAirQuality('/api/air-quality/forecast', rounded, signal),
    ...airQualityFreshness,
  })
}

/** The 5-day forecast; when the premium call fails, the free one (docs/product.md §Forecast), with `extended` false. */
export function placeForecastPremiumQueryOptions(coords: Coordinates) {
  const rounded = roundCoordinates(coords)
  const queryKey = queryKeys.airQuality.forecastPremium(rounded)
  return queryOptions({
    queryKey,
    queryFn: async ({ signal, client }) => {
      try {
        // The same kept copy as the dashboard's: the query key is the same (decision 151).
        const forecast = await withOfflineCopy(queryKey, airQualityResponseSchema, () =>
          getPlaceAirQuality('/api/air-quality/forecast-premium', rounded, signal),
        )
        return { forecast, extended: true }
      } catch (error) {
        if (signal.aborted) throw error
        return { forecast: await client.fetchQuery(placeForecastQueryOptions(rounded)), extended: false }
      }
    },
    ...airQualityFreshness,
    ...KEPT_OFFLINE,
  })
}
