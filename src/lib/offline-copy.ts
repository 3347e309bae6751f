import { hashKey, onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { safeParse, type $ZodType } from 'zod/v4/core'

/** IndexedDB code loads on demand: the dashboard's first load stays without it (decision 012). */
const storage = () => import('../storage/offline-copies')

/*
 * Account reads that survive going offline (decision 151). Each successful answer is kept on
 * the device; when the network cannot be reached, the kept answer is returned instead (checked
 * again by its contract) and its query is marked as served offline, so the screen can say so
 * and refuse changes. Only a network failure falls back: a 401 or 403 is the server's truth.
 */

/** Query hash → when the answer on screen was saved (unix seconds), for answers served offline. */
const servedOffline = new Map<string, number>()
const listeners = new Set<() => void>()

function mark(name: string, savedAt: number | null): void {
  if ((servedOffline.get(name) ?? null) === savedAt) return
  if (savedAt === null) servedOffline.delete(name)
  else servedOffline.set(name, savedAt)
  listeners.forEach((listener) => listener())
}

/** `fetch` rejects with a TypeError when the network cannot be reached (an abort is a DOMException). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError
}

/**
 * Runs `fetchFresh` for the query `queryKey`; keeps its answer, or answers the kept copy
 * (valid by `schema`) when the network failed. Without a valid copy the failure stands.
 */
export async function withOfflineCopy<T>(queryKey: QueryKey, schema: $ZodType<T>, fetchFresh: () => Promise<T>): Promise<T> {
  const name = hashKey(queryKey)
  try {
    const value = await fetchFresh()
    mark(name, null)
    const savedAt = Math.floor(Date.now() / 1000)
    void storage().then((kept) => kept.saveOfflineCopy(name, value, savedAt), () => undefined)
    return value
  } catch (error) {
    if (!isNetworkFailure(error)) throw error
    const copy = await storage().then((kept) => kept.loadOfflineCopy(name), () => null)
    const parsed = copy ? safeParse(schema, copy.data) : null
    if (!copy || !parsed?.success) throw error
    mark(name, copy.savedAt)
    return parsed.data
  }
}

/**
 * For the queries that use `withOfflineCopy`: TanStack Query's default network mode would not
 * even run the query while the device says it is offline (it pauses it), so the copy would
 * never be read; 'offlineFirst' runs it once, and the copy answers.
 */
export const KEPT_OFFLINE = { networkMode: 'offlineFirst' } as const

/** Forgets every kept answer and mark (sign-out, another account, a session that ended). */
export async function forgetOfflineCopies(): Promise<void> {
  for (const name of [...servedOffline.keys()]) mark(name, null)
  await storage().then((kept) => kept.clearOfflineCopies(), () => undefined)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** When the answer of `queryKey` last given was saved (unix seconds) if it was served offline, else null. */
export function servedOfflineSince(queryKey: QueryKey): number | null {
  return servedOffline.get(hashKey(queryKey)) ?? null
}

/** `servedOfflineSince` for a component: it renders again when the answer changes. */
export function useServedOffline(queryKey: QueryKey): number | null {
  const name = hashKey(queryKey)
  const read = () => servedOffline.get(name) ?? null
  return useSyncExternalStore(subscribe, read, read)
}

/**
 * Once the network is back, reads again every query answered from a kept copy: account
 * reads never go stale by themselves, so TanStack Query's own reconnect refetch skips them.
 */
export function refetchOfflineCopiesOnReconnect(queryClient: QueryClient): () => void {
  return onlineManager.subscribe((online) => {
    if (!online || servedOffline.size === 0) return
    void queryClient.invalidateQueries({ predicate: (query) => servedOffline.has(query.queryHash) })
  })
}
