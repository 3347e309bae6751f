import type { AirQualityResponse } from '../domain/contracts/air-quality'
import { READINGS_PER_PLACE, readingFromResponse, restoreReading, type StoredReading } from '../domain/storage/readings'
import { withDatabase } from './database'

const END_OF_TIME = Number.MAX_SAFE_INTEGER

/** All keys of one place between two times (unix s), inclusive. */
function placeRange(placeKey: string, fromSeconds = 0, toSeconds = END_OF_TIME): IDBKeyRange {
  return IDBKeyRange.bound([placeKey, fromSeconds], [placeKey, toSeconds])
}

/**
 * Keeps the current hour of a current-air-quality response, replacing an earlier copy of the
 * same place and hour, and drops the place's oldest readings beyond the last 500.
 * Without storage it does nothing.
 */
export async function saveReading(response: AirQualityResponse): Promise<void> {
  const reading = readingFromResponse(response)
  if (!reading) return
  await withDatabase(
    async (db) => {
      const tx = db.transaction('readings', 'readwrite')
      await tx.store.put(reading)
      const range = placeRange(reading.placeKey)
      let excess = (await tx.store.count(range)) - READINGS_PER_PLACE
      let cursor = excess > 0 ? await tx.store.openCursor(range) : null
      while (cursor && excess > 0) {
        await cursor.delete()
        excess -= 1
        cursor = await cursor.continue()
      }
      await tx.done
    },
    () => undefined,
  )
}

/** A place's readings between two times (unix s), oldest first; damaged records are left out. */
export async function readingsForPlace(placeKey: string, fromSeconds?: number, toSeconds?: number): Promise<StoredReading[]> {
  return withDatabase(
    async (db) => {
      const records = await db.getAll('readings', placeRange(placeKey, fromSeconds, toSeconds))
      return records.map(restoreReading).filter((r): r is StoredReading => r !== null)
    },
    () => [],
  )
}

/** Every place's readings, oldest first (by time, then place); damaged records are left out. */
export async function allReadings(): Promise<StoredReading[]> {
  return withDatabase(
    async (db) => {
      const records = (await db.getAll('readings')).map(restoreReading)
      return records.filter((r): r is StoredReading => r !== null).sort((a, b) => a.time - b.time || a.placeKey.localeCompare(b.placeKey))
    },
    () => [],
  )
}
