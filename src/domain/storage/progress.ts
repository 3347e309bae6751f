import type { StreakState } from '../streaks/streaks'
import { NO_CHECKS } from '../streaks/streaks'
import { integerIn, isRecord } from './repair'

/** The version of the progress and check records this code writes. */
export const PROGRESS_VERSION = 1

/** How many check timestamps are kept (the total is counted separately, without a limit). */
export const CHECKS_KEPT = 1000

/** Streak, total checks and last check time (docs/product.md §Data "On the device"), as stored. */
export interface StoredProgress extends StreakState {
  version: typeof PROGRESS_VERSION
}

/** One Check My Air press, unix seconds. */
export interface StoredCheck {
  version: typeof PROGRESS_VERSION
  at: number
}

const MAX_SECONDS = Number.MAX_SAFE_INTEGER

export function progressRecord(state: StreakState): StoredProgress {
  return { version: PROGRESS_VERSION, ...state }
}

/**
 * Repairs the stored progress; never throws. Invalid counts become 0 and an invalid time
 * "never". The parts are made consistent: a streak needs a last check to continue from (else 0),
 * and the total is at least the streak.
 */
export function restoreProgress(value: unknown): StreakState {
  if (!isRecord(value)) return NO_CHECKS
  const lastCheckAt = integerIn(value.lastCheckAt, 0, MAX_SECONDS)
  const streak = lastCheckAt === null ? 0 : (integerIn(value.streak, 0, MAX_SECONDS) ?? 0)
  const totalChecks = Math.max(integerIn(value.totalChecks, 0, MAX_SECONDS) ?? 0, streak)
  return { streak, totalChecks, lastCheckAt }
}

/** The time of a stored check (unix s), or null for a damaged record. */
export function restoreCheck(value: unknown): number | null {
  return isRecord(value) ? integerIn(value.at, 0, MAX_SECONDS) : null
}
