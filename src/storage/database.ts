import { openDB, type DBSchema, type IDBPDatabase } from 'idb'
import type { StoredOfflineCopy } from '../domain/storage/offline-copy'
import type { StoredCheck, StoredProgress } from '../domain/storage/progress'
import type { StoredReading } from '../domain/storage/readings'
import type { Settings } from '../domain/storage/settings'

/*
 * The device's own record (docs/product.md §Offline, decision 021): readings per place, checks, streak
 * and settings. Whatever is read back passes through a `restore*` function of
 * src/domain/storage first: it was written by some past version of the app, or damaged.
 */
export interface AirAheadSchema extends DBSchema {
  /** Keyed by [placeKey, time]: one record per place and hour, oldest first within a place. */
  readings: { key: [string, number]; value: StoredReading }
  /** One record per Check My Air press, keyed by an increasing number (oldest first). */
  checks: { key: number; value: StoredCheck }
  /**
   * Single records: 'progress' (streak, total, last check), 'settings', and 'copy:<query>' the
   * last answer of an account read kept for offline use (decision 151).
   */
  meta:
    | { key: 'progress'; value: StoredProgress }
    | { key: 'settings'; value: Settings }
    | { key: `copy:${string}`; value: StoredOfflineCopy }
}

export type AirAheadDb = IDBPDatabase<AirAheadSchema>

const NAME = 'airahead'
/** Raise with every schema change, and add a step to `upgrade`. */
export const DB_VERSION = 1
/** Some browsers (older Safari) can leave `open` hanging; past this, the app runs without history. */
const OPEN_TIMEOUT_MS = 3000

/**
 * Each step brings a database from one version to the next, so a device that skipped
 * releases runs every step it missed, in order.
 */
function upgrade(db: IDBPDatabase<AirAheadSchema>, oldVersion: number): void {
  if (oldVersion < 1) {
    db.createObjectStore('readings', { keyPath: ['placeKey', 'time'] })
    db.createObjectStore('checks', { autoIncrement: true })
    db.createObjectStore('meta')
  }
}

let connection: Promise<AirAheadDb | null> | undefined

/**
 * The open database, or null when the browser cannot give us one (IndexedDB missing or
 * disabled, private mode, `open` throwing or hanging): callers then run without history.
 */
export function database(): Promise<AirAheadDb | null> {
  connection ??= open()
  return connection
}

async function open(): Promise<AirAheadDb | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  try {
    if (typeof indexedDB === 'undefined') return null
    const opening = openDB<AirAheadSchema>(NAME, DB_VERSION, {
      upgrade,
      // A newer version in another tab wants to upgrade: let it, and reopen on the next use.
      blocking(_current, _blocked, event) {
        ;(event.target as IDBDatabase).close()
        connection = undefined
      },
      terminated() {
        connection = undefined
      },
    })
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        // Given up on: should it open after all, close it so it never blocks an upgrade.
        opening.then((late) => late.close(), () => undefined)
        resolve(null)
      }, OPEN_TIMEOUT_MS)
    })
    return await Promise.race([opening, timeout])
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Runs `action` on the database; when there is none, or the action fails (quota, a closed
 * connection, a damaged store), answers `fallback()` instead: storage degrades, it never
 * breaks a screen.
 */
export async function withDatabase<T>(action: (db: AirAheadDb) => Promise<T>, fallback: () => T): Promise<T> {
  const db = await database()
  if (!db) return fallback()
  try {
    return await action(db)
  } catch {
    return fallback()
  }
}
