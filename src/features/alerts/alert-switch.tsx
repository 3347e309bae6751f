import { useId, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import * as Switch from '@radix-ui/react-switch'
import type { AlertSettingsView } from '../../domain/contracts/alerts'
import { ApiError, describeRequestError } from '../../lib/api'
import { i18n } from '../../lib/i18n'
import { toast } from '../../ui/toast/toast-store'
import { usePlaces } from './api/get-places'
import { useUpdateAlertSettings } from './api/update-alert-settings'
import { ConsentDialog } from './consent-dialog'
import { formatPhone } from './phone-entry'

/** The server's code when alerts are switched on before consent. */
const CONSENT_REQUIRED = 'consent_required'

function enabledToast(view: AlertSettingsView, afterConsent: boolean) {
  const phone = view.phoneNumber ? formatPhone(view.phoneNumber) : i18n._(msg`your phone`)
  return {
    title: i18n._(msg`SMS alerts on`),
    description: afterConsent
      ? i18n._(msg`We will text ${phone} about 2 hours before the air at your places turns bad. A confirmation text is on its way.`)
      : i18n._(msg`We will text ${phone} about 2 hours before the air at your places turns bad.`),
  }
}

/**
 * 'Enable SMS Alerts', saved with PUT. Without consent on record, switching on opens the
 * consent step first; without a verified phone it cannot be switched on.
 */
export function AlertSwitch({ settings }: { settings: AlertSettingsView }) {
  const { t } = useLingui()
  const update = useUpdateAlertSettings()
  const [consentOpen, setConsentOpen] = useState(false)
  const ids = { label: useId(), hint: useId(), error: useId() }
  const checked = update.isPending ? update.variables.alertsEnabled === true : settings.alertsEnabled
  const blocked = !settings.phoneVerified && !settings.alertsEnabled
  // On with nothing watched texts nobody: the switch says so rather than look protective (issue 15).
  const nothingWatched = usePlaces().data?.length === 0

  const onCheckedChange = (on: boolean) => {
    if (on && !settings.consent) return setConsentOpen(true)
    update.mutate(
      { alertsEnabled: on },
      {
        onSuccess: (view) => toast(on ? enabledToast(view, false) : { title: t`SMS alerts off`, description: t`We will not text you about the air.` }),
        onError: (error) => {
          if (error instanceof ApiError && error.problem?.error === CONSENT_REQUIRED) setConsentOpen(true)
        },
      },
    )
  }

  const showError = update.isError && !(update.error instanceof ApiError && update.error.problem?.error === CONSENT_REQUIRED)
  return (
    <div className="alert-switch">
      <div className="alert-switch__row">
        <label id={ids.label} htmlFor={`${ids.label}-switch`} className="alert-switch__label">
          <Trans>Enable SMS Alerts</Trans>
        </label>
        <Switch.Root
          id={`${ids.label}-switch`}
          className="switch"
          checked={checked}
          disabled={update.isPending || blocked}
          aria-busy={update.isPending}
          aria-describedby={`${ids.hint} ${ids.error}`}
          onCheckedChange={onCheckedChange}
        >
          <Switch.Thumb className="switch__thumb" />
        </Switch.Root>
      </div>
      <p id={ids.hint} className={checked && nothingWatched ? 'notice small' : 'muted small'}>
        {blocked
          ? t`Verify your phone number first: alerts only go to a number you have confirmed with a code.`
          : checked && nothingWatched
            ? t`On, but no place is watched: nothing will be texted until you add a place (Your places, below).`
            : checked
              ? t`On: we text you about 2 hours before the air at your places reaches your alert level.`
              : t`Off: no alert texts.`}
      </p>
      <p id={ids.error} className="alert-switch__error" role="alert">
        {showError ? describeRequestError(update.error) : null}
      </p>
      {settings.optedOut && (
        <p className="notice small">
          <Trans comment="STOP and START are the keywords a person texts; they stay in English">
            You replied STOP, so no texts are sent to this number. Text START to AirAhead’s number to receive alerts again.
          </Trans>
        </p>
      )}
      <ConsentDialog
        open={consentOpen}
        onOpenChange={setConsentOpen}
        settings={settings}
        onEnabled={(view) => {
          setConsentOpen(false)
          toast(enabledToast(view, true))
        }}
      />
    </div>
  )
}
