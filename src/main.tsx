// Base styles first: feature styles that load with the routes build on them.
import './styles/base.css'
import './styles/components.css'
import { preloadRoute } from './lib/route-preload'
import { translateBootShell } from './boot-shell'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

translateBootShell(container)

/**
 * Runs `start` once the boot shell has been painted: a requestAnimationFrame callback runs
 * just before a paint, so a task queued from it runs after that paint. Hidden pages get no
 * frames, hence the timer. Decision 012: the app's script (already fetched, index.html
 * preloads it) is evaluated and rendered after the first paint, never before it.
 */
function afterFirstPaint(start: () => void): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 100)
}

// The page's own chunk (not the dashboard: it comes with the app) loads alongside the app,
// and so does the reader's language (src/boot.tsx waits for it; decision 280).
preloadRoute(window.location.pathname)
void import('./lib/i18n').then(({ activateLocale, initialLocale }) => activateLocale(initialLocale()))
// React DOM is evaluated first, in a task of its own, then the rest of the app: two shorter
// tasks instead of one long one that would block input on a slow phone.
afterFirstPaint(() =>
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./boot'))
    .then(({ boot }) => boot(container)),
)
