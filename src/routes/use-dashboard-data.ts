import { useIsFetching, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { levelNameMessage } from '../domain/aqi/levels'
import { i18n, useTranslate } from '../lib/i18n'
import type { Coordinates } from '../domain/contracts/air-quality'
import { dailySummaries } from '../domain/forecast/daily-summary'
import { forecastStrip } from '../domain/forecast/strip'
import type { Threshold } from '../domain/contracts/alerts'
import type { StationChoices } from '../domain/fusion/types'
import { exceeds, forecastHourOf } from '../domain/alerts/forecast-hour'
import { forecastWarning, POOR_INDEX } from '../domain/forecast/warning'
import { fixedOffset, placeOffsetAt } from '../domain/time/utc-offset'
import { ageSeconds } from '../domain/freshness/reading-age'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { useCurrentAirQuality } from '../features/air-quality/api/get-current'
import { useForecast } from '../features/air-quality/api/get-forecast'
import { useForecastPremium } from '../features/air-quality/api/get-forecast-premium'
import { forecastWarningText } from '../features/dashboard/forecast-warning-text'
import { deviceLocaleStyle } from '../lib/locale'
import { readingTimeOf } from '../lib/reading-time'
import { useServedFromCache } from '../pwa/offline-status'
import { roundCoordinates } from '../lib/coordinates'
import { useServedOffline } from '../lib/offline-copy'
import { queryKeys } from '../lib/query-keys'
import { useTextPromise } from './use-text-promise'

/** docs/product.md §Limits: 5 days for premium, 2 for free. */
const PREMIUM_DAYS = 5
const FREE_DAYS = 2
const STRIP_HOURS = 24
const UTC = fixedOffset(0)

/**
 * Everything the dashboard shows, from three (premium: four) requests. Lives beside the
 * route because it joins several features, which do not import one another. `choices`: the
 * place's pinned and excluded stations, sent with each request (decision 198).
 */
export function useDashboardData(coords: Coordinates | null, nowSeconds: number, threshold: Threshold, choices: StationChoices | null) {
  const translate = useTranslate()
  const queryClient = useQueryClient()
  const current = useCurrentAirQuality(coords, choices)
  const forecast = useForecast(coords, choices)
  const user = useCurrentUser()
  const premium = isPremiumUser(user.data)
  const premiumForecast = useForecastPremium(premium ? coords : null, choices)
  const premiumOffline = useServedOffline(queryKeys.airQuality.forecastPremium(roundCoordinates(coords ?? { lat: 0, lon: 0 }), choices))
  const isRefreshing = useIsFetching({ queryKey: queryKeys.airQuality.all }) > 0

  // Every reading is kept on the device (history, offline starts); storage loads on demand.
  const reading = current.data
  useEffect(() => {
    if (reading) void import('../storage/readings').then((storage) => storage.saveReading(reading))
  }, [reading])

  const refresh = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: queryKeys.airQuality.all, type: 'active' })
  }, [queryClient])

  // How old the reading on screen is (decision 150): the banner stops calling it "now".
  const fromDeviceCache = useServedFromCache('/api/air-quality/current', reading?.generatedAt)
  const readAt = reading ? readingTimeOf(reading, current.dataUpdatedAt, fromDeviceCache) : null

  const hourly = forecast.data
  const warning = hourly ? forecastWarning(hourly.list, nowSeconds, threshold, translate) : null
  const entry = reading?.list[0]
  const dailySource = premium ? premiumForecast.data?.forecast : hourly
  // The place's own clock, from the offsets the API sends: no Intl in the first render (decision 012).
  const hourlyOffsetAt = hourly ? placeOffsetAt(hourly) : UTC
  const dailyOffsetAt = dailySource ? placeOffsetAt(dailySource) : UTC
  const style = deviceLocaleStyle()
  const overThresholdNow = entry ? exceeds(forecastHourOf(entry), threshold) : false
  // A coming hour no worse than the air now is the episode under way, not news (the banner says
  // "now"); on an official-index threshold, a coming hour at it while now is under it is news
  // whatever the 1-5 level (decision 275).
  const news = warning && hourly && (warning.aqi > (entry?.main.aqi ?? 0) || (warning.official !== undefined && !overThresholdNow)) ? warning : null
  // What may be promised about texts here (decisions 207, 208); a member's, unknown, none.
  const promise = useTextPromise(coords, news !== null, choices)
  // The banner shows (docs/product.md §States, decision 087): a member's plan goes into it, else under the quick actions.
  const bannerUp = news !== null || overThresholdNow || (entry?.main.aqi ?? 0) >= POOR_INDEX
  const told = promise.tell?.(news, nowSeconds, threshold, hourlyOffsetAt, style, bannerUp)

  return {
    current,
    isRefreshing,
    refresh,
    premium,
    /** "Go Premium" is offered only once the account is known not to be a member's. */
    upsell: !user.isPending && !premium,
    strip: {
      entries: hourly ? forecastStrip(hourly.list, nowSeconds, STRIP_HOURS) : [],
      isPending: forecast.isPending,
      offsetAt: hourlyOffsetAt,
    },
    readingAgeSeconds: readAt === null ? null : ageSeconds(readAt, nowSeconds),
    overThresholdNow,
    warningKey: warning?.at ?? null,
    warningText: told ? told.warningText : news && forecastWarningText(news, nowSeconds, hourlyOffsetAt, i18n._(levelNameMessage(news.aqi)), style, promise.member ? null : undefined),
    /** The forecast warning with no promise about texts: for the demo place, which nobody watches (decision 260). */
    plainWarningText: news && forecastWarningText(news, nowSeconds, hourlyOffsetAt, i18n._(levelNameMessage(news.aqi)), style, null),
    /** The member's plan for the place they watch here when no banner carries it, else null. */
    planText: told?.planText ?? null,
    /** The member watches this place: no "Enable Alerts", no "if you watch". */
    member: promise.member,
    promisePending: promise.pending,
    daily: {
      days: dailySource
        ? dailySummaries(dailySource.list, dailyOffsetAt, premium ? PREMIUM_DAYS : FREE_DAYS)
        : [],
      /** The hours the days are made of: a day's chart draws them. */
      entries: dailySource?.list ?? [],
      isPending: user.isPending || (premium ? premiumForecast.isPending : forecast.isPending),
      fellBack: premium && premiumForecast.data?.extended === false,
      offline: premium && premiumOffline !== null,
      offsetAt: dailyOffsetAt,
    },
  }
}
