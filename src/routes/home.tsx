import { useEffect } from 'react'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { i18n } from '../lib/i18n'
import '../styles/dashboard.css'
import '../styles/home.css'
import type { SensitivityProfile } from '../domain/storage/settings'
import { CheckMyAir } from '../features/home/check-my-air'
import { deviceClock } from '../lib/time'
import { lazyPart, useLazyPart } from '../lib/lazy-part'
import { StatusCard } from '../features/home/status-card'
import { savedNameFor, useSavedLocationName } from '../features/location/location-name'
import { demoPlaceName, useGeolocation, type LocationState } from '../features/location/use-geolocation'
import { notifyStreakMilestone } from '../features/notifications/achievement-notifications'
import { NotificationsOffer } from '../features/notifications/notifications-offer'
import { StreakTiles } from '../features/streaks/streak-tiles'
import { useProgress } from '../features/streaks/use-progress'
import { usePlaceName } from '../features/location/api/get-place-name'
import { useNowSeconds } from '../lib/use-now'
import { useRefetchWhenOnline, useServedFromCache } from '../pwa/offline-status'
import { saveSettings } from '../storage/settings'
import { useAlertThreshold } from './use-alert-threshold'
import { useSharedHealthProfile } from './use-shared-health-profile'
import { useHomeData } from './use-home-data'
import { InstallBar } from '../pwa/install-bar'
import { Link } from '../lib/router'
import { AppHeader } from '../ui/app-header'
import { BottomNav } from '../ui/bottom-nav'
import { useSettingsSheet } from './use-settings-sheet'

/**
 * The parts of the screen nobody sees in its first paint load after it (issue 15: the
 * first paint, Lighthouse's LCP, waited for their code): the cards below the first screen,
 * and what a Check My Air press reveals (at least 1.5 s after the press).
 */
const MoreCards = lazyPart(async () => {
  const module = await import('./home-more-cards')
  await module.prepareHomeMoreCards()
  return module.HomeMoreCards
})
const CheckResult = lazyPart(() => import('./home-check-result').then((module) => module.HomeCheckResult))

function placeNames(location: LocationState, savedName: string | null, town: string | null): { shown: string; shared: string } {
  if (savedName) return { shown: savedName, shared: savedName }
  // Called at render: the words are in the app's language.
  const demo = demoPlaceName()
  const myArea = i18n._(msg({ message: 'my area', comment: 'Names the place in a shared text: "Air in my area…"' }))
  if (location.status === 'demo') return { shown: i18n._(msg`${demo} (demo location)`), shared: demo }
  if (location.status !== 'gps') return { shown: i18n._(msg`Finding your location…`), shared: myArea }
  // The town of the position when it is known (decision 177).
  return town ? { shown: town, shared: town } : { shown: i18n._(msg`Your location`), shared: myArea }
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

/**
 * `/home`: the daily check (docs/product.md §Screens; decision 260): the verdict for the next
 * two hours, Check My Air and its streak, how the air compares. `/` is the full picture of the
 * place. Both have the same header and the bottom navigation. A lazy route module.
 */
export function Component() {
  const { t } = useLingui()
  const location = useGeolocation()
  const nowSeconds = useNowSeconds()
  const [profile, setProfile] = useSharedHealthProfile()
  const settings = useSettingsSheet(profile, setProfile)
  const data = useHomeData(location.coords, nowSeconds, useAlertThreshold(profile))
  const [savedName] = useSavedLocationName()
  const { progress, recordCheck } = useProgress()
  useProfileCopy(profile)

  const { current, status } = data
  const offline = useServedFromCache('/api/air-quality/current', current.data?.generatedAt)
  useRefetchWhenOnline(offline, data.refresh)
  const town = usePlaceName(location.status === 'gps' ? location.coords : null)?.name ?? null
  const place = placeNames(location, savedNameFor(savedName, location.coords), town)
  const checkedAt = progress?.lastCheckAt != null ? deviceClock(progress.lastCheckAt) : null
  // The cards below the first screen load and render after it, time-sliced: the first paint
  // (the verdict's place, Check My Air, the streaks: Lighthouse's LCP) waits for less (issue 15).
  const restShown = useLazyPart(MoreCards)
  // Then, in an idle moment of its own (a Radix dialog to evaluate), a check's result.
  const resultLoaded = useLazyPart(CheckResult, restShown)

  const onCheck = async (): Promise<string> => {
    // Its result's code, usually loaded long before: the result then shows whole. A failed
    // download is shown by CheckResult.Component.
    await Promise.all([data.refresh(), CheckResult.preload().catch(() => undefined)])
    const outcome = await recordCheck()
    if (outcome.milestone !== null) notifyStreakMilestone(outcome.milestone)
    const { streak, totalChecks } = outcome.state
    return t`Check recorded. Streak ${streak}, ${plural(totalChecks, { one: '# check', other: '# checks' })} in total.`
  }

  return (
    <div className="page-shell">
      <title>{t`AirAhead · Daily check`}</title>
      <AppHeader onOpenSettings={settings.open} />
      <main className="page home">
        <div className="home__role">
          <h2 className="home__role-title">
            <Trans>Daily check</Trans>
          </h2>
          <Link to="/" className="small">
            <Trans>Full forecast and details</Trans>
          </Link>
        </div>
        <StatusCard
          status={status}
          data={current.data}
          placeName={place.shown}
          isPending={data.statusPending}
          error={current.error}
          notKnownOffline={data.currentOffline}
          offline={offline}
          receivedAtMs={current.dataUpdatedAt}
          nowSeconds={nowSeconds}
          updating={current.isFetching}
          onRetry={() => void data.refresh()}
          planText={data.planText}
          placeAction={
            location.status === 'demo' &&
            location.ask && (
              <p className="home__locate">
                <button type="button" className="button button--secondary" onClick={location.ask}>
                  <Trans>Use my location</Trans>
                </button>
              </p>
            )
          }
        />
        <CheckMyAir onCheck={onCheck} disabled={!status}>
          {status && current.data && resultLoaded && (
            <CheckResult.Component status={status} data={current.data} place={place} checkedAt={checkedAt} profile={profile} coords={location.coords} />
          )}
        </CheckMyAir>
        <NotificationsOffer lastCheckAt={progress?.lastCheckAt ?? null} />
        <StreakTiles progress={progress} />
        {restShown && (
          <MoreCards.Component
            regional={{ data: data.regional.data, error: data.regional.error, isPending: data.regional.isPending, offline: data.regionalOffline }}
            world={{ mine: { name: place.shown, figure: data.mine, isPending: current.isPending, offline: data.currentOffline }, cities: data.cities }}
            isPremium={data.premium}
            accountKnown={data.accountKnown}
          />
        )}
      </main>
      <BottomNav />
      <InstallBar />
      {settings.sheet}
    </div>
  )
}
