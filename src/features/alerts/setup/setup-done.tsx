import { useEffect, useRef } from 'react'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../../lib/router'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { describeThreshold } from '../../../domain/alerts/threshold'
import { formatPhone } from '../phone-entry'
import type { SetupResult } from './run-setup'

/** The end of the setup: what is now watched and where texts go, or that nothing is watched. */
export function SetupDone({ result }: { result: SetupResult }) {
  const { t, i18n } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { settings, watched } = result
  const level = describeThreshold(settings.effectiveThreshold, (descriptor) => i18n._(descriptor))
  const phone = settings.phoneNumber ? formatPhone(settings.phoneNumber) : t`your phone`
  return (
    <section className="card setup-done" aria-labelledby="setup-done-heading">
      <h2 id="setup-done-heading" ref={heading} tabIndex={-1} className="card__title setup-done__title">
        <ShieldCheck aria-hidden="true" className="icon icon--ok" />
        {watched > 0 ? t`You are protected` : t`Alerts are on, but nothing is watched`}
      </h2>
      {watched > 0 ? (
        <p>
          {t`We watch ${plural(watched, { one: 'your place', other: 'your # places' })} and text ${phone} about 2 hours before the air there reaches ${level}.`}
        </p>
      ) : (
        <p>
          <Trans>No alert will be texted until you add a place: choose Watch this place on the dashboard, or add one in Alert Settings.</Trans>
        </p>
      )}
      <div className="setup-done__actions">
        <Link to="/" className="button button--primary">
          <Trans>Go to Dashboard</Trans>
        </Link>
        <Link to="/alerts" className="button button--secondary">
          <Trans>Alert Settings</Trans>
        </Link>
      </div>
    </section>
  )
}
