import { Link } from '../../lib/router'
import BellRing from 'lucide-react/icons/bell-ring'
import CalendarDays from 'lucide-react/icons/calendar-days'

/** The simple home (docs/product.md §Screens): Enable SMS Alerts → /alerts, View Weekly Report → /weekly-report. */
export function HomeLinks() {
  return (
    <nav className="home-links" aria-label="More">
      <Link to="/alerts" className="button button--secondary">
        <BellRing aria-hidden="true" className="icon" />
        Enable SMS Alerts
      </Link>
      <Link to="/weekly-report" className="button button--secondary">
        <CalendarDays aria-hidden="true" className="icon" />
        View Weekly Report
      </Link>
    </nav>
  )
}
