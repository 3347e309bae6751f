import TriangleAlert from 'lucide-react/icons/triangle-alert'
import { errorDetails } from './error-details'

/** The error screen (docs/product.md §Screens): 'Something went wrong', Reload Page, and the error details. */
export function ErrorFallback({ error }: { error: unknown }) {
  return (
    <main className="page error-page">
      <title>Something went wrong · AirAhead</title>
      <TriangleAlert aria-hidden="true" className="icon icon--danger" />
      <h1>Something went wrong</h1>
      <p>AirAhead hit an unexpected problem. Reloading usually fixes it; your settings are kept.</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Reload Page
      </button>
      <details className="error-page__details">
        <summary>Error details</summary>
        <pre>{errorDetails(error)}</pre>
      </details>
    </main>
  )
}
