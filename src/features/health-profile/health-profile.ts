import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import { useStoredValue } from '../../lib/stored-value'
import type { MessageDescriptor } from '@lingui/core'
import type { Sensitivity } from '../../domain/contracts/alerts'

/** The groups the health advice of every AQI level is written for (keys of `healthAdvice`). */
export const HEALTH_PROFILES = ['general', 'children', 'olderAdults', 'respiratory'] as const
export type HealthProfile = (typeof HEALTH_PROFILES)[number]

/** Each group's name, translated where it is shown (decision 280). */
export const HEALTH_PROFILE_LABELS: Record<HealthProfile, MessageDescriptor> = {
  general: msg`General public`,
  children: msg`Children`,
  olderAdults: msg`Older adults`,
  respiratory: msg`People with asthma or heart disease`,
}

export const HEALTH_PROFILE_KEY = 'airahead.health-profile.v1'
const healthProfileSchema = z.enum(HEALTH_PROFILES)

export function useHealthProfile() {
  return useStoredValue<HealthProfile>(HEALTH_PROFILE_KEY, healthProfileSchema, 'general')
}

/** The alert sensitivity each health profile stands for: a sensitive one lowers the default threshold a step. */
export const ALERT_SENSITIVITY_OF: Record<HealthProfile, Sensitivity> = {
  general: 'general',
  children: 'child',
  olderAdults: 'older_adult',
  respiratory: 'heart_lung',
}
