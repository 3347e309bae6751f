import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import { regionalResponseSchema, type Coordinates, type RegionalResponse } from '../../../domain/contracts/air-quality'
import { apiGet } from '../../../lib/api'
import { coordinatesQuery, roundCoordinates } from '../../../lib/coordinates'
import { airQualityFreshness } from '../../../lib/query-client'
import { queryKeys } from '../../../lib/query-keys'
import { useRegionalScale, type RegionalScaleChoice } from '../regional-scale'

/** The current hour on the region's own scale (UK DAQI, European EAQI or US AQI), or on the one chosen. */
export function getRegionalAirQuality(coords: Coordinates, scale: RegionalScaleChoice, signal?: AbortSignal): Promise<RegionalResponse> {
  return apiGet('/api/air-quality/regional', {
    schema: regionalResponseSchema,
    query: { ...coordinatesQuery(coords), ...(scale === 'auto' ? {} : { scale }) },
    signal,
  })
}

export function regionalQueryOptions(coords: Coordinates, scale: RegionalScaleChoice = 'auto') {
  const { lat, lon } = roundCoordinates(coords)
  return queryOptions({
    // Under the air-quality root, so refreshing air quality refreshes this too.
    queryKey: [...queryKeys.airQuality.all, 'regional', lat, lon, scale] as const,
    queryFn: ({ signal }) => getRegionalAirQuality({ lat, lon }, scale, signal),
    ...airQualityFreshness,
  })
}

/** Waits (pending, not fetching) while the position is unknown; on the scale chosen on this device. */
export function useRegionalAirQuality(coords: Coordinates | null) {
  const [scale] = useRegionalScale()
  const options = regionalQueryOptions(coords ?? { lat: 0, lon: 0 }, scale)
  return useQuery({ ...options, queryFn: coords ? options.queryFn : skipToken })
}
