import { Trans } from '@lingui/react/macro'
import { Link } from '../../lib/router'

/**
 * /subscribe for someone who already has Premium (issue 25 item 6): their plan first, with the
 * two places they manage it, before the page's description of what Premium does.
 */
export function MemberPlan() {
  return (
    <section className="card member-plan" aria-labelledby="member-plan-heading">
      <p className="hero__eyebrow">
        <Trans>Your plan</Trans>
      </p>
      <h1 id="member-plan-heading" className="hero__title">
        <Trans>Premium is on for this account</Trans>
      </h1>
      <p>
        <Trans>Your alerts, places and quiet hours are in Alert settings; the account and the plan in Settings on the dashboard.</Trans>
      </p>
      <div className="member-plan__actions">
        <Link to="/alerts" className="button button--primary">
          <Trans>Alert settings</Trans>
        </Link>
        <Link to="/" className="button button--secondary">
          <Trans>Go to Dashboard</Trans>
        </Link>
      </div>
    </section>
  )
}
