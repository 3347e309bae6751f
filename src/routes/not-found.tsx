import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../lib/router'

/** Any unknown path (docs/product.md §Screens). A lazy route module: `Component` is what the router renders. */
export function Component() {
  const { t } = useLingui()
  return (
    <main className="page not-found">
      <title>{t`Page Not Found · AirAhead`}</title>
      <h1>
        <Trans>Page Not Found</Trans>
      </h1>
      <p>
        <Trans>There is no page at this address. It may have moved, or the link may be mistyped.</Trans>
      </p>
      <Link to="/" className="button button--primary">
        <Trans>Back to Dashboard</Trans>
      </Link>
    </main>
  )
}
