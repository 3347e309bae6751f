import { lazy, Suspense } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import '../styles/dashboard.css'
import { describeThreshold } from '../domain/alerts/threshold'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { AlertBanner } from '../features/dashboard/alert-banner'
import { CurrentAqiCard } from '../features/dashboard/current-aqi-card'
import { MeasurementSource } from '../features/dashboard/measurement-source'
import { NextHours } from '../features/dashboard/next-hours'
import { ProfileAdvice } from '../features/health-profile/profile-advice'
import { QuickActions } from '../features/dashboard/quick-actions'
import { GpsStatusCard } from '../features/location/gps-status-card'
import { usePlaceName } from '../features/location/api/get-place-name'
import { LocationEditor } from '../features/location/location-editor'
import { UNNAMED_PLACE } from '../features/alerts/watch-place'
import { savedNameFor, useSavedLocationName } from '../features/location/location-name'
import { demoPlaceName, useGeolocation, type LocationState } from '../features/location/use-geolocation'
import { NO_STATION_CHOICES } from '../domain/stations/choices'
import { roundCoordinates } from '../lib/coordinates'
import { i18n } from '../lib/i18n'
import { useNowSeconds } from '../lib/use-now'
import { useRevealedInTransition, useSettled } from '../lib/use-settled'
import { InstallBar } from '../pwa/install-bar'
import { AppHeader } from '../ui/app-header'
import { BottomNav } from '../ui/bottom-nav'
import { Skeleton } from '../ui/skeleton'
import { useAlertThreshold } from './use-alert-threshold'
import { useSettingsSheet } from './use-settings-sheet'
import { useSharedHealthProfile } from './use-shared-health-profile'
import { useDashboardData } from './use-dashboard-data'
import { usePlaceStationChoices } from './use-place-station-choices'
import { translatedOfficialWarning } from '../domain/home/official-warning'
import { useTranslate } from '../lib/i18n'

/** 'Watch this place': Premium only, so downloaded only for Premium members. */
const WatchPlaceButton = lazy(() => import('../features/alerts/watch-place-button').then((m) => ({ default: m.WatchPlaceButton })))

/** The cards below the first screen (./dashboard-more.tsx): downloaded once the first screen is drawn. */
const DashboardMore = lazy(() => import('./dashboard-more'))

const FORECAST_HEADING_ID = 'forecast-heading'
/** How long the dashboard waits for its data before showing what it has (with skeletons). */
const READY_WAIT_MS = 4000

/** While the place and its air load: one block, replaced as a whole, so nothing below it moves. */
function DashboardPlaceholder({ locating }: { locating: boolean }) {
  return (
    <div className="dashboard-placeholder" role="status">
      <p className="muted">{locating ? <Trans>Finding your location…</Trans> : <Trans>Loading air quality data…</Trans>}</p>
      <div className="skeleton dashboard-placeholder__card" />
      <div className="skeleton dashboard-placeholder__strip" />
    </div>
  )
}

/** The name a place has before the person gives it one: the town of their position when known (decision 177). Called at render. */
function defaultLocationName(location: LocationState, town: string | null): string {
  if (location.status === 'demo') return demoPlaceName()
  if (location.status !== 'gps') return i18n._(msg`Finding your location…`)
  return town ?? i18n._(msg`Your location`)
}

