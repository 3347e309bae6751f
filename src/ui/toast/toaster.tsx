import * as Toast from '@radix-ui/react-toast'
import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { dismissToast, useToasts } from './toast-store'
import '../../styles/toast.css'

/**
 * Radix toasts with the docs/product.md §Limits settings: shown 5000 ms, swipe right past 50 px to dismiss,
 * F8 focuses the notification region (Radix's default hotkey).
 */
/** Radix writes the region's hotkey where its label says this. */
const RADIX_HOTKEY = '{hotkey}'

export default function Toaster() {
  const toasts = useToasts()
  const { t } = useLingui()
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((toast) => (
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => !open && dismissToast(toast.id)}
          className={`toast${toast.variant === 'destructive' ? ' toast--destructive' : ''}`}
        >
          <Toast.Title className="toast__title">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="toast__description">{toast.description}</Toast.Description>}
          <Toast.Close className="toast__close" aria-label={t`Close`}>
            <X aria-hidden="true" width={16} height={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} label={t({ message: `Notifications (${RADIX_HOTKEY})`, comment: 'The toasts region; {RADIX_HOTKEY} becomes the key that focuses it, F8' })} />
    </Toast.Provider>
  )
}
