import { Link } from '../../lib/router'
import BellRing from 'lucide-react/icons/bell-ring'

export function SubscriptionCta() {
  return (
    <section className="card cta" aria-labelledby="cta-heading">
      <BellRing aria-hidden="true" className="icon" />
      <h2 id="cta-heading" className="card__title">
        Get a text before the air turns bad
      </h2>
      <p>
        Premium sends an SMS about 2 hours before the air where you are is forecast to reach Poor, and adds the 5-day
        forecast. $5 a month after a 7-day free trial; cancel anytime.
      </p>
      <Link to="/subscribe" className="button button--primary">
        Go Premium
      </Link>
    </section>
  )
}
