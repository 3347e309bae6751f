import { useQuery } from '@tanstack/react-query'
import type { Threshold } from '../domain/contracts/alerts'
import { defaultThreshold } from '../domain/alerts/threshold'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { ALERT_SENSITIVITY_OF, type HealthProfile } from '../features/health-profile/health-profile'
import { queryKeys } from '../lib/query-keys'

/**
 * A Premium member's alert settings (null for everyone else). The alert settings module is
 * downloaded only for Premium members, so visitors' first load does not grow.
 */
export function useMemberAlertSettings() {
  const user = useCurrentUser()
  const member = isPremiumUser(user.data) && user.data?.phoneVerified === true
  const settings = useQuery({
    queryKey: queryKeys.alerts.settings,
    queryFn: async ({ signal }) => (await import('../features/alerts/api/get-alert-settings')).getAlertSettings(signal),
    enabled: member,
  })
  return member ? settings : null
}

/**
 * The threshold the dashboard banner and the home status warn at: a Premium member's own
 * alert threshold (the one their texts use), else the default for the health profile chosen
 * on this device (Poor; Moderate for a sensitive group).
 */
export function useAlertThreshold(profile: HealthProfile): Threshold {
  const settings = useMemberAlertSettings()
  return settings?.data?.effectiveThreshold ?? defaultThreshold(ALERT_SENSITIVITY_OF[profile])
}
