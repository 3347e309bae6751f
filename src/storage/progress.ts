import { CHECKS_KEPT, PROGRESS_VERSION, progressRecord, restoreCheck, restoreProgress } from '../domain/storage/progress'
import { expireStreak, NO_CHECKS, recordCheck, type CheckOutcome, type StreakState } from '../domain/streaks/streaks'
import { withDatabase } from './database'

/** Without storage, this session's checks still count (they are lost on reload). */
let memory: StreakState = NO_CHECKS

/**
 * Streak, total checks and last check time as they stand at `nowSeconds` (unix s): a streak
 * whose last check is over 48 hours old is reset to 0, and that is saved (docs/product.md §States).
 */
export async function loadProgress(nowSeconds: number): Promise<StreakState> {
  return withDatabase(
    async (db) => {
      const tx = db.transaction('meta', 'readwrite')
      const stored = restoreProgress(await tx.store.get('progress'))
      const current = expireStreak(stored, nowSeconds)
      if (current !== stored) await tx.store.put(progressRecord(current), 'progress')
      await tx.done
      return current
    },
    () => (memory = expireStreak(memory, nowSeconds)),
  )
}

/**
 * Records a Check My Air press at `nowSeconds` (unix s): the new streak and total, and the
 * check's time in the check history (the last 1000 are kept). One transaction, so two tabs
 * checking at once cannot lose a check.
 */
export async function saveCheck(nowSeconds: number): Promise<CheckOutcome> {
  return withDatabase(
    async (db) => {
      const tx = db.transaction(['meta', 'checks'], 'readwrite')
      const meta = tx.objectStore('meta')
      const checks = tx.objectStore('checks')
      const outcome = recordCheck(restoreProgress(await meta.get('progress')), nowSeconds)
      await meta.put(progressRecord(outcome.state), 'progress')
      await checks.add({ version: PROGRESS_VERSION, at: nowSeconds })
      let excess = (await checks.count()) - CHECKS_KEPT
      let cursor = excess > 0 ? await checks.openCursor() : null
      while (cursor && excess > 0) {
        await cursor.delete()
        excess -= 1
        cursor = await cursor.continue()
      }
      await tx.done
      return outcome
    },
    () => {
      const outcome = recordCheck(memory, nowSeconds)
      memory = outcome.state
      return outcome
    },
  )
}

/** Times (unix s) of the kept checks at or after `fromSeconds`, oldest first. */
export async function checksSince(fromSeconds: number): Promise<number[]> {
  return withDatabase(
    async (db) => {
      const times = (await db.getAll('checks')).map(restoreCheck)
      return times.filter((at): at is number => at !== null && at >= fromSeconds).sort((a, b) => a - b)
    },
    () => [],
  )
}
