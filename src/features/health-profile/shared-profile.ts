import type { Sensitivity } from '../../domain/contracts/alerts'
import type { HealthProfile } from './health-profile'

/** The health profile each alert sensitivity stands for (the inverse of ALERT_SENSITIVITY_OF). */
export const HEALTH_PROFILE_OF: Record<Sensitivity, HealthProfile> = {
  general: 'general',
  child: 'children',
  older_adult: 'olderAdults',
  heart_lung: 'respiratory',
}

export interface ProfileSources {
  /** The profile kept on this device (every visitor has one; 'general' until chosen). */
  local: HealthProfile
  /** A member's profile on the server (their alerts' sensitivity); undefined for a visitor or while loading. */
  server: HealthProfile | undefined
  /** This device's profile has already been carried to the member's account once. */
  carried: boolean
}

export interface SharedProfile {
  /** The one profile the whole app uses. */
  profile: HealthProfile
  /** A profile to store on the server now: the device's choice made before the two settings were one. */
  carry: HealthProfile | null
}

/**
 * One health profile for the whole app (issue 15): the server's for a member, the device's
 * otherwise. Before, the dashboard's profile lived on the device and the alerts' on the
 * server; a member whose device holds a choice the server never got (the server still at
 * 'general') keeps it: it is carried to the server once. After that the server wins, so a
 * change made on another device is not undone by this one.
 */
export function sharedHealthProfile({ local, server, carried }: ProfileSources): SharedProfile {
  if (server === undefined) return { profile: local, carry: null }
  if (!carried && server === 'general' && local !== 'general') return { profile: local, carry: local }
  return { profile: server, carry: null }
}
