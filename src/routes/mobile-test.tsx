import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import '../styles/explore.css'
import { PhoneMockUp } from '../features/mock-up/phone-mock-up'

/** `/mobile-test` (docs/product.md §Screens): the static mobile mock-up, clearly sample data (docs/product.md §Sources). */
export function Component() {
  const { t } = useLingui()
  return (
    <div className="page-shell explore-shell">
      <title>{t`Mobile Mock-up · AirAhead`}</title>
      <header className="explore-header">
        <Link to="/" className="back-link">
          <ArrowLeft aria-hidden="true" className="icon" />
          <Trans>Dashboard</Trans>
        </Link>
        <h1 className="explore-header__title">
          <Trans>Mobile Mock-up</Trans>
        </h1>
      </header>
      <main className="page explore-page">
        <p className="notice" role="note">
          <Trans>
            <strong>Design mock-up.</strong> Everything inside the phone is sample data to show the layout; it is not an
            air-quality reading. For the air where you are, open the dashboard.
          </Trans>
        </p>
        <PhoneMockUp />
      </main>
    </div>
  )
}
