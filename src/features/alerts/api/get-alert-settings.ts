import { queryOptions, useQuery } from '@tanstack/react-query'
import { alertSettingsViewSchema, type AlertSettingsView } from '../../../domain/contracts/alerts'
import { apiGet } from '../../../lib/api'
import { KEPT_OFFLINE, withOfflineCopy } from '../../../lib/offline-copy'
import { queryKeys } from '../../../lib/query-keys'

/** GET /api/user/alert-settings: the switch, the preferences, the phone, consent and delivery mode. */
export function getAlertSettings(signal?: AbortSignal): Promise<AlertSettingsView> {
  return apiGet('/api/user/alert-settings', { schema: alertSettingsViewSchema, signal })
}

export const alertSettingsQueryOptions = queryOptions({
  queryKey: queryKeys.alerts.settings,
  // Offline, the member's settings as last read, shown read-only (decision 151).
  queryFn: ({ signal }) => withOfflineCopy(queryKeys.alerts.settings, alertSettingsViewSchema, () => getAlertSettings(signal)),
  ...KEPT_OFFLINE,
})

export function useAlertSettings() {
  return useQuery(alertSettingsQueryOptions)
}
