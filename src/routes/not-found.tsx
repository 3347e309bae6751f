import { Link } from '../lib/router'

/** Any unknown path (docs/product.md §Screens). A lazy route module: `Component` is what the router renders. */
export function Component() {
  return (
    <main className="page not-found">
      <title>Page Not Found · AirAhead</title>
      <h1>Page Not Found</h1>
      <p>There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/" className="button button--primary">
        Back to Dashboard
      </Link>
    </main>
  )
}
