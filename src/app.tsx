import { QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { createQueryClient } from './lib/query-client'
import { Dashboard } from './routes/dashboard'
import { RouteError } from './routes/route-error'
import { AppErrorBoundary } from './ui/app-error-boundary'
import { Skeleton } from './ui/skeleton'
import { LazyToaster } from './ui/toast/lazy-toaster'

const queryClient = createQueryClient()

/*
 * The dashboard is bundled with the app; every other route module is loaded on demand, so
 * the first screen downloads only what it shows. Later routes join `children` the same way.
 */
const router = createBrowserRouter([
  {
    path: '/',
    errorElement: <RouteError />,
    hydrateFallbackElement: <Skeleton height={240} />,
    children: [
      { index: true, Component: Dashboard },
      { path: 'pricing', lazy: () => import('./routes/pricing') },
      { path: 'subscribe', lazy: () => import('./routes/subscribe') },
      { path: 'sign-in', lazy: () => import('./routes/sign-in') },
      { path: 'home', lazy: () => import('./routes/home') },
      { path: 'landing', lazy: () => import('./routes/landing') },
      { path: 'screenshots', lazy: () => import('./routes/screenshots') },
      { path: 'test-welcome-email', lazy: () => import('./routes/test-welcome-email') },
      { path: 'air-quality-guide', lazy: () => import('./routes/air-quality-guide') },
      { path: 'location-lookup', lazy: () => import('./routes/location-lookup') },
      { path: 'location-comparison', lazy: () => import('./routes/location-comparison') },
      { path: 'map', lazy: () => import('./routes/map') },
      { path: 'mobile-test', lazy: () => import('./routes/mobile-test') },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
])

export function App() {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <LazyToaster />
      </QueryClientProvider>
    </AppErrorBoundary>
  )
}
