import type { Owm5Index } from '../aqi/owm5'

/**
 * A good day is a day whose worst reading is at most this level of AirAhead's 1-5 scale
 * (Fair): nobody needed to change plans at any reading (docs/decisions/064).
 */
export const GOOD_DAY_MAX_LEVEL = 2

/** Whether a day with this worst (highest) 1-5 reading counts as a good day. */
export function isGoodDay(worstLevel: Owm5Index): boolean {
  return worstLevel <= GOOD_DAY_MAX_LEVEL
}
