import * as Toast from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { dismissToast, useToasts } from './toast-store'
import '../../styles/toast.css'

/**
 * Radix toasts with the docs/product.md §Limits settings: shown 5000 ms, swipe right past 50 px to dismiss,
 * F8 focuses the notification region (Radix's default hotkey).
 */
export default function Toaster() {
  const toasts = useToasts()
  return (
    <Toast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={`toast${t.variant === 'destructive' ? ' toast--destructive' : ''}`}
        >
          <Toast.Title className="toast__title">{t.title}</Toast.Title>
          {t.description && <Toast.Description className="toast__description">{t.description}</Toast.Description>}
          <Toast.Close className="toast__close" aria-label="Close">
            <X aria-hidden="true" width={16} height={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} />
    </Toast.Provider>
  )
}
