import { useQueries } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import '../styles/explore.css'
import type { Coordinates } from '../domain/contracts/air-quality'
import { citiesToCompare, compareWithCities } from '../domain/report/comparison'
import { CityComparisonList, type CityRow } from '../features/comparison/city-comparison-list'
import { ComparisonSummary } from '../features/comparison/comparison-summary'
import { placeCurrentQueryOptions } from '../features/lookup/api/get-place-air-quality'
import { demoPlaceName, useGeolocation } from '../features/location/use-geolocation'
import { describeRequestError } from '../lib/api'
import { Skeleton } from '../ui/skeleton'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { usePlaceStationChoices } from './use-place-station-choices'
import { readState } from '../lib/read-state'

/** The loaded summary's and city list's heights at 390-412 px (px), reserved while they load (Lighthouse CLS). */
const SUMMARY_HEIGHT = 282
const CITIES_HEIGHT = 562

/** `/location-comparison` (docs/product.md §Screens): the user's place (or New York) against four major cities. */
export function Component() {
  const { t } = useLingui()
  const location = useGeolocation()
  const home = location.coords
  const placeName = location.status === 'gps' ? t`Your location` : demoPlaceName()

  return (
    <div className="page-shell explore-shell">
      <title>{t`Compare Locations · AirAhead`}</title>
      <header className="explore-header">
        <Link to="/" className="back-link">
          <ArrowLeft aria-hidden="true" className="icon" />
          <Trans>Dashboard</Trans>
        </Link>
        <h1 className="explore-header__title">
          <Trans>How Your Air Compares</Trans>
        </h1>
      </header>
      <main className="page explore-page">
        {home ? (
          <Comparison home={home} placeName={placeName} />
        ) : (
          // Both cards' heights at 390-412 px, so the links below stay put when the place is known.
          <>
            <Skeleton height={SUMMARY_HEIGHT} label={t`Finding your location…`} />
            <Skeleton height={CITIES_HEIGHT} label={t`Loading the cities…`} />
          </>
        )}
        <nav className="card" aria-label={t({ message: 'More', comment: 'Names a group of links to more screens' })}>
          <ul className="link-list">
            <li>
              <Link to="/weekly-report">
                <Trans>Your weekly report</Trans>
              </Link>
            </li>
            <li>
              <Link to="/location-lookup">
                <Trans>Look up another place</Trans>
              </Link>
            </li>
          </ul>
        </nav>
      </main>
    </div>
  )
}

/**
 * All five current readings at once (useQueries), each shown as soon as it arrives. The
 * person's place is asked with its pinned and excluded stations (decision 198), as on the
 * dashboard, so both show one reading; the cities without (the cell's default).
 */
function Comparison({ home, placeName }: { home: Coordinates; placeName: string }) {
  const { t } = useLingui()
  const cities = citiesToCompare(home)
  const { choices } = usePlaceStationChoices(home, isPremiumUser(useCurrentUser().data))
  const [homeQuery, ...cityQueries] = useQueries({
    queries: [placeCurrentQueryOptions(home, choices), ...cities.map((place) => placeCurrentQueryOptions(place))],
  })
  const homeEntry = homeQuery?.data?.list[0]
  const readings = cities.map((city, i) => ({ city, usAqi: cityQueries[i]?.data?.list[0]?.usAqi ?? null }))
  const comparison = compareWithCities(homeEntry?.usAqi ?? null, readings)
  const rows: CityRow[] = comparison.cities.map((row, i) => ({
    ...row,
    index: cityQueries[i]?.data?.list[0]?.main.aqi ?? null,
    beyond: cityQueries[i]?.data?.list[0]?.usAqiBeyond,
    state: cityQueries[i] ? readState(cityQueries[i]) : 'loading',
  }))

  return (
    <>
      {homeQuery && readState(homeQuery) === 'loading' ? (
        // The summary's height, so the cards below do not move when it arrives.
        <Skeleton height={SUMMARY_HEIGHT} label={t`Loading air quality data...`} />
      ) : homeEntry && homeEntry.usAqi !== null && homeQuery?.data ? (
        <ComparisonSummary
          placeName={placeName}
          usAqi={homeEntry.usAqi}
          beyond={homeEntry.usAqiBeyond}
          index={homeEntry.main.aqi}
          source={homeQuery.data.source}
          comparison={comparison}
          isPending={rows.some((row) => row.state === 'loading')}
        />
      ) : (
        <section className="card" role="alert" aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="card__title">
            {placeName}
          </h2>
          {homeQuery && readState(homeQuery) === 'offline' ? (
            <p>
              <Trans>Offline: your air is not known, so the cities cannot be compared.</Trans>
            </p>
          ) : homeQuery?.error ? (
            <>
              <p>
                <Trans>Unable to load air quality data</Trans>
              </p>
              <p className="muted small">{describeRequestError(homeQuery.error)}</p>
            </>
          ) : (
            <p>
              <Trans>No air quality data available for this location.</Trans>
            </p>
          )}
        </section>
      )}
      <section className="card" aria-labelledby="cities-heading">
        <h2 id="cities-heading" className="card__title">
          <Trans>Major cities right now</Trans>
        </h2>
        <p className="muted small">
          <Trans>
            Better, Worse or Similar describes your air against each city’s US AQI; Similar means within 10 % of the
            city’s value.
          </Trans>
        </p>
        <CityComparisonList rows={rows} />
      </section>
    </>
  )
}
