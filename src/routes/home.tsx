import { useEffect } from 'react'
import '../styles/dashboard.css'
import '../styles/home.css'
import { levelFor } from '../domain/aqi/levels'
import { shareText } from '../domain/home/share-text'
import type { SensitivityProfile } from '../domain/storage/settings'
import { PLAN_FEATURES, PREMIUM_PRICE_USD } from '../features/billing/plan-features'
import { PollutantBreakdown } from '../features/dashboard/pollutant-breakdown'
import { ReadingDetails } from '../features/dashboard/reading-details'
import { FeedbackButton } from '../features/feedback/feedback-button'
import { HEALTH_PROFILE_LABELS } from '../features/health-profile/health-profile'
import { AirVsWorldCard } from '../features/home/air-vs-world-card'
import { CheckMyAir } from '../features/home/check-my-air'
import { DetailedReportDialog } from '../features/home/detailed-report-dialog'
import { deviceClock } from '../lib/time'
import { HomeHeader } from '../features/home/home-header'
import { HomeLinks } from '../features/home/home-links'
import { PlanTeaser } from '../features/home/plan-teaser'
import { RegionalCard } from '../features/home/regional-card'
import { ReportSummary } from '../features/home/report-summary'
import { StatusCard } from '../features/home/status-card'
import { savedNameFor, useSavedLocationName } from '../features/location/location-name'
import { DEMO_LOCATION, useGeolocation, type LocationState } from '../features/location/use-geolocation'
import { NewsletterSignup } from '../features/newsletter/newsletter-signup'
import { notifyStreakMilestone } from '../features/notifications/achievement-notifications'
import { NotificationsOffer } from '../features/notifications/notifications-offer'
import { ShareCard } from '../features/share/share-card'
import { StreakTiles } from '../features/streaks/streak-tiles'
import { useProgress } from '../features/streaks/use-progress'
import { usePlaceName } from '../features/location/api/get-place-name'
import { roundCoordinates } from '../lib/coordinates'
import { useNowSeconds } from '../lib/use-now'
import { useRevealedInTransition } from '../lib/use-settled'
import { useRefetchWhenOnline, useServedFromCache } from '../pwa/offline-status'
import { saveSettings } from '../storage/settings'
import { useAlertThreshold } from './use-alert-threshold'
import { useSharedHealthProfile } from './use-shared-health-profile'
import { useHomeData } from './use-home-data'
import { InstallAppButton } from '../pwa/install-app-button'

function placeNames(location: LocationState, savedName: string | null, town: string | null): { shown: string; shared: string } {
  if (savedName) return { shown: savedName, shared: savedName }
  if (location.status === 'demo') return { shown: `${DEMO_LOCATION.name} (demo location)`, shared: DEMO_LOCATION.name }
  if (location.status !== 'gps') return { shown: 'Finding your location…', shared: 'my area' }
  // The town of the position when it is known (decision 177).
  return town ? { shown: town, shared: town } : { shown: 'Your location', shared: 'my area' }
}

/**
 * The health profile is kept in localStorage (the dashboard reads it before any async storage
 * could answer); IndexedDB's settings get a copy (docs/decisions/021). Passing the dashboard's
 * profile here also checks at compile time that each of its groups is a sensitivity profile.
 */
function useProfileCopy(profile: SensitivityProfile): void {
  useEffect(() => {
    void saveSettings({ sensitivity: profile })
  }, [profile])
}

/** `/home`: the simplified home screen (spec "Simplified home screen"). A lazy route module. */
export function Component() {
  const location = useGeolocation()
  const nowSeconds = useNowSeconds()
  const [profile] = useSharedHealthProfile()
  const data = useHomeData(location.coords, nowSeconds, useAlertThreshold(profile))
  const [savedName] = useSavedLocationName()
  const { progress, recordCheck } = useProgress()
  useProfileCopy(profile)

  const { current, status } = data
  const entry = current.data?.list[0]
  const offline = useServedFromCache('/api/air-quality/current', current.data?.generatedAt)
  useRefetchWhenOnline(offline, data.refresh)
  const town = usePlaceName(location.status === 'gps' ? location.coords : null)?.name ?? null
  const place = placeNames(location, savedNameFor(savedName, location.coords), town)
  const checkedAt = progress?.lastCheckAt != null ? deviceClock(progress.lastCheckAt) : null
  // The cards below the first screen render after it, time-sliced: the first paint (the
  // verdict's place, Check My Air, the streaks: Lighthouse's LCP) waits for less work (issue 15).
  const restShown = useRevealedInTransition(true)

  const onCheck = async (): Promise<string> => {
    await data.refresh()
    const outcome = await recordCheck()
    if (outcome.milestone !== null) notifyStreakMilestone(outcome.milestone)
    return `Check recorded. Streak ${outcome.state.streak}, ${outcome.state.totalChecks} checks in total.`
  }

  return (
    <div className="page-shell page-shell--no-nav">
      <title>AirAhead · 2-Hour Air Quality Predictions</title>
      <HomeHeader />
      <main className="page home">
        <StatusCard
          status={status}
          data={current.data}
          placeName={place.shown}
          isPending={data.statusPending}
          error={current.error}
          offline={offline}
          receivedAtMs={current.dataUpdatedAt}
          nowSeconds={nowSeconds}
          updating={current.isFetching}
          onRetry={() => void data.refresh()}
          placeAction={
            location.status === 'demo' &&
            location.ask && (
              <p className="home__locate">
                <button type="button" className="button button--secondary" onClick={location.ask}>
                  Use my location
                </button>
              </p>
            )
          }
        />
        <CheckMyAir onCheck={onCheck} disabled={!status}>
          {status && entry && current.data && (
            <>
              <ShareCard
                payload={{
                  title: 'My air check',
                  text: shareText({
                    place: place.shared,
                    nowAqi: status.nowAqi,
                    usAqi: entry.usAqi,
                    inTwoHoursAqi: status.inTwoHoursAqi,
                    simulated: current.data.source.simulated,
                  }),
                  url: `${window.location.origin}/`,
                }}
              />
              <DetailedReportDialog description={`${place.shown}${checkedAt ? ` · checked at ${checkedAt}` : ''}`}>
                <ReportSummary
                  status={status}
                  usAqi={entry.usAqi}
                  usAqiBeyond={entry.usAqiBeyond}
                  advice={{ group: HEALTH_PROFILE_LABELS[profile], text: levelFor(status.nowAqi).healthAdvice[profile] }}
                />
                <PollutantBreakdown entry={entry} isPending={false} />
                <ReadingDetails data={current.data} requested={location.coords && roundCoordinates(location.coords)} />
              </DetailedReportDialog>
            </>
          )}
        </CheckMyAir>
        <NotificationsOffer lastCheckAt={progress?.lastCheckAt ?? null} />
        <StreakTiles progress={progress} />
        {restShown && (
          <>
            <RegionalCard data={data.regional.data} error={data.regional.error} isPending={data.regional.isPending} />
            <AirVsWorldCard
              mine={{ name: place.shown, figure: data.mine, isPending: current.isPending }}
              cities={data.cities}
            />
            <HomeLinks />
            <PlanTeaser features={PLAN_FEATURES} premiumPriceUsd={PREMIUM_PRICE_USD} isPremium={data.premium} accountKnown={data.accountKnown} />
            {data.premium && <FeedbackButton isPremium />}
            <NewsletterSignup source="home" />
          </>
        )}
      </main>
      <InstallAppButton />
    </div>
  )
}
