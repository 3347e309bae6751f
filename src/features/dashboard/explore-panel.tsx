import { Link } from '../../lib/router'

const LINKS = [
  { to: '/pricing', label: 'Pricing' },
  { to: '/subscribe', label: 'Premium' },
  { to: '/alerts', label: 'Alert settings' },
  { to: '/history', label: 'History' },
  { to: '/map', label: 'Map' },
  { to: '/air-quality-guide', label: 'Air quality guide' },
  { to: '/location-lookup', label: 'Location lookup' },
  { to: '/location-comparison', label: 'Compare locations' },
  { to: '/weekly-report', label: 'Weekly report' },
] as const

/** The spec's "demo testing panel": a way to every other screen. */
export function ExplorePanel() {
  return (
    <nav className="card explore" aria-labelledby="explore-heading">
      <h2 id="explore-heading" className="card__title">
        Explore
      </h2>
      <ul className="explore__list">
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to} className="chip-link">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
