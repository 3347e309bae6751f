import { Link } from '../../lib/router'
import LayoutDashboard from 'lucide-react/icons/layout-dashboard'

/** The simple home (docs/product.md §Screens): the product name and '2-Hour Air Quality Predictions'. */
export function HomeHeader() {
  return (
    <header className="home-header">
      <div>
        <h1 className="home-header__title">AirAhead</h1>
        <p className="home-header__tagline">2-Hour Air Quality Predictions</p>
      </div>
      <Link to="/" className="button button--ghost button--small">
        <LayoutDashboard aria-hidden="true" className="icon" />
        Dashboard
      </Link>
    </header>
  )
}
