import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, type ComponentType } from 'react'
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom'
import { createQueryClient } from './lib/query-client'
import { Dashboard } from './routes/dashboard'
import { AppErrorBoundary } from './ui/app-error-boundary'
import { Skeleton } from './ui/skeleton'
import { LazyToaster } from './ui/toast/lazy-toaster'

const queryClient = createQueryClient()

/**
 * A route module loaded on demand. Route modules export `Component`. The declarative
 * router is used instead of the data router: the app has no loaders or actions, and the
 * data router's ~20 KB gzip would not fit the dashboard's 130 KB first-load budget.
 */
function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((module) => ({ default: module.Component })))
  return <Page />
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
          <Route path="pricing" element={page(() => import('./routes/pricing'))} />
          <Route path="subscribe" element={page(() => import('./routes/subscribe'))} />
          <Route path="sign-in" element={page(() => import('./routes/sign-in'))} />
          <Route path="home" element={page(() => import('./routes/home'))} />
          <Route path="landing" element={page(() => import('./routes/landing'))} />
          <Route path="screenshots" element={page(() => import('./routes/screenshots'))} />
          <Route path="test-welcome-email" element={page(() => import('./routes/test-welcome-email'))} />
          <Route path="air-quality-guide" element={page(() => import('./routes/air-quality-guide'))} />
          <Route path="location-lookup" element={page(() => import('./routes/location-lookup'))} />
          <Route path="location-comparison" element={page(() => import('./routes/location-comparison'))} />
          <Route path="map" element={page(() => import('./routes/map'))} />
          <Route path="alerts" element={page(() => import('./routes/alerts'))} />
          <Route path="mobile-test" element={page(() => import('./routes/mobile-test'))} />
          <Route path="history" element={page(() => import('./routes/history'))} />
          <Route path="weekly-report" element={page(() => import('./routes/weekly-report'))} />
          <Route path="*" element={page(() => import('./routes/not-found'))} />
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
