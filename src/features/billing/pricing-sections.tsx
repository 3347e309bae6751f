import { Link } from '../../lib/router'
import BellRing from 'lucide-react/icons/bell-ring'
import CalendarDays from 'lucide-react/icons/calendar-days'
import Clock from 'lucide-react/icons/clock'
import MapPin from 'lucide-react/icons/map-pin'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { SIGN_UP_FOR_PREMIUM_URL } from './plan-comparison'
import { PREMIUM_PRICE_USD, TRIAL_DAYS } from './plan-features'

/**
 * What AirAhead really alerts on (docs/product.md §Alerts), in place of the spec's marketing
 * triggers: the person's threshold, Poor (4 of 5) unless they choose another.
 */
export function AlertTriggers() {
  return (
    <section className="card" aria-labelledby="triggers-heading">
      <div className="section-heading">
        <BellRing aria-hidden="true" className="icon icon--ok" />
        <h2 id="triggers-heading" className="card__title">
          When you get a text
        </h2>
      </div>
      <p>About 2 hours before the forecast for one of your places reaches your alert level:</p>
      <ul className="bullets">
        <li>
          <strong>Poor or worse</strong> (4 or 5 on the 1-5 index) unless you choose otherwise.
        </li>
        <li>
          Or a level of your own: a <strong>US AQI of 151+</strong> (Unhealthy), or <strong>PM2.5 of 55.5 µg/m³</strong> or
          more.
        </li>
        <li>A second text if it is forecast to become Very Poor, and one when the episode is over.</li>
      </ul>
      <p className="muted small">
        One text per pollution episode per place, never during your quiet hours unless the air is forecast to be Very Poor,
        and never after you reply STOP.
      </p>
    </section>
  )
}

const REASONS = [
  { Icon: Clock, title: 'Time to act', text: 'Two hours is enough to shut the windows, move a run indoors or keep an inhaler at hand.' },
  { Icon: MapPin, title: 'Every place that matters', text: 'Home, work, a school or a parent’s house: each one is watched, not only where your phone is.' },
  { Icon: CalendarDays, title: 'Five days ahead', text: 'Plan the week with the 5-day forecast, hour by hour, instead of 2 days.' },
  { Icon: SlidersHorizontal, title: 'Your level, not ours', text: 'Sensitive to pollution? Set a lower threshold and hear sooner.' },
] as const

export function UpgradeReasons({ member }: { member: boolean }) {
  return (
    <section className="card" aria-labelledby="reasons-heading">
      <h2 id="reasons-heading" className="card__title">
        {member ? 'What your Premium does' : 'Why upgrade'}
      </h2>
      <ul className="reasons">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title} className="reason">
            <Icon aria-hidden="true" className="icon icon--ok" />
            <div>
              <h3 className="reason__title">{title}</h3>
              <p className="muted small">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The closing call to action: the same target as the Premium plan's button; for a member, their alerts. */
export function PricingCallToAction({ signedIn, member }: { signedIn: boolean; member: boolean }) {
  if (member) {
    return (
      <section className="card cta-bottom" aria-labelledby="pricing-cta-heading">
        <h2 id="pricing-cta-heading" className="card__title">
          You have Premium
        </h2>
        <p>Check which places are watched and where the texts go.</p>
        <Link to="/alerts" className="button button--primary">
          Alert Settings
        </Link>
      </section>
    )
  }
  return (
    <section className="card cta-bottom" aria-labelledby="pricing-cta-heading">
      <h2 id="pricing-cta-heading" className="card__title">
        Know before you go out
      </h2>
      <p>
        Try Premium free for {TRIAL_DAYS} days, then ${PREMIUM_PRICE_USD}/month. Cancel anytime.
      </p>
      {signedIn ? (
        <Link to="/subscribe" className="button button--primary">
          Upgrade to Premium
        </Link>
      ) : (
        <a href={SIGN_UP_FOR_PREMIUM_URL} className="button button--primary">
          Start Premium Trial
        </a>
      )}
    </section>
  )
}
