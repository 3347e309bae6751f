import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import type { AirQualityResponse, Coordinates } from '../domain/contracts/air-quality'
import type { Threshold } from '../domain/contracts/alerts'
import { entryInTwoHours, homeStatus, officialWarningOf, translatedOfficialWarning } from '../domain/home/home-status'
import { citiesToCompare } from '../domain/report/comparison'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { currentAirQualityQueryOptions, useCurrentAirQuality } from '../features/air-quality/api/get-current'
import { DEMO_LOCATION } from '../features/location/use-geolocation'
import { useForecast } from '../features/air-quality/api/get-forecast'
import type { AirFigure } from '../features/home/air-vs-world-card'
import { useRegionalAirQuality } from '../features/home/api/get-regional'
import { roundCoordinates } from '../lib/coordinates'
import { queryKeys } from '../lib/query-keys'
import { saveReading } from '../storage/readings'
import { deviceLocaleStyle } from '../lib/locale'
import { placeOffsetAt } from '../domain/time/utc-offset'
import { usePlaceStationChoices } from './use-place-station-choices'
import { useTextPromise } from './use-text-promise'
import { readState } from '../lib/read-state'
import { useTranslate } from '../lib/i18n'

function figureOf(data: AirQualityResponse | undefined): AirFigure | null {
  const entry = data?.list[0]
  return entry ? { aqi: entry.main.aqi, usAqi: entry.usAqi, usAqiBeyond: entry.usAqiBeyond } : null
}

/**
 * Everything the home screen shows: the place's current reading and forecast (its verdict),
 * the regional index, and New York, Los Angeles and London for 'Air vs World', all fetched
 * in parallel. Lives beside the route because it joins several features. The place's own
 * requests carry its pinned and excluded stations, as the dashboard's do (decision 198), so
 * both screens show one reading for the place and hour; the world cities are other places.
 */
export function useHomeData(coords: Coordinates | null, nowSeconds: number, threshold: Threshold) {
  const t = useTranslate()
  const queryClient = useQueryClient()
  const user = useCurrentUser()
  const { choices } = usePlaceStationChoices(coords, isPremiumUser(user.data))
  const current = useCurrentAirQuality(coords, choices)
  const forecast = useForecast(coords, choices)
  const regional = useRegionalAirQuality(coords, choices)
  // 'Air vs World' (docs/product.md §Screens): the same four cities as /location-comparison,
  // picked the same way (decision 242); until the place is known, New York's (the demo place).
  const worldCities = citiesToCompare(coords ?? DEMO_LOCATION)
  const world = useQueries({ queries: worldCities.map((city) => currentAirQualityQueryOptions(city)) })

  useEffect(() => {
    if (current.data) void saveReading(current.data)
  }, [current.data])

  /** Fetches the place's reading and forecast afresh; resolves when both have answered or failed. */
  const refresh = useCallback(async () => {
    if (!coords) return
    const rounded = roundCoordinates(coords)
    await Promise.all([
      queryClient.refetchQueries({ queryKey: queryKeys.airQuality.current(rounded, choices) }),
      queryClient.refetchQueries({ queryKey: queryKeys.airQuality.forecast(rounded, choices) }),
    ])
  }, [coords, choices, queryClient])

  // A member's plan for the place they watch here (decision 207); /home promises visitors nothing.
  const promise = useTextPromise(coords, false, choices)
  const planText =
    (forecast.data && promise.tell?.(null, nowSeconds, threshold, placeOffsetAt(forecast.data), deviceLocaleStyle(), false).planText) ?? null

  const entry = current.data?.list[0]
  // Offline, a paused or unreachable read is not "loading": the verdict goes on without the
  // forecast ("No forecast"), and a place not known says so (issue 24 item 4).
  const currentState = readState(current)
  const forecastWaiting = readState(forecast) === 'loading'
  // The verdict waits for the forecast (so "2 HOURS" never flashes "No forecast" while it
  // loads) and for a member's plan (so it arrives with the verdict, moving nothing).
  // It waits for the official index too, which it must not contradict (decision 243); offline or
  // failed, the verdict goes on without it, as the regional card says.
  const regionalWaiting = readState(regional) === 'loading'
  const status =
    entry && !forecastWaiting && !regionalWaiting && !promise.pending
      ? homeStatus(
          entry,
          forecast.data ? entryInTwoHours(forecast.data.list, nowSeconds) : null,
          threshold,
          officialWarningOf(regional.data, t) ?? translatedOfficialWarning(current.data?.officialWarning, t),
          t,
        )
      : null

  return {
    current,
    status,
    statusPending: currentState === 'loading' || (Boolean(entry) && (forecastWaiting || regionalWaiting || promise.pending)),
    /** The place's reading cannot be had: the device is offline and no copy was kept. */
    currentOffline: currentState === 'offline',
    regionalOffline: readState(regional) === 'offline',
    planText,
    regional,
    refresh,
    premium: isPremiumUser(user.data),
    accountKnown: !user.isPending,
    mine: figureOf(current.data),
    cities: worldCities.map((city, i) => ({
      name: city.name,
      figure: figureOf(world[i]?.data),
      isPending: world[i]?.isPending ?? true,
      offline: world[i] ? readState(world[i]) === 'offline' : false,
    })),
  }
}
