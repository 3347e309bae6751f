import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { regionalResponseSchema, type Coordinates, type RegionalResponse } from '../../../domain/contracts/air-quality'
import type { StationChoices } from '../../../domain/fusion/types'
import { hasChoices, NO_STATION_CHOICES, stationChoicesQuery } from '../../../domain/stations/choices'
import { apiGet } from '../../../lib/api'
import { coordinatesQuery, roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { queryKeys } from '../../../lib/query-keys'
import { useRegionalScale, type RegionalScaleChoice } from '../regional-scale'

/**
 * The current hour on the region's own scale (UK DAQI, European EAQI or US AQI), or on the one
 * chosen; `choices`: the place's pinned and excluded stations (decision 198), so its hour is the
 * one the place's other screens show.
 */
export function getRegionalAirQuality(
  coords: Coordinates,
  scale: RegionalScaleChoice,
  signal?: AbortSignal,
  choices: StationChoices = NO_STATION_CHOICES,
): Promise<RegionalResponse> {
  return apiGet('/api/air-quality/regional', {
    schema: regionalResponseSchema,
    query: { ...coordinatesQuery(coords), ...(scale === 'auto' ? {} : { scale }), ...stationChoicesQuery(choices) },
    signal,
  })
}

export function regionalQueryOptions(coords: Coordinates, scale: RegionalScaleChoice = 'auto', choices: StationChoices | null = null) {
  const { lat, lon } = roundCoordinates(coords)
  const chosen = choices ?? NO_STATION_CHOICES
  return queryOptions({
    // Under the air-quality root, so refreshing air quality refreshes this too; no choices add nothing.
    queryKey: [...queryKeys.airQuality.all, 'regional', lat, lon, scale, ...(hasChoices(chosen) ? [stationChoicesQuery(chosen)] : [])] as const,
    queryFn: ({ signal }) => getRegionalAirQuality({ lat, lon }, scale, signal, chosen),
    ...airQualityFreshness,
  })
}

/** Waits (pending, not fetching) while the position is unknown; on the scale chosen on this device. */
export function useRegionalAirQuality(coords: Coordinates | null, choices: StationChoices | null = null) {
  const [scale] = useRegionalScale()
  const options = regionalQueryOptions(coords ?? { lat: 0, lon: 0 }, scale, choices)
  return useQuery({ ...options, queryFn: coords ? options.queryFn : skipToken })
}
