import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, loadPageOf } from './app'
import { activateLocale, initialLocale } from './lib/i18n'
import { startPwa } from './pwa/start-pwa'

/**
 * Renders the app over index.html's boot shell (src/main.tsx loads this after the first
 * paint). The first render is a transition, so React time-slices it, yielding to the browser
 * every few milliseconds, instead of one long task; the boot shell stays until it commits.
 * A page other than the dashboard is loaded before that render (loadPageOf), alongside the
 * reader's language (decision 280).
 */
export function boot(container: HTMLElement): void {
  startPwa()
  const root = createRoot(container)
  // The current page first (its chunk was preloaded alongside the app's): no fallback then.
  void Promise.all([loadPageOf(window.location.pathname), activateLocale(initialLocale())]).then(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  )
}
