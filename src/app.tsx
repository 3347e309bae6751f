import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { i18n } from './lib/i18n'
import { refetchOfflineCopiesOnReconnect } from './lib/offline-copy'
import { BrowserRouter, useLocation } from './lib/router'
import { createQueryClient, listenForReturns } from './lib/query-client'
import { Dashboard } from './routes/dashboard'
import { ROUTE_LOADERS } from './routes/route-loaders'
import { AppErrorBoundary } from './ui/app-error-boundary'
import { Skeleton } from './ui/skeleton'
import { LazyToaster } from './ui/toast/lazy-toaster'

const queryClient = createQueryClient()
listenForReturns()
refetchOfflineCopiesOnReconnect(queryClient)

/**
 * The pages loaded on demand, each made once: a component made during render would be a new
 * type on each render, remounting its page. A failed load re-arms its route with a fresh
 * lazy page, so coming back to the page tries again (e.g. after the network returns). The
 * router is the app's own (src/lib/router.tsx, decision 244): flat paths, no loaders or actions.
 */
const LAZY_ROUTES = Object.entries(ROUTE_LOADERS).map(([path, load]) => {
  const route = { path, element: <></>, load }
  const arm = () => {
    const Page = lazy(() =>
      load().then(
        (module) => ({ default: module.Component }),
        (error: unknown) => {
          arm()
          throw error
        },
      ),
    )
    route.element = <Page />
  }
  arm()
  return route
})

/**
 * Loads the page at `pathname` before the app's first render (src/boot.tsx), so that render
 * shows the page itself: a lazy page would first commit its fallback, and React keeps a
 * fallback on screen for at least 300 ms (its FALLBACK_THROTTLE_MS), which delayed the page's
 * first paint (issue 15). Its chunk is already downloading (src/main.tsx preloads it). A
 * failed load is left to the lazy page, which tries again and shows the error.
 */
export async function loadPageOf(pathname: string): Promise<void> {
  const key = routeKeyOf(pathname)
  if (key === '') return
  const route = LAZY_ROUTES.find((candidate) => candidate.path === key)
  if (!route) return
  try {
    const { Component } = await route.load()
    route.element = <Component />
  } catch {
    // The lazy page loads it again when it renders, and its error boundary reports a failure.
  }
}

/**
 * The route a path is: '' for the dashboard, a page's path ('pricing'), or '*' (Page Not
 * Found). Case and slashes at either end do not matter (as src/lib/route-preload.ts matches,
 * not imported: a module shared with the entry would join the app chunk, and the entry would
 * wait for it).
 */
function routeKeyOf(pathname: string): string {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase()
  if (path === '') return ''
  return Object.hasOwn(ROUTE_LOADERS, path) ? path : '*'
}

/** Every spec route. The dashboard is bundled with the app; every other page loads on demand. */
function AppRoutes() {
  // A render crash or a chunk that fails to load shows the error screen for that page
  // only; navigating elsewhere starts afresh.
  const { pathname } = useLocation()
  const key = routeKeyOf(pathname)
  const page = key === '' ? <Dashboard /> : LAZY_ROUTES.find((route) => route.path === key)?.element
  return (
    <AppErrorBoundary key={pathname}>
      <Suspense fallback={<Skeleton height={240} />}>{page}</Suspense>
    </AppErrorBoundary>
  )
}

/** The app in the reader's language, activated before the first render (src/boot.tsx, decision 280). */
export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <LazyToaster />
        </QueryClientProvider>
      </AppErrorBoundary>
    </I18nProvider>
  )
}
