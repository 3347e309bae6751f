import { Trans } from '@lingui/react/macro'
import { Link } from '../../lib/router'
import BellRing from 'lucide-react/icons/bell-ring'

export function SubscriptionCta() {
  return (
    <section className="card cta" aria-labelledby="cta-heading">
      <BellRing aria-hidden="true" className="icon" />
      <h2 id="cta-heading" className="card__title">
        <Trans>Get a text before the air turns bad</Trans>
      </h2>
      <p>
        <Trans>
        Premium sends an SMS about 2 hours before the air where you are is forecast to reach Poor, and adds the 5-day
        forecast. $5 a month after a 7-day free trial; cancel anytime.
        </Trans>
      </p>
      <Link to="/subscribe" className="button button--primary">
        <Trans>Go Premium</Trans>
      </Link>
    </section>
  )
}
