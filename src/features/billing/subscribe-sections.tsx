import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import Activity from 'lucide-react/icons/activity'
import BellRing from 'lucide-react/icons/bell-ring'
import HeartPulse from 'lucide-react/icons/heart-pulse'
import MapPin from 'lucide-react/icons/map-pin'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Users from 'lucide-react/icons/users'
import { formatUsd } from '../../lib/format-usd'
import { PREMIUM_PRICE_USD, TRIAL_DAYS } from './plan-features'
import { WHO_AIR_QUALITY_FACT_SHEET } from './sources'

export function SubscribeHero() {
  return (
    <section className="hero" aria-labelledby="subscribe-title">
      <p className="hero__eyebrow">
        <Trans>AirAhead Premium</Trans>
      </p>
      <h1 id="subscribe-title" className="hero__title">
        <Trans>A text about 2 hours before the air turns bad</Trans>
      </h1>
      <p className="hero__price">
        <span className="plan__amount">{formatUsd(PREMIUM_PRICE_USD)}</span>
        <span>
          <Trans comment="After a price: per month">/month</Trans>
        </span>
      </p>
      <p className="hero__terms">
        <Plural value={TRIAL_DAYS} one="#-day free trial · cancel anytime" other="#-day free trial · cancel anytime" />
      </p>
    </section>
  )
}

/** 'The Silent Killer' (decision 050), with facts from the WHO instead of unsourced claims. */
export function SilentKiller() {
  return (
    <section className="card" aria-labelledby="silent-killer-heading">
      <h2 id="silent-killer-heading" className="card__title">
        <Trans>The Silent Killer</Trans>
      </h2>
      <ul className="facts">
        <li>
          <Trans>
            <strong className="facts__figure">4.2 million</strong> premature deaths worldwide in 2019 were caused by outdoor
            air pollution, the WHO estimates.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong className="facts__figure">99%</strong> of the world's people lived where the air did not meet the WHO's
            guideline levels.
          </Trans>
        </li>
        <li>
          <Trans>
            Fine particles (PM2.5) reach deep into the lungs and the bloodstream, and cause heart and lung disease, strokes
            and cancers.
          </Trans>
        </li>
      </ul>
      <p className="muted small">
        <Trans>
          You usually cannot see or smell it. Source:{' '}
          <a href={WHO_AIR_QUALITY_FACT_SHEET} target="_blank" rel="noreferrer">
            WHO fact sheet, Ambient (outdoor) air quality and health
          </a>
          .
        </Trans>
      </p>
    </section>
  )
}

const FEATURES = [
  { Icon: BellRing, title: msg`2-hour warnings`, text: msg`A text about 2 hours before the air at your places is forecast to reach your alert level.` },
  {
    Icon: Activity,
    title: msg`Model forecasts (CAMS)`,
    text: msg`Hourly forecasts of six pollutants from the Copernicus Atmosphere Monitoring Service, each with its source and age. A model, not a sensor at your door.`,
  },
  { Icon: MapPin, title: msg`Location-based monitoring`, text: msg`Where you stand, and every place you save, with a 5-day forecast.` },
  {
    Icon: HeartPulse,
    title: msg`Health recommendations`,
    text: msg`Each warning says what to do, with advice for children, older people and people with asthma or heart disease.`,
  },
  {
    Icon: Users,
    title: msg`Family protection`,
    text: msg`Save the places your family spends time, such as a school or a grandparent’s home, and hear about them first.`,
  },
] as const

export function PremiumFeatures() {
  const { i18n } = useLingui()
  return (
    <section className="card" aria-labelledby="premium-features-heading">
      <h2 id="premium-features-heading" className="card__title">
        <Trans>What Premium does</Trans>
      </h2>
      <ul className="reasons">
        {FEATURES.map(({ Icon, title, text }) => (
          <li key={title.id} className="reason">
            <Icon aria-hidden="true" className="icon icon--ok" />
            <div>
              <h3 className="reason__title">{i18n._(title)}</h3>
              <p className="muted small">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** In the first testimonial slot: what a warning really contains (docs/product.md §Alerts, decision 050). */
export function WhatAWarningSays() {
  return (
    <section className="card" aria-labelledby="warning-contents-heading">
      <h2 id="warning-contents-heading" className="card__title">
        <Trans>What a warning tells you</Trans>
      </h2>
      <ul className="bullets">
        <li>
          <Trans>Which of your places, and when the air is expected to turn.</Trans>
        </li>
        <li>
          <Trans>How bad it is forecast to get, on the same scale as the app.</Trans>
        </li>
        <li>
          <Trans>What to do about it, such as keeping children's outdoor play short.</Trans>
        </li>
      </ul>
      <p className="muted small">
        <Trans comment="STOP is the keyword people text back to stop the texts: keep it in English">
          One text per pollution episode, none during your quiet hours unless it is forecast to be Very Poor, and reply STOP
          at any time.
        </Trans>
      </p>
    </section>
  )
}

/** The guarantee note (docs/product.md §Plans): the 30-day money-back promise, as a policy rather than a claim. */
export function GuaranteeNote() {
  const { t } = useLingui()
  return (
    <aside className="guarantee" aria-label={t`Money-back guarantee`}>
      <ShieldCheck aria-hidden="true" className="icon icon--ok" />
      <p className="small">
        <Trans>
          <strong>30-day money-back guarantee.</strong> If Premium is not right for you, ask within 30 days of your first
          payment and we refund it in full.
        </Trans>
      </p>
    </aside>
  )
}
