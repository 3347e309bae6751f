import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isIos, isStandalone, pendingInstallPrompt, subscribeInstallPrompt } from './install-prompt'

const InstallAppButton = lazy(() => import('./install-app-button').then((m) => ({ default: m.InstallAppButton })))

/**
 * The install bar (./install-app-button.tsx), downloaded only when there is something to offer:
 * the browser's install offer, or the iOS hint. Fixed above the bottom navigation, so its late
 * arrival moves nothing; kept out of the dashboard's first load (decision 244).
 */
export function InstallBar() {
  const offer = useSyncExternalStore(subscribeInstallPrompt, pendingInstallPrompt, () => null)
  if (!offer && !(isIos() && !isStandalone())) return null
  return (
    <Suspense fallback={null}>
      <InstallAppButton />
    </Suspense>
  )
}
