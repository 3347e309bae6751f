import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import '../styles/forms.css'
import '../styles/alerts.css'
import '../styles/setup.css'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { useAlertSettings } from '../features/alerts/api/get-alert-settings'
import { usePlaces } from '../features/alerts/api/get-places'
import type { SetupResult } from '../features/alerts/setup/run-setup'
import { SetupDone } from '../features/alerts/setup/setup-done'
import { readSetupDraft } from '../features/alerts/setup/setup-choices'
import { SetupForm, type HerePlace } from '../features/alerts/setup/setup-form'
import { deviceTimeZone } from '../features/alerts/device-time-zone'
import { placeToWatch, unnamedPlace } from '../features/alerts/watch-place'
import { usePlaceName } from '../features/location/api/get-place-name'
import { ALERT_SENSITIVITY_OF } from '../features/health-profile/health-profile'
import { savedNameFor, useSavedLocationName } from '../features/location/location-name'
import { useGeolocation, type LocationState } from '../features/location/use-geolocation'
import { describeRequestError } from '../lib/api'
import { Skeleton } from '../ui/skeleton'
import { useSharedHealthProfile } from './use-shared-health-profile'

/**
 * The device's position as the place 'Where I am now' would watch, named by the name the
 * person gave it, else its town (issue 25 item 4: never "Your location" in a text).
 */
function herePlace(location: LocationState, savedName: string | null, town: string | null): HerePlace {
  if (location.status === 'locating') return { status: 'locating' }
  if (location.status === 'demo') return { status: 'unavailable', reason: location.reason, ...(location.ask ? { ask: location.ask } : {}) }
  return { status: 'known', place: placeToWatch(savedName ?? town ?? unnamedPlace(), location.coords) }
}

/**
 * `/setup` (issue 15, item 1): where Checkout and the demo grant send a new member, so that
 * paying ends protected — who the alerts are for, the phone and its consent, and the
 * places to watch, all pre-filled; one press turns alerts on.
 */
export function Component() {
  const { t } = useLingui()
  const user = useCurrentUser()
  const member = isPremiumUser(user.data)
  return (
    <div className="page-shell page-shell--plain">
      <title>{t`Set up your alerts · AirAhead`}</title>
      <header className="page-header">
        <h1 className="page-header__title">
          <Trans>Set up your alerts</Trans>
        </h1>
        <p className="muted">
          <Trans>Three things, already filled in: check them and turn alerts on.</Trans>
        </p>
        <Link to="/" className="button button--ghost button--small">
          <Trans>Skip for now</Trans>
        </Link>
      </header>
      <main className="page setup-page">
        {user.isPending ? (
          <Skeleton height={420} label={t`Loading your account…`} />
        ) : member ? (
          <MemberSetup />
        ) : (
          <section className="card" aria-labelledby="setup-not-member">
            <h2 id="setup-not-member" className="card__title">
              <Trans>Alerts come with Premium</Trans>
            </h2>
            <p>
              <Trans>This page sets up the SMS alerts of a Premium membership.</Trans>
            </p>
            <Link to="/subscribe" className="button button--primary">
              <Trans>See Premium</Trans>
            </Link>
          </section>
        )}
      </main>
    </div>
  )
}

function MemberSetup() {
  const { t } = useLingui()
  const settings = useAlertSettings()
  const places = usePlaces()
  const location = useGeolocation()
  const town = usePlaceName(location.status === 'gps' ? location.coords : null)?.name ?? null
  const [saved] = useSavedLocationName()
  const [profile] = useSharedHealthProfile()
  const [done, setDone] = useState<SetupResult | null>(null)
  // Read once per visit: what this tab chose before the phone detour or Back (decision 205).
  const [restored] = useState(readSetupDraft)
  const [deviceZone] = useState(deviceTimeZone)
  if (done) return <SetupDone result={done} />
  if (settings.isPending || places.isPending) return <Skeleton height={420} label={t`Loading your alert settings…`} />
  if (settings.isError || places.isError) {
    return (
      <section className="card" role="alert">
        <p>
          <Trans>Could not load your alert settings.</Trans>
        </p>
        <p className="muted small">{describeRequestError(settings.error ?? places.error)}</p>
        <button type="button" className="button button--secondary" onClick={() => void Promise.all([settings.refetch(), places.refetch()])}>
          <Trans>Try again</Trans>
        </button>
      </section>
    )
  }
  return (
    <SetupForm
      settings={settings.data}
      places={places.data}
      sensitivity={ALERT_SENSITIVITY_OF[profile]}
      here={herePlace(location, savedNameFor(saved, location.coords), town)}
      restored={restored}
      deviceZone={deviceZone}
      onDone={setDone}
    />
  )
}
