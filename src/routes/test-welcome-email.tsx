import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import '../styles/utilities.css'
import { WelcomeEmailCard } from '../features/welcome-email/welcome-email-card'

/** `/test-welcome-email` (docs/product.md §Screens): a utility page to send a test welcome e-mail. */
export function Component() {
  const { t } = useLingui()
  return (
    <div className="page-shell utility-shell">
      <title>{t`Test Welcome Email · AirAhead`}</title>
      <header className="utility-header">
        <Link to="/" className="button button--ghost button--small">
          <ArrowLeft aria-hidden="true" className="icon" />
          <Trans>Back to Dashboard</Trans>
        </Link>
        <h1 className="utility-header__title">
          <Trans>Test Welcome Email</Trans>
        </h1>
        <p className="muted">
          <Trans>Check that AirAhead&apos;s e-mail works, and see the welcome message people get.</Trans>
        </p>
      </header>
      <main className="page">
        <WelcomeEmailCard />
      </main>
    </div>
  )
}
