import { describeRequestError } from '../../lib/api'
import { Skeleton } from '../../ui/skeleton'
import { useAlertSettings } from './api/get-alert-settings'
import { PlacesCard } from './places-card'
import { PreferencesForm } from './preferences-form'
import { SmsAlertsCard } from './sms-alerts-card'

/** What a Premium member sets up on /alerts: phone, switch and test, the preferences, and the places. */
export function AlertSettingsPanel() {
  const settings = useAlertSettings()
  if (settings.isPending) {
    return (
      <>
        <Skeleton height={260} label="Loading your alert settings…" />
        <Skeleton height={420} label="Loading your alert preferences…" />
      </>
    )
  }
  if (settings.isError) {
    return (
      <section className="card" aria-labelledby="alert-settings-error">
        <h2 id="alert-settings-error" className="card__title">
          Could not load your alert settings
        </h2>
        <p className="muted small" role="alert">
          {describeRequestError(settings.error)}
        </p>
        <button type="button" className="button button--secondary" onClick={() => void settings.refetch()}>
          Try again
        </button>
      </section>
    )
  }
  return (
    <>
      <SmsAlertsCard settings={settings.data} />
      <PreferencesForm settings={settings.data} />
      <PlacesCard />
    </>
  )
}
