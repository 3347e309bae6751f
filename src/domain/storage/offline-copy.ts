import { isRecord } from './repair'

/*
 * The last answer of an account read (the user, the Premium forecast, the alert settings),
 * kept on the device so a member offline keeps their plan's view (decision 151). The answer
 * itself is checked again by its API contract when it is read back.
 */

export const OFFLINE_COPY_VERSION = 1

export interface StoredOfflineCopy {
  version: typeof OFFLINE_COPY_VERSION
  /** When the answer arrived, unix seconds (the device's clock). */
  savedAt: number
  /** The answer, as the API contract parsed it. */
  data: unknown
}

/** A stored copy as it was written, or null when it is not one this version can read. */
export function restoreOfflineCopy(value: unknown): StoredOfflineCopy | null {
  if (!isRecord(value) || value.version !== OFFLINE_COPY_VERSION) return null
  if (typeof value.savedAt !== 'number' || !Number.isFinite(value.savedAt) || !('data' in value)) return null
  return { version: OFFLINE_COPY_VERSION, savedAt: value.savedAt, data: value.data }
}

/** How many copies a device keeps (one per Premium forecast place, plus the account's). */
export const MAX_OFFLINE_COPIES = 16

/** The keys to delete so that at most `MAX_OFFLINE_COPIES` remain, oldest first. */
export function offlineCopiesToDrop(copies: ReadonlyArray<{ key: string; savedAt: number }>): string[] {
  const excess = copies.length - MAX_OFFLINE_COPIES
  if (excess <= 0) return []
  return [...copies]
    .sort((a, b) => a.savedAt - b.savedAt)
    .slice(0, excess)
    .map((copy) => copy.key)
}
