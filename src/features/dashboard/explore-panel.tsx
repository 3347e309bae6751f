import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../lib/router'

const LINKS = [
  { to: '/pricing', label: msg`Pricing` },
  { to: '/subscribe', label: msg`Premium` },
  { to: '/alerts', label: msg`Alert settings` },
  { to: '/history', label: msg`History` },
  { to: '/map', label: msg`Map` },
  { to: '/air-quality-guide', label: msg`Air quality guide` },
  { to: '/location-lookup', label: msg`Location lookup` },
  { to: '/location-comparison', label: msg`Compare locations` },
  { to: '/weekly-report', label: msg`Weekly report` },
] as const

/** The spec's "demo testing panel": a way to every other screen. */
export function ExplorePanel() {
  const { i18n } = useLingui()
  return (
    <nav className="card explore" aria-labelledby="explore-heading">
      <h2 id="explore-heading" className="card__title">
        <Trans>Explore</Trans>
      </h2>
      <ul className="explore__list">
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className="chip-link">
              {i18n._(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
