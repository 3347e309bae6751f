import { lazy, Suspense } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MonitoredPlace } from '../domain/contracts/alerts'
import { Link } from '../lib/router'
import '../styles/explore.css'
import '../styles/forms.css'
import '../styles/alerts.css'
import { isPremiumUser, isSignedIn, mayHaveSession, useCurrentUser } from '../features/account/api/get-current-user'
import { AlertLevels } from '../features/alerts/alert-levels'
import { SignInPrompt, UpgradeCard } from '../features/alerts/alerts-upsell'
import { RecentAlerts } from '../features/alerts/recent-alerts'
import { PRIVACY_PATH, SMS_TERMS_PATH } from '../features/alerts/sms-terms'
import { describeRequestError } from '../lib/api'
import { BottomNav } from '../ui/bottom-nav'
import { Skeleton } from '../ui/skeleton'

// The settings panel (phone forms, number parsing, dialogs: most of this page's code) is for
// Premium members only, so visitors never download it. With a session it starts loading with
// the page, alongside the account request that decides whether it is shown.
const loadSettingsPanel = () => import('../features/alerts/alert-settings-panel')
const AlertSettingsPanel = lazy(() => loadSettingsPanel().then((module) => ({ default: module.AlertSettingsPanel })))
if (mayHaveSession()) void loadSettingsPanel().catch(() => undefined)
// Free push alerts (decision 265), for everyone: a chunk of their own.
const FreePush = lazy(() => import('./free-push-mount'))
/** Add place (search, where I am, the map) and the places' towns: members only, loaded with their panel (decision 261). */
const AddPlace = lazy(() => import('./add-place'))
const PlaceTown = lazy(() => import('./place-town').then((module) => ({ default: module.PlaceTown })))

function AddPlaceSlot({ onAdded }: { onAdded: () => void }) {
  return (
    <Suspense fallback={null}>
      <AddPlace onAdded={onAdded} />
    </Suspense>
  )
}

function PlaceTownSlot({ place }: { place: MonitoredPlace }) {
  return (
    <Suspense fallback={null}>
      <PlaceTown place={place} />
    </Suspense>
  )
}

/**
 * `/alerts` (docs/product.md §Screens, §Alerts): Premium members set up their SMS alerts; everyone
 * else is offered Premium (and a visitor a way to sign in). The levels explainer and the
 * alert log are for everyone.
 */
export function Component() {
  const { t } = useLingui()
  const user = useCurrentUser()
  return (
    <div className="page-shell">
      <title>{t`Alert Settings · AirAhead`}</title>
      <header className="explore-header">
        <h1 className="explore-header__title">
          <Trans>Alert Settings</Trans>
        </h1>
      </header>
      <main className="page alerts-page">
        {user.isPending ? (
          <Skeleton height={260} label={t`Loading your account…`} />
        ) : user.isError ? (
          <section className="card" aria-labelledby="alerts-user-error">
            <h2 id="alerts-user-error" className="card__title">
              <Trans>Could not load your account</Trans>
            </h2>
            <p className="muted small" role="alert">
              {describeRequestError(user.error)}
            </p>
            <button type="button" className="button button--secondary" onClick={() => void user.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </section>
        ) : isPremiumUser(user.data) ? (
          <Suspense fallback={<Skeleton height={260} label={t`Loading your alert settings…`} />}>
            <AlertSettingsPanel AddPlace={AddPlaceSlot} PlaceDetail={PlaceTownSlot} />
          </Suspense>
        ) : (
          <>
            <UpgradeCard />
            {!isSignedIn(user.data) && <SignInPrompt />}
          </>
        )}
        <Suspense fallback={null}>
          <FreePush />
        </Suspense>
        <AlertLevels />
        <RecentAlerts hasAccount={user.isPending ? undefined : user.isError || user.data !== null} />
        <p className="small">
          <Link to={SMS_TERMS_PATH}>
            <Trans>SMS alert terms</Trans>
          </Link>{' '}
          ·{' '}
          <Link to={PRIVACY_PATH}>
            <Trans>Privacy</Trans>
          </Link>
        </p>
      </main>
      <BottomNav />
    </div>
  )
}
