import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '../../lib/router'
import BellRing from 'lucide-react/icons/bell-ring'
import CalendarDays from 'lucide-react/icons/calendar-days'
import Clock from 'lucide-react/icons/clock'
import MapPin from 'lucide-react/icons/map-pin'
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal'
import { SIGN_UP_FOR_PREMIUM_URL } from './plan-comparison'
import { formatUsd } from '../../lib/format-usd'
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
          <Trans>When you get a text</Trans>
        </h2>
      </div>
      <p>
        <Trans>About 2 hours before the forecast for one of your places reaches your alert level:</Trans>
      </p>
      <ul className="bullets">
        <li>
          <Trans>
            <strong>Poor or worse</strong> (4 or 5 on the 1-5 index) unless you choose otherwise.
          </Trans>
        </li>
        <li>
          <Trans>
            Or a level of your own: a <strong>US AQI of 151+</strong> (Unhealthy), or <strong>PM2.5 of 55.5 µg/m³</strong> or
            more.
          </Trans>
        </li>
        <li>
          <Trans>A second text if it is forecast to become Very Poor, and one when the episode is over.</Trans>
        </li>
      </ul>
      <p className="muted small">
        <Trans comment="STOP is the keyword people text back to stop the texts: keep it in English">
          One text per pollution episode per place, never during your quiet hours unless the air is forecast to be Very Poor,
          and never after you reply STOP.
        </Trans>
      </p>
    </section>
  )
}

const REASONS = [
  { Icon: Clock, title: msg`Time to act`, text: msg`Two hours is enough to shut the windows, move a run indoors or keep an inhaler at hand.` },
  {
    Icon: MapPin,
    title: msg`Every place that matters`,
    text: msg`Home, work, a school or a parent’s house: each one is watched, not only where your phone is.`,
  },
  { Icon: CalendarDays, title: msg`Five days ahead`, text: msg`Plan the week with the 5-day forecast, hour by hour, instead of 2 days.` },
  { Icon: SlidersHorizontal, title: msg`Your level, not ours`, text: msg`Sensitive to pollution? Set a lower threshold and hear sooner.` },
] as const

export function UpgradeReasons({ member }: { member: boolean }) {
  const { _ } = useLingui()
  return (
    <section className="card" aria-labelledby="reasons-heading">
      <h2 id="reasons-heading" className="card__title">
        {member ? _(msg`What your Premium does`) : _(msg`Why upgrade`)}
      </h2>
      <ul className="reasons">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title.id} className="reason">
            <Icon aria-hidden="true" className="icon icon--ok" />
            <div>
              <h3 className="reason__title">{_(title)}</h3>
              <p className="muted small">{_(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The closing call to action: the same target as the Premium plan's button; for a member, their alerts. */
export function PricingCallToAction({ signedIn, member }: { signedIn: boolean; member: boolean }) {
  const price = formatUsd(PREMIUM_PRICE_USD)
  if (member) {
    return (
      <section className="card cta-bottom" aria-labelledby="pricing-cta-heading">
        <h2 id="pricing-cta-heading" className="card__title">
          <Trans>You have Premium</Trans>
        </h2>
        <p>
          <Trans>Check which places are watched and where the texts go.</Trans>
        </p>
        <Link to="/alerts" className="button button--primary">
          <Trans>Alert Settings</Trans>
        </Link>
      </section>
    )
  }
  return (
    <section className="card cta-bottom" aria-labelledby="pricing-cta-heading">
      <h2 id="pricing-cta-heading" className="card__title">
        <Trans>Know before you go out</Trans>
      </h2>
      <p>
        <Trans comment="price: a monthly amount in US dollars">
          <Plural value={TRIAL_DAYS} one="Try Premium free for # day," other="Try Premium free for # days," /> then {price}/month.
          Cancel anytime.
        </Trans>
      </p>
      {signedIn ? (
        <Link to="/subscribe" className="button button--primary">
          <Trans>Upgrade to Premium</Trans>
        </Link>
      ) : (
        <a href={SIGN_UP_FOR_PREMIUM_URL} className="button button--primary">
          <Trans>Start Premium Trial</Trans>
        </a>
      )}
    </section>
  )
}
