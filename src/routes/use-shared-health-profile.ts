import { useCallback, useEffect } from 'react'
import { msg } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'
import * as z from 'zod/mini'
import type { AlertSettingsView } from '../domain/contracts/alerts'
import { ALERT_SENSITIVITY_OF, useHealthProfile, type HealthProfile } from '../features/health-profile/health-profile'
import { HEALTH_PROFILE_OF, sharedHealthProfile } from '../features/health-profile/shared-profile'
import { useStoredValue } from '../lib/stored-value'
import { describeRequestError } from '../lib/api'
import { i18n } from '../lib/i18n'
import { queryKeys } from '../lib/query-keys'
import { toast } from '../ui/toast/toast-store'
import { useMemberAlertSettings } from './use-alert-threshold'

/** Set once this device's profile has been carried to the member's account (shared-profile.ts). */
const CARRIED_KEY = 'airahead.health-profile.carried.v1'
const carriedSchema = z.boolean()

/** Stores a member's profile as their alerts' sensitivity, and caches the server's answer. */
async function storeOnServer(profile: HealthProfile) {
  const { updateAlertSettings } = await import('../features/alerts/api/update-alert-settings')
  return updateAlertSettings({ sensitivity: ALERT_SENSITIVITY_OF[profile] })
}

/**
 * The one health profile of the app (issue 15): the dashboard's "Health profile", /alerts'
 * "Who the alerts are for" and the setup after payment all read and write it. A Premium
 * member's lives on the server (their alert settings); everyone else's on the device. The
 * device keeps a copy of the member's too, for the next offline start.
 */
export function useSharedHealthProfile(): [HealthProfile, (profile: HealthProfile) => void] {
  const queryClient = useQueryClient()
  const [local, setLocal] = useHealthProfile()
  const [carried, setCarried] = useStoredValue(CARRIED_KEY, carriedSchema, false)
  const settings = useMemberAlertSettings()
  const sensitivity = settings?.data?.preferences.sensitivity
  const server = sensitivity === undefined ? undefined : HEALTH_PROFILE_OF[sensitivity]
  const { profile, carry } = sharedHealthProfile({ local, server, carried })

  useEffect(() => {
    if (server === undefined) return
    if (carry !== null) {
      setCarried(true)
      void storeOnServer(carry).then(
        (view) => queryClient.setQueryData(queryKeys.alerts.settings, view),
        // Not carried (offline, say): the device keeps showing it, and the next start tries again.
        () => setCarried(false),
      )
      return
    }
    if (!carried) setCarried(true)
    if (local !== server) setLocal(server)
  }, [carry, carried, local, server, queryClient, setCarried, setLocal])

  const setProfile = useCallback(
    (next: HealthProfile) => {
      setLocal(next)
      if (server === undefined) return
      // Shown at once; the server's answer (or, on failure, a fresh read) settles it.
      queryClient.setQueryData<AlertSettingsView>(queryKeys.alerts.settings, (old) =>
        old && { ...old, preferences: { ...old.preferences, sensitivity: ALERT_SENSITIVITY_OF[next] } },
      )
      void storeOnServer(next).then(
        (view) => queryClient.setQueryData(queryKeys.alerts.settings, view),
        (error: unknown) => {
          toast({ title: i18n._(msg`Could not save your health profile`), description: describeRequestError(error), variant: 'destructive' })
          return queryClient.invalidateQueries({ queryKey: queryKeys.alerts.settings })
        },
      )
    },
    [queryClient, server, setLocal],
  )
  return [profile, setProfile]
}
