import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { safeParse, type $ZodType } from 'zod/v4/core'

/*
 * Small settings kept in localStorage. Storage can be missing or throw (private mode, quota,
 * disabled cookies), so every access degrades to an in-memory copy instead of crashing, and
 * what is read back is validated: stored data is untrusted.
 */
const memory = new Map<string, string>()
const CHANGE_EVENT = 'airahead:stored-value'

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? null
  } catch {
    return memory.get(key) ?? null
  }
}

export function writeStoredValue(key: string, value: unknown): void {
  const raw = JSON.stringify(value)
  memory.set(key, raw)
  try {
    window.localStorage.setItem(key, raw)
  } catch {
    // The in-memory copy keeps this session working.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }))
}

/** The stored value if it is valid JSON of the schema's shape, else the fallback. */
export function parseStoredValue<T>(raw: string | null, schema: $ZodType<T>, fallback: T): T {
  if (raw === null) return fallback
  try {
    const parsed = safeParse(schema, JSON.parse(raw))
    return parsed.success ? parsed.data : fallback
  } catch {
    return fallback
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/** A value kept in localStorage under `key`, shared by every component (and tab) that reads it. */
export function useStoredValue<T>(key: string, schema: $ZodType<T>, fallback: T): [T, (value: T) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(key),
    () => null,
  )
  const value = useMemo(() => parseStoredValue(raw, schema, fallback), [raw, schema, fallback])
  const setValue = useCallback((next: T) => writeStoredValue(key, next), [key])
  return [value, setValue]
}
