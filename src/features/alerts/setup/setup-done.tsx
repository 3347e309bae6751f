import { useEffect, useRef } from 'react'
import { Link } from '../../../lib/router'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { describeThreshold } from '../../../domain/alerts/threshold'
import { formatPhone } from '../phone-entry'
import type { SetupResult } from './run-setup'

/** The end of the setup: what is now watched and where texts go, or that nothing is watched. */
export function SetupDone({ result }: { result: SetupResult }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { settings, watched } = result
  const phone = settings.phoneNumber ? formatPhone(settings.phoneNumber) : 'your phone'
  return (
    <section className="card setup-done" aria-labelledby="setup-done-heading">
      <h2 id="setup-done-heading" ref={heading} tabIndex={-1} className="card__title setup-done__title">
        <ShieldCheck aria-hidden="true" className="icon icon--ok" />
        {watched > 0 ? 'You are protected' : 'Alerts are on, but nothing is watched'}
      </h2>
      {watched > 0 ? (
        <p>
          We watch {watched === 1 ? 'your place' : `your ${watched} places`} and text {phone} about 2 hours before the air there reaches{' '}
          {describeThreshold(settings.effectiveThreshold)}.
        </p>
      ) : (
        <p>No alert will be texted until you add a place: choose Watch this place on the dashboard, or add one in Alert Settings.</p>
      )}
      <div className="setup-done__actions">
        <Link to="/" className="button button--primary">
          Go to Dashboard
        </Link>
        <Link to="/alerts" className="button button--secondary">
          Alert Settings
        </Link>
      </div>
    </section>
  )
}
