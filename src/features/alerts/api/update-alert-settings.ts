import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  alertSettingsViewSchema,
  type AlertSettingsUpdate,
  type AlertSettingsView,
} from '../../../domain/contracts/alerts'
import { apiPost } from '../../../lib/api-post'
import { queryKeys } from '../../../lib/query-keys'

/**
 * PUT /api/user/alert-settings with any subset of the settings. Errors are `{error, message}`:
 * 403 premium_required, 409 phone_required or consent_required, 400 invalid_request.
 */
export function updateAlertSettings(update: AlertSettingsUpdate): Promise<AlertSettingsView> {
  return apiPost('/api/user/alert-settings', { schema: alertSettingsViewSchema, body: update, method: 'PUT' })
}

/**
 * The server's answer replaces the cached settings; the user (who carries alertsEnabled) and
 * the places' plans (which follow the settings, decision 207) are read again.
 */
export function useUpdateAlertSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAlertSettings,
    onSuccess: async (view) => {
      queryClient.setQueryData(queryKeys.alerts.settings, view)
      void queryClient.invalidateQueries({ queryKey: queryKeys.alerts.plans })
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.currentUser })
    },
  })
}
