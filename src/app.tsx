import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom'
import { refetchOfflineCopiesOnReconnect } from './lib/offline-copy'
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
 * declarative router is used instead of the data router: the app has no loaders or actions,
 * and the data router's ~20 KB gzip would not fit the dashboard's 130 KB first-load budget.
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
  // Matched as the router matches paths (and as src/lib/route-preload.ts does, not imported:
  // a module shared with the entry would join the app chunk, and the entry would wait for it).
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase()
  if (path === '') return
  const key = Object.hasOwn(ROUTE_LOADERS, path) ? path : '*'
  const route = LAZY_ROUTES.find((candidate) => candidate.path === key)
  if (!route) return
  try {
    const { Component } = await route.load()
    route.element = <Component />
  } catch {
    // The lazy page loads it again when it renders, and its error boundary reports a failure.
  }
}

/** Every spec route. The dashboard is bundled with the app; every other page loads on demand. */
function AppRoutes() {
  // A render crash or a chunk that fails to load shows the error screen for that page
  // only; navigating elsewhere starts afresh.
  const { pathname } = useLocation()
  return (
    <AppErrorBoundary key={pathname}>
      <Suspense fallback={<Skeleton height={240} />}>
        <Routes>
          <Route index element={<Dashboard />} />
          {LAZY_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  )
}

export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <LazyToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  )
}
