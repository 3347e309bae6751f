import { Trans, useLingui } from '@lingui/react/macro'
import { describeRequestError } from '../../lib/api'
import { useServedOffline } from '../../lib/offline-copy'
import { queryKeys } from '../../lib/query-keys'
import { deviceClock } from '../../lib/time'
import { OfflineBadge } from '../../ui/offline-badge'
import { Skeleton } from '../../ui/skeleton'
import { useAlertSettings } from './api/get-alert-settings'
import { PlacesCard, type PlacesCardSlots } from './places-card'
import { PreferencesForm } from './preferences-form'
import { SmsAlertsCard } from './sms-alerts-card'

/**
 * What a Premium member sets up on /alerts: phone, switch and test, the places (with Add
 * place, decision 261), and the preferences.
 */
export function AlertSettingsPanel({ AddPlace, PlaceDetail }: PlacesCardSlots = {}) {
  const { t } = useLingui()
  const settings = useAlertSettings()
  const offlineSince = useServedOffline(queryKeys.alerts.settings)
  if (settings.isPending) {
    return (
      <>
        <Skeleton height={260} label={t`Loading your alert settings…`} />
        <Skeleton height={420} label={t`Loading your alert preferences…`} />
      </>
    )
  }
  if (settings.isError) {
    return (
      <section className="card" aria-labelledby="alert-settings-error">
        <h2 id="alert-settings-error" className="card__title">
          <Trans>Could not load your alert settings</Trans>
        </h2>
        <p className="muted small" role="alert">
          {describeRequestError(settings.error)}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void settings.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </section>
    )
  }
  const cards = (
    <>
      <SmsAlertsCard settings={settings.data} />
      <PlacesCard AddPlace={AddPlace} PlaceDetail={PlaceDetail} />
      <PreferencesForm settings={settings.data} />
    </>
  )
  if (offlineSince === null) return cards
  const time = deviceClock(offlineSince)
  // Offline: the settings as last read, to look at, not to change (decision 151). A disabled
  // fieldset disables every control inside it, so nothing can be sent that would fail.
  return (
    <>
      <p className="notice alerts-offline" role="status">
        <OfflineBadge /> <Trans>Your settings as of {time}. Changes need a connection.</Trans>
      </p>
      <fieldset className="alerts-offline__cards" disabled>
        <legend className="visually-hidden">
          <Trans>Alert settings (read-only while offline)</Trans>
        </legend>
        {cards}
      </fieldset>
    </>
  )
}
