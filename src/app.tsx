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
