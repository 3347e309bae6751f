import {
  OFFLINE_COPY_VERSION,
  offlineCopiesToDrop,
  restoreOfflineCopy,
  type StoredOfflineCopy,
} from '../domain/storage/offline-copy'
import { withDatabase } from './database'

/*
 * The device's copies of account reads (decision 151), in the 'meta' store under
 * 'copy:<name>'. Without storage they last for this session, which is what offline needs most.
 */

const PREFIX = 'copy:'
const memory = new Map<string, StoredOfflineCopy>()

/** Keeps `data` as the last answer of `name`, arrived at `savedAt` (unix seconds). */
export async function saveOfflineCopy(name: string, data: unknown, savedAt: number): Promise<void> {
  const copy: StoredOfflineCopy = { version: OFFLINE_COPY_VERSION, savedAt, data }
  memory.set(name, copy)
  await withDatabase(
    async (db) => {
      const tx = db.transaction('meta', 'readwrite')
      await tx.store.put(copy, `${PREFIX}${name}`)
      const keys = (await tx.store.getAllKeys()).filter((key) => key.startsWith(PREFIX))
      const copies = await Promise.all(
        keys.map(async (key) => ({ key, savedAt: restoreOfflineCopy(await tx.store.get(key))?.savedAt ?? 0 })),
      )
      for (const key of offlineCopiesToDrop(copies)) await tx.store.delete(key as `copy:${string}`)
      await tx.done
    },
    () => undefined,
  )
}

/** The last answer of `name` kept on this device, or null. */
export async function loadOfflineCopy(name: string): Promise<StoredOfflineCopy | null> {
  return withDatabase(
    async (db) => restoreOfflineCopy(await db.get('meta', `${PREFIX}${name}`)),
    () => memory.get(name) ?? null,
  )
}

/** Forgets every copy: the account changed, or nobody is signed in any more. */
export async function clearOfflineCopies(): Promise<void> {
  memory.clear()
  await withDatabase(
    async (db) => {
      const tx = db.transaction('meta', 'readwrite')
      const keys = (await tx.store.getAllKeys()).filter((key) => key.startsWith(PREFIX))
      for (const key of keys) await tx.store.delete(key as `copy:${string}`)
      await tx.done
    },
    () => undefined,
  )
}
