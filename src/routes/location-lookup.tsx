import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import '../styles/dashboard.css'
import '../styles/forecast.css'
import '../styles/explore.css'
import type { LocationSearchResult } from '../domain/contracts/geocoding'
import { dailySummaries } from '../domain/forecast/daily-summary'
import { fixedOffset, placeOffsetAt } from '../domain/time/utc-offset'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { DailyForecastCard } from '../features/dashboard/daily-forecast-card'
import { PollutantBreakdown } from '../features/dashboard/pollutant-breakdown'
import {
  placeCurrentQueryOptions,
  placeForecastPremiumQueryOptions,
  placeForecastQueryOptions,
} from '../features/lookup/api/get-place-air-quality'
import { LocationSearch } from '../features/lookup/location-search'
import { PlaceReading } from '../features/lookup/place-reading'
import { useHealthProfile } from '../features/health-profile/health-profile'
import { i18n } from '../lib/i18n'
import { useNowSeconds } from '../lib/use-now'
import { useAlertThreshold } from './use-alert-threshold'

/** 'Watch this place' (Premium): downloaded when a Premium member has chosen a place. */
const WatchPlaceButton = lazy(() => import('../features/alerts/watch-place-button').then((m) => ({ default: m.WatchPlaceButton })))

/** docs/product.md §Limits: 5 days for premium (the premium call, falling back to the free one), 2 for free. */
const PREMIUM_DAYS = 5
const FREE_DAYS = 2

/** `/location-lookup` (docs/product.md §Screens): search any place and read its air. */
export function Component() {
  const { t } = useLingui()
  const search = useLocation().search
  const [place, setPlace] = useState<LocationSearchResult | null>(() => placeFromQuery(search))
  return (
    <div className="page-shell explore-shell">
      <title>{t`Location Lookup · AirAhead`}</title>
      <header className="explore-header">
        <Link to="/" className="back-link">
          <ArrowLeft aria-hidden="true" className="icon" />
          <Trans>Dashboard</Trans>
        </Link>
        <h1 className="explore-header__title">
          <Trans>Location Lookup</Trans> <span className="badge badge--premium">Premium</span>
        </h1>
      </header>
      <main className="page explore-page">
        <section className="card" aria-label={t({ message: 'Search', comment: 'Names the search section' })}>
          <p className="muted">
            <Trans>Check the air anywhere: a city, a school, a relative’s street.</Trans>
          </p>
          <LocationSearch onSelect={setPlace} />
        </section>
        {place && <PlaceAirQuality key={`${place.lat},${place.lon}`} place={place} />}
      </main>
    </div>
  )
}

/**
 * A point the map links here with `?lat=&lon=` ("See the forecast for this place"), shown as
 * its coordinates; null without valid ones. Named in the app's language when the page opens.
 */
function placeFromQuery(search: string): LocationSearchResult | null {
  const params = new URLSearchParams(search)
  const lat = Number(params.get('lat'))
  const lon = Number(params.get('lon'))
  if (!params.has('lat') || !params.has('lon') || !(Math.abs(lat) <= 90) || !(Math.abs(lon) <= 180)) return null
  const label = `${lat.toFixed(4)}, ${lon.toFixed(4)}`
  // Not a geocoder's answer: 'gazetteer' (the built-in, offline one) is the closest source, and is shown nowhere for a chosen place.
  return { name: i18n._(msg`Map point ${label}`), displayName: label, state: null, country: null, lat, lon, locationType: 'address', source: 'gazetteer' }
}

function PlaceAirQuality({ place }: { place: LocationSearchResult }) {
  const current = useQuery(placeCurrentQueryOptions(place))
  const nowSeconds = useNowSeconds()
  const user = useCurrentUser()
  const premium = isPremiumUser(user.data)
  const premiumForecast = useQuery({ ...placeForecastPremiumQueryOptions(place), enabled: premium })
  const freeForecast = useQuery({ ...placeForecastQueryOptions(place), enabled: !user.isPending && !premium })
  const forecast = premium ? premiumForecast.data?.forecast : freeForecast.data
  const [profile] = useHealthProfile()
  const threshold = useAlertThreshold(profile)
  const entry = current.data?.list[0]

  return (
    <>
      <PlaceReading
        place={place}
        data={current.data}
        isPending={current.isPending}
        receivedAtMs={current.dataUpdatedAt}
        nowSeconds={nowSeconds}
        updating={current.isFetching}
        action={
          premium ? (
            <Suspense fallback={null}>
              <WatchPlaceButton name={place.name} coords={place} />
            </Suspense>
          ) : (
            !user.isPending && (
              <p className="small">
                <Link to="/subscribe">
                  <Trans>Get a text before the air here turns bad, with Premium</Trans>
                </Link>
              </p>
            )
          )
        }
      />
      {entry && <PollutantBreakdown entry={entry} isPending={false} />}
      {!current.isError && (
        <DailyForecastCard
          days={forecast ? dailySummaries(forecast.list, placeOffsetAt(forecast), premium ? PREMIUM_DAYS : FREE_DAYS) : []}
          isPending={user.isPending || (premium ? premiumForecast.isPending : freeForecast.isPending)}
          premium={premium}
          offerUpgrade={!user.isPending && !premium}
          fellBack={premium && premiumForecast.data?.extended === false}
          offsetAt={forecast ? placeOffsetAt(forecast) : fixedOffset(0)}
          entries={forecast?.list ?? []}
          threshold={threshold}
          nowSeconds={nowSeconds}
        />
      )}
    </>
  )
}
