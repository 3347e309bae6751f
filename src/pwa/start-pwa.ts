import { captureInstallPrompt } from './install-prompt'
import { observeCacheFallbacks } from './offline-status'

/**
 * Everything the installable, offline app needs at start-up; call before the first render.
 * Only these few lines load with the page: the service worker is registered after the load
 * event, from a separate chunk (workbox-window), so it never competes with the first paint.
 */
export function startPwa(): void {
  observeCacheFallbacks()
  captureInstallPrompt()
  // No service worker in `npm run dev`: vite-plugin-pwa only generates one for the build. The
  // build mode, not PROD, decides: PROD follows NODE_ENV, which a test runner may have set.
  if (import.meta.env.MODE !== 'production' || !('serviceWorker' in navigator)) return
  const register = () => void import('./register-service-worker').then((module) => module.registerServiceWorker())
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
