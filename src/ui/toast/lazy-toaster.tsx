import { lazy, Suspense } from 'react'
import { useToasts } from './toast-store'

const Toaster = lazy(() => import('./toaster'))

/**
 * Mounts Radix's toaster only once something has been toasted, so pages that never toast
 * (the dashboard's first load) do not download it.
 */
export function LazyToaster() {
  const toasts = useToasts()
  if (toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
