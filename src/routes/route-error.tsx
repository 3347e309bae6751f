import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import { ErrorFallback } from '../ui/error-fallback'

/** The router's errorElement: render crashes and failed route loads (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError()
  const shown = isRouteErrorResponse(error) ? new Error(`${error.status} ${error.statusText}`) : error
  return <ErrorFallback error={shown} />
}
