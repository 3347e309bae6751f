import { Link } from 'react-router-dom'
import Compass from 'lucide-react/icons/compass'
import Layers from 'lucide-react/icons/layers'
import MapIcon from 'lucide-react/icons/map'
import Search from 'lucide-react/icons/search'
import Wind from 'lucide-react/icons/wind'
import '../styles/explore.css'
import { BottomNav } from '../ui/bottom-nav'

const PLANNED = [
  { label: 'Real-time pollution overlay', Icon: Layers },
  { label: 'Hotspot identification', Icon: Search },
  { label: 'Wind patterns and forecasts', Icon: Wind },
  { label: 'Pollution source tracking', Icon: Compass },
] as const

/** `/map` (spec §2): a notice of the planned map, with the bottom navigation (Map highlighted). */
export function Component() {
  return (
    <div className="page-shell">
      <title>Air Quality Map · AirAhead</title>
      <header className="explore-header">
        <h1 className="explore-header__title">Air Quality Map</h1>
      </header>
      <main className="page explore-page">
        <section className="card map-notice" aria-labelledby="map-notice-heading">
          <MapIcon aria-hidden="true" className="icon map-notice__icon" />
          <h2 id="map-notice-heading" className="card__title">
            Interactive Map Coming Soon
          </h2>
          <p>We are building a live map of the air around you. It will bring:</p>
          <ul className="feature-list">
            {PLANNED.map(({ label, Icon }) => (
              <li key={label}>
                <Icon aria-hidden="true" className="icon" />
                {label}
              </li>
            ))}
          </ul>
          <Link to="/" className="button button--primary">
            Back to Dashboard
          </Link>
        </section>
      </main>
      <BottomNav />
    </div>
  )
}
