import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import BellRing from 'lucide-react/icons/bell-ring'
import '../styles/explore.css'
import { GuideLevels } from '../features/guide/guide-levels'
import { PollutantGuide } from '../features/guide/pollutant-guide'

/** `/air-quality-guide` (docs/product.md §Screens): the six levels and six pollutants, and a subscribe call to action. */
export function Component() {
  return (
    <div className="page-shell explore-shell">
      <title>Air Quality Guide · AirAhead</title>
      <header className="explore-header">
        <Link to="/" className="back-link">
          <ArrowLeft aria-hidden="true" className="icon" />
          Dashboard
        </Link>
        <h1 className="explore-header__title">Air Quality Guide</h1>
        <p className="muted">What the numbers mean, what is in the air, and what to do about it.</p>
      </header>
      <main className="page explore-page">
        <GuideLevels />
        <PollutantGuide />
        <section className="card" aria-labelledby="guide-accuracy-heading">
          <h2 id="guide-accuracy-heading" className="card__title">
            How accurate are our warnings?
          </h2>
          <p>
            We check every warning against what stations measured, beside the raw model and a no-change forecast.{' '}
            <Link to="/accuracy">See the accuracy record</Link>
          </p>
        </section>
        <section className="card cta" aria-labelledby="guide-cta-heading">
          <BellRing aria-hidden="true" className="icon" />
          <h2 id="guide-cta-heading" className="card__title">
            Know before the air turns bad
          </h2>
          <p>
            Premium texts you about 2 hours before the air where you are is forecast to reach Poor, and shows the 5-day
            forecast. $5 a month after a 7-day free trial; cancel anytime.
          </p>
          <Link to="/subscribe" className="button button--primary">
            Subscribe
          </Link>
        </section>
      </main>
    </div>
  )
}
