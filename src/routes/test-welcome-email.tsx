import { Link } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import '../styles/utilities.css'
import { WelcomeEmailCard } from '../features/welcome-email/welcome-email-card'

/** `/test-welcome-email` (docs/product.md §Screens): a utility page to send a test welcome e-mail. */
export function Component() {
  return (
    <div className="page-shell utility-shell">
      <title>Test Welcome Email · AirAhead</title>
      <header className="utility-header">
        <Link to="/" className="button button--ghost button--small">
          <ArrowLeft aria-hidden="true" className="icon" />
          Back to Dashboard
        </Link>
        <h1 className="utility-header__title">Test Welcome Email</h1>
        <p className="muted">Check that AirAhead&apos;s e-mail works, and see the welcome message people get.</p>
      </header>
      <main className="page">
        <WelcomeEmailCard />
      </main>
    </div>
  )
}
