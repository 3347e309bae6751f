import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import * as z from 'zod/mini'
import { useStoredValue } from '../../lib/stored-value'

/**
 * The index the regional card shows as its labelled detail (decision 154): `auto` follows the
 * place's country (DAQI in the UK, EAQI in Europe, US AQI elsewhere). Kept on this device only;
 * the headline, thresholds and comparisons stay on the US AQI and its 1-5 category.
 */
export const REGIONAL_SCALE_CHOICES = ['auto', 'uk_daqi', 'eaqi', 'us_epa'] as const
export type RegionalScaleChoice = (typeof REGIONAL_SCALE_CHOICES)[number]

export const REGIONAL_SCALE_LABELS: Record<RegionalScaleChoice, MessageDescriptor> = {
  auto: msg`Automatic (by country)`,
  uk_daqi: msg`UK DAQI (1-10)`,
  eaqi: msg`European EAQI (1-6)`,
  us_epa: msg`US AQI (0-500)`,
}

export const REGIONAL_SCALE_KEY = 'airahead.regional-scale.v1'
const regionalScaleSchema = z.enum(REGIONAL_SCALE_CHOICES)

export function useRegionalScale() {
  return useStoredValue<RegionalScaleChoice>(REGIONAL_SCALE_KEY, regionalScaleSchema, 'auto')
}
