import { captureInstallPrompt } from './install-prompt'
import { observeCacheFallbacks } from './offline-status'

/**
 * The worker's install downloads every route chunk (the precache). On a first visit that
 * must not compete with the page's own start-up on a slow phone, so it is registered once the
 * page has loaded, this much later, when the main thread is idle (decision 012).
 */
const REGISTER_DELAY_MS = 2000
const IDLE_TIMEOUT_MS = 3000

/**
 * Everything the installable, offline app needs at start-up; call before the first render.
 * Only these few lines load with the page: the service worker is registered from a separate
 * chunk (workbox-window), after the load event and the start-up work (REGISTER_DELAY_MS).
 */
export function startPwa(): void {
  observeCacheFallbacks()
  captureInstallPrompt()
  // No service worker in `npm run dev`: vite-plugin-pwa only generates one for the build. The
  // build mode, not PROD, decides: PROD follows NODE_ENV, which a test runner may have set.
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return
  const register = () => void import('./register-service-worker').then((module) => module.registerServiceWorker())
  const later = () => window.setTimeout(() => whenIdle(register), REGISTER_DELAY_MS)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
}

/** Runs `task` when the main thread is next idle (Safari has no requestIdleCallback: at once). */
function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS })
  else task()
}
