import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** docs/product.md §Limits: the two prices (US dollars a month) and the trial length. */
export const FREE_PRICE_USD = 0
export const PREMIUM_PRICE_USD = 5
export const TRIAL_DAYS = 7

export interface PlanFeature {
  /** The feature's name, translated where it is shown (decision 280). */
  name: MessageDescriptor
  /** Part of the free plan; premium has every feature. */
  free: boolean
}

/**
 * The ten rows of the /pricing comparison (docs/product.md §Plans: free has 3, premium all 10).
 * "Health recommendations" is left out here because the free dashboard shows them too, so
 * listing it as premium-only would be untrue (decision 050).
 */
export const PLAN_FEATURES: readonly PlanFeature[] = [
  { name: msg`Current air quality data`, free: true },
  { name: msg`Basic location tracking`, free: true },
  { name: msg`Simple AQI display`, free: true },
  { name: msg`2-hour advance SMS alerts`, free: false },
  { name: msg`Multiple location monitoring`, free: false },
  { name: msg`Extended 5-day forecasts`, free: false },
  { name: msg`Pollution trend analysis`, free: false },
  { name: msg`Priority SMS delivery`, free: false },
  { name: msg`Custom alert thresholds`, free: false },
  { name: msg`Feedback feature`, free: false },
]
