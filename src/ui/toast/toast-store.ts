import { useSyncExternalStore } from 'react'

/** docs/product.md §Limits: at most one toast visible; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export interface ToastInput {
  title: string
  description?: string
  /** 'destructive' for failures (docs/product.md §Messages "destructive style"). */
  variant?: 'default' | 'destructive'
}

export interface ToastItem extends ToastInput {
  id: number
  open: boolean
}

let toasts: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** Shows a toast, replacing the one on screen (only one is ever visible). */
export function toast(input: ToastInput): number {
  const id = nextId++
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT)
  emit()
  return id
}

/** Closes a toast; it leaves the list later, as docs/product.md §Limits says. */
export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t))
  emit()
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id)
    emit()
  }, TOAST_REMOVE_DELAY_MS)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(subscribe, () => toasts, () => toasts)
}

/** For tests: forget every toast. */
export function resetToasts(): void {
  toasts = []
  emit()
}
