import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../lib/router'
import BellRing from 'lucide-react/icons/bell-ring'
import CalendarDays from 'lucide-react/icons/calendar-days'

/** The simple home (docs/product.md §Screens): Enable SMS Alerts → /alerts, View Weekly Report → /weekly-report. */
export function HomeLinks() {
  const { t } = useLingui()
  return (
    <nav className="home-links" aria-label={t({ message: 'More', comment: 'Names a group of links to more screens' })}>
      <Link to="/alerts" className="button button--secondary">
        <BellRing aria-hidden="true" className="icon" />
        <Trans>Enable SMS Alerts</Trans>
      </Link>
      <Link to="/weekly-report" className="button button--secondary">
        <CalendarDays aria-hidden="true" className="icon" />
        <Trans>View Weekly Report</Trans>
      </Link>
    </nav>
  )
}
