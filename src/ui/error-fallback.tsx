import { Trans, useLingui } from '@lingui/react/macro'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { errorDetails } from './error-details'

/** The error screen (docs/product.md §Screens): 'Something went wrong', Reload Page, and the error details. */
export function ErrorFallback({ error }: { error: unknown }) {
  const { t } = useLingui()
  return (
    <main className="page error-page">
      <title>{t`Something went wrong · AirAhead`}</title>
      <TriangleAlert aria-hidden="true" className="icon icon--danger" />
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>AirAhead hit an unexpected problem. Reloading usually fixes it; your settings are kept.</Trans>
      </p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        <Trans>Reload Page</Trans>
      </button>
      <details className="error-page__details">
        <summary>
          <Trans>Error details</Trans>
        </summary>
        <pre>{errorDetails(error)}</pre>
      </details>
    </main>
  )
}
