import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import BellRing from 'lucide-react/icons/bell-ring'
import '../styles/explore.css'
import { GuideLevels } from '../features/guide/guide-levels'
import { PollutantGuide } from '../features/guide/pollutant-guide'

/** `/air-quality-guide` (docs/product.md §Screens): the six levels and six pollutants, and a subscribe call to action. */
export function Component() {
  const { t } = useLingui()
  return (
    <div className="page-shell explore-shell">
      <title>{t`Air Quality Guide · AirAhead`}</title>
      <header className="explore-header">
        <Link to="/" className="back-link">
          <ArrowLeft aria-hidden="true" className="icon" />
          <Trans>Dashboard</Trans>
        </Link>
        <h1 className="explore-header__title">
          <Trans>Air Quality Guide</Trans>
        </h1>
        <p className="muted">
          <Trans>What the numbers mean, what is in the air, and what to do about it.</Trans>
        </p>
      </header>
      <main className="page explore-page">
        <GuideLevels />
        <PollutantGuide />
        <section className="card" aria-labelledby="guide-accuracy-heading">
          <h2 id="guide-accuracy-heading" className="card__title">
            <Trans>How accurate are our warnings?</Trans>
          </h2>
          <p>
            <Trans>
              We check every warning against what stations measured, beside the raw model and a no-change forecast.{' '}
              <Link to="/accuracy">See the accuracy record</Link>
            </Trans>
          </p>
        </section>
        <section className="card cta" aria-labelledby="guide-cta-heading">
          <BellRing aria-hidden="true" className="icon" />
          <h2 id="guide-cta-heading" className="card__title">
            <Trans>Know before the air turns bad</Trans>
          </h2>
          <p>
            <Trans>
              Premium texts you about 2 hours before the air where you are is forecast to reach Poor, and shows the 5-day
              forecast. $5 a month after a 7-day free trial; cancel anytime.
            </Trans>
          </p>
          <Link to="/subscribe" className="button button--primary">
            <Trans>Subscribe</Trans>
          </Link>
        </section>
      </main>
    </div>
  )
}
