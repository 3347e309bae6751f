import { lazy, Suspense, useState } from 'react'
import '../styles/dashboard.css'
import '../styles/forecast.css'
import { describeThreshold } from '../domain/alerts/threshold'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { AlertBanner } from '../features/dashboard/alert-banner'
import { CurrentAqiCard } from '../features/dashboard/current-aqi-card'
import { DashboardHeader } from '../features/dashboard/dashboard-header'
import { ExplorePanel } from '../features/dashboard/explore-panel'
import { ForecastStrip } from '../features/dashboard/forecast-strip'
import { MeasurementSource } from '../features/dashboard/measurement-source'
import { PollutantBreakdown } from '../features/dashboard/pollutant-breakdown'
import { QuickActions } from '../features/dashboard/quick-actions'
import { ReadingDetails } from '../features/dashboard/reading-details'
import { GpsStatusCard } from '../features/location/gps-status-card'
import { usePlaceName } from '../features/location/api/get-place-name'
import { LocationEditor } from '../features/location/location-editor'
import { savedNameFor, useSavedLocationName } from '../features/location/location-name'
import { DEMO_LOCATION, useGeolocation, type LocationState } from '../features/location/use-geolocation'
import { NO_STATION_CHOICES } from '../domain/stations/choices'
import { roundCoordinates } from '../lib/coordinates'
import { useNowSeconds } from '../lib/use-now'
import { useRevealedInTransition, useSettled } from '../lib/use-settled'
import { InstallBar } from '../pwa/install-bar'
import { BottomNav } from '../ui/bottom-nav'
import { Skeleton } from '../ui/skeleton'
import { useAlertThreshold } from './use-alert-threshold'
import { useSharedHealthProfile } from './use-shared-health-profile'
import { useDashboardData } from './use-dashboard-data'
import { usePlaceStationChoices } from './use-place-station-choices'

/** The account section of the settings: downloaded the first time settings open, not with the dashboard. */
const AccountPanel = lazy(() => import('../features/account/account-panel').then((m) => ({ default: m.AccountPanel })))
/** The settings sheet: downloaded the first time it opens, then kept, so it closes as a dialog does (decision 244). */
const SettingsDialog = lazy(() => import('../features/health-profile/settings-dialog').then((m) => ({ default: m.SettingsDialog })))
/** 'Watch this place': Premium only, so downloaded only for Premium members. */
const WatchPlaceButton = lazy(() => import('../features/alerts/watch-place-button').then((m) => ({ default: m.WatchPlaceButton })))

/** The cards below the first screen (./dashboard-more.tsx): downloaded once the first screen is drawn. */
const DashboardMore = lazy(() => import('./dashboard-more'))

const FORECAST_HEADING_ID = 'forecast-heading'
/** How long the dashboard waits for its data before showing what it has (with skeletons). */
const READY_WAIT_MS = 4000

/** True from the first render where `value` is true on. */
function useOnceTrue(value: boolean): boolean {
  const [once, setOnce] = useState(value)
  if (value && !once) setOnce(true)
  return once || value
}

/** While the place and its air load: one block, replaced as a whole, so nothing below it moves. */
function DashboardPlaceholder({ locating }: { locating: boolean }) {
  return (
    <div className="dashboard-placeholder" role="status">
      <p className="muted">{locating ? 'Finding your location…' : 'Loading air quality data…'}</p>
      <div className="skeleton dashboard-placeholder__card" />
      <div className="skeleton dashboard-placeholder__strip" />
    </div>
  )
}

/** The name a place has before the person gives it one: the town of their position when known (decision 177). */
function defaultLocationName(location: LocationState, town: string | null): string {
  if (location.status === 'demo') return DEMO_LOCATION.name
  if (location.status !== 'gps') return 'Finding your location…'
  return town ?? 'Your location'
}

/** `/`: the dashboard (docs/product.md §Screens). Bundled with the app, not lazy. */
export function Dashboard() {
  const location = useGeolocation()
  const nowSeconds = useNowSeconds()
  const [profile, setProfile] = useSharedHealthProfile()
  const threshold = useAlertThreshold(profile)
  const stations = usePlaceStationChoices(location.coords, isPremiumUser(useCurrentUser().data))
  const data = useDashboardData(location.coords, nowSeconds, threshold, stations.choices)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const settingsOpened = useOnceTrue(settingsOpen)
  const [savedName] = useSavedLocationName()
  const town = usePlaceName(location.status === 'gps' ? location.coords : null)?.name ?? null
  const defaultName = defaultLocationName(location, town)
  const { current } = data
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
      <DashboardHeader onOpenSettings={() => setSettingsOpen(true)} />
      <main className="page dashboard" aria-busy={!restShown}>
        {ready ? (
          <>
            <AlertBanner
              key={`${entry?.dt ?? 'none'}-${data.warningKey ?? 'none'}`}
              currentAqi={entry?.main.aqi ?? null}
              readingAgeSeconds={data.readingAgeSeconds}
              overThresholdNow={data.overThresholdNow}
              thresholdName={describeThreshold(threshold)}
              forecastText={data.warningText}
            />
            <GpsStatusCard location={location} />
            <ExplorePanel />
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
              location={<LocationEditor coords={location.coords} defaultName={defaultName} />}
              action={
                data.premium &&
                location.coords && (
                  <Suspense fallback={null}>
                    <WatchPlaceButton
                      name={savedNameFor(savedName, location.coords) ?? defaultName}
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
                <PollutantBreakdown entry={entry} isPending={current.isPending} />
                <ReadingDetails data={current.data} requested={location.coords && roundCoordinates(location.coords)} />
                <ForecastStrip headingId={FORECAST_HEADING_ID} {...data.strip} threshold={threshold} nowSeconds={nowSeconds} />
                <Suspense fallback={<Skeleton height={240} label="Loading the days ahead…" />}>
                  <DashboardMore
                    daily={{ premium: data.premium, offerUpgrade: data.upsell, ...data.daily, threshold, nowSeconds }}
                    health={{ aqi: entry?.main.aqi ?? null, isPending: current.isPending, highlight: profile, onChangeProfile: () => setSettingsOpen(true) }}
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
      {settingsOpened && (
        <Suspense fallback={null}>
          <SettingsDialog
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
            profile={profile}
            onProfileChange={setProfile}
          >
            {settingsOpen && (
              <Suspense fallback={<Skeleton height={120} label="Loading your account…" />}>
                <AccountPanel />
              </Suspense>
            )}
          </SettingsDialog>
        </Suspense>
      )}
    </div>
  )
}
