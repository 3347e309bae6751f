import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { AlertSettingsView } from '../../domain/contracts/alerts'
import { AlertSwitch } from './alert-switch'
import { formatPhone, readPhoneEntry } from './phone-entry'
import { PhoneField } from './phone-field'
import { TestAlertButton } from './test-alert-button'

/** The phone, the 'Enable SMS Alerts' switch and 'Test SMS Alert' (docs/product.md §Screens, /alerts). */
export function SmsAlertsCard({ settings }: { settings: AlertSettingsView }) {
  const verified = settings.phoneVerified ? settings.phoneNumber : null
  const [phoneText, setPhoneText] = useState(() => (verified ? formatPhone(verified) : ''))
  const entry = readPhoneEntry(phoneText, verified)
  return (
    <section className="card" aria-labelledby="sms-alerts-heading">
      <h2 id="sms-alerts-heading" className="card__title">
        <Trans>SMS alerts</Trans>
      </h2>
      {settings.delivery === 'outbox' && (
        <p className="notice small">
          <Trans>Local mode: texts are not sent to phones but kept in the outbox, so you can see what would have been sent.</Trans>
        </p>
      )}
      <PhoneField value={phoneText} onChange={setPhoneText} onChanged={(e164) => setPhoneText(formatPhone(e164))} entry={entry} verifiedPhone={verified} />
      <AlertSwitch settings={settings} />
      <TestAlertButton phoneText={phoneText} entry={entry} delivery={settings.delivery} />
    </section>
  )
}