/** `/`: the dashboard (docs/product.md §Screens). Bundled with the app, not lazy. */
export function Dashboard() {
  const { t } = useLingui()
  const _ = useTranslate()
  const location = useGeolocation()
  const nowSeconds = useNowSeconds()
  const [profile, setProfile] = useSharedHealthProfile()
  const threshold = useAlertThreshold(profile)
  const stations = usePlaceStationChoices(location.coords, isPremiumUser(useCurrentUser().data))
  const data = useDashboardData(location.coords, nowSeconds, threshold, stations.choices)
  const settings = useSettingsSheet(profile, setProfile)
  const [savedName] = useSavedLocationName()
  const town = usePlaceName(location.status === 'gps' ? location.coords : null)?.name ?? null
  const defaultName = defaultLocationName(location, town)
  const { current } = data
  // The place's official warning in the reader's words (decisions 275, 284).
  const official = translatedOfficialWarning(current.data?.officialWarning, _)
  const demo = location.status === 'demo'
  const entry = current.data?.list[0]
  // The first paint of the content waits for the place, its reading and its forecast (at most
  // READY_WAIT_MS), so the banner and cards arrive together and nothing on screen shifts.
  // The content is then rendered in a transition, time-sliced, not as one long task.
  const ready = useRevealedInTransition(
    useSettled(location.status !== 'locating' && !current.isPending && !data.strip.isPending && !data.promisePending, READY_WAIT_MS),
  )
  // The cards below the first screen follow in a second transition: two smaller commits
  // instead of one long task. Added below everything on screen, they move nothing.
  const restShown = useRevealedInTransition(ready)

  return (
    <div className="page-shell">
      <AppHeader onOpenSettings={settings.open} />
      <main className="page dashboard" aria-busy={!restShown}>
        {ready ? (
          <>
            <CurrentAqiCard
              data={current.data}
              error={current.error}
              isPending={current.isPending}
              isRefreshing={data.isRefreshing}
              receivedAtMs={current.dataUpdatedAt}
              nowSeconds={nowSeconds}
              onRefresh={data.refresh}
              measurement={
                current.data?.measurement && (
                  <MeasurementSource
                    measurement={current.data.measurement}
                    generatedAt={current.data.generatedAt}
                    sourceSimulated={current.data.source.simulated}
                    nowSeconds={nowSeconds}
                    choices={stations.choices ?? NO_STATION_CHOICES}
                    onChoicesChange={stations.change}
                    updating={current.isPlaceholderData}
                    watchedName={stations.watchedName}
                    placePm2_5={entry?.components.pm2_5 ?? null}
                    dominantPollutant={entry?.dominantPollutant ?? null}
                  />
                )
              }
              location={
                <>
                  <LocationEditor coords={location.coords} defaultName={defaultName} />
                  <GpsStatusCard location={location} />
                </>
              }
              notice={
                <AlertBanner
                  key={`${entry?.dt ?? 'none'}-${data.warningKey ?? 'none'}`}
                  currentAqi={entry?.main.aqi ?? null}
                  readingAgeSeconds={data.readingAgeSeconds}
                  overThresholdNow={data.overThresholdNow}
                  thresholdName={describeThreshold(threshold, _)}
                  forecastText={demo ? data.plainWarningText : data.warningText}
                  examplePlace={demo ? demoPlaceName() : null}
                  official={official}
                />
              }
              answer={
                entry && (
                  <>
                    <ProfileAdvice aqi={entry.main.aqi} profile={profile} onChangeProfile={() => settings.open()} official={official} />
                    <NextHours entries={data.strip.entries} offsetAt={data.strip.offsetAt} />
                  </>
                )
              }
              action={
                data.premium &&
                location.coords && (
                  <Suspense fallback={null}>
                    <WatchPlaceButton
                      name={savedNameFor(savedName, location.coords) ?? (demo ? demoPlaceName() : (town ?? UNNAMED_PLACE))}
                      coords={location.coords}
                    />
                  </Suspense>
                )
              }
            />
            <QuickActions
              forecastHeadingId={FORECAST_HEADING_ID}
              member={data.member}
              planText={data.planText}
            />
            {restShown && (
              <>
                <Suspense fallback={<Skeleton height={240} label={t`Loading the next 24 hours…`} />}>
                  <DashboardMore
                    strip={{ headingId: FORECAST_HEADING_ID, ...data.strip, threshold, nowSeconds }}
                    pollutants={{ entry, isPending: current.isPending }}
                    details={{ data: current.data, requested: location.coords && roundCoordinates(location.coords) }}
                    daily={{ premium: data.premium, offerUpgrade: data.upsell, ...data.daily, threshold, nowSeconds }}
                    health={{ aqi: entry?.main.aqi ?? null, isPending: current.isPending, highlight: profile, onChangeProfile: () => settings.open(), official }}
                    upsell={data.upsell}
                  />
                </Suspense>
              </>
            )}
          </>
        ) : (
          <DashboardPlaceholder locating={location.status === 'locating'} />
        )}
      </main>
      <BottomNav />
      <InstallBar />
      {settings.sheet}
    </div>
  )
}
