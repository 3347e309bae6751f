import { CHECK_INTERVAL_SECONDS } from '../streaks/streaks'

/*
 * When the app may offer something again (decision 182). Times are unix seconds; the caller
 * passes the clock.
 */

/** "Not now" on the install bar keeps it away this long: 30 days. */
export const INSTALL_SNOOZE_SECONDS = 30 * 24 * 60 * 60

/**
 * "Daily check ready" is not shown within this long of a check the person made: the hour in
 * which another check would not count for the streak (CHECK_INTERVAL_SECONDS, 1 h).
 */
export const DAILY_CHECK_READY_QUIET_SECONDS = CHECK_INTERVAL_SECONDS

/** Whether the install bar may show: never dismissed, or dismissed 30 days ago or more. */
export function installBarMayShow(dismissedAtSeconds: number | null, nowSeconds: number): boolean {
  return dismissedAtSeconds === null || nowSeconds - dismissedAtSeconds >= INSTALL_SNOOZE_SECONDS
}

/** Whether "daily check ready" may be shown: no check yet, or the last one 1 h ago or more. */
export function dailyCheckReadyMayShow(lastCheckAtSeconds: number | null, nowSeconds: number): boolean {
  return lastCheckAtSeconds === null || nowSeconds - lastCheckAtSeconds >= DAILY_CHECK_READY_QUIET_SECONDS
}
