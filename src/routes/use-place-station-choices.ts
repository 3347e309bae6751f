import { msg } from '@lingui/core/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import type { Coordinates } from '../domain/contracts/air-quality'
import type { StationChoices } from '../domain/fusion/types'
import type { MonitoredPlace } from '../domain/contracts/alerts'
import { watchedPlaceAt } from '../features/alerts/watch-place'
import { useStationChoices } from '../features/location/station-choices'
import { describeRequestError } from '../lib/api'
import { i18n } from '../lib/i18n'
import { KEPT_OFFLINE } from '../lib/offline-copy'
import { queryKeys } from '../lib/query-keys'
import { toast } from '../ui/toast/toast-store'

/**
 * The stations pinned and excluded for the place on the dashboard (decision 198). They are
 * kept on this device with the place; for a member's watched place they are also saved with
 * it on the server, so its texts follow them, and a device without its own choice for the
 * place starts from the saved one.
 */
export function usePlaceStationChoices(coords: Coordinates | null, member: boolean) {
  const [local, setLocal] = useStationChoices(coords)
  // The same query as /alerts' places (the key, the offline copy); its module and the alert
  // schemas are downloaded only for a member, not in everyone's first load (decision 244).
  const places = useQuery<MonitoredPlace[]>({
    queryKey: queryKeys.alerts.places,
    queryFn: async ({ signal }) => (await import('../features/alerts/api/get-places')).fetchPlaces(signal),
    ...KEPT_OFFLINE,
    enabled: member,
  })
  const watched = member && coords && places.data ? watchedPlaceAt(places.data, coords) : undefined
  const saved = useMemo<StationChoices | null>(() => {
    const pinnedIds = watched?.pinnedStationIds ?? []
    const excludedIds = watched?.excludedStationIds ?? []
    return pinnedIds.length > 0 || excludedIds.length > 0 ? { pinnedIds, excludedIds } : null
  }, [watched])
  const queryClient = useQueryClient()
  const watchedId = watched?.id

  const change = useCallback(
    (next: StationChoices) => {
      setLocal(next)
      if (watchedId === undefined) return
      const choices = { pinnedStationIds: [...next.pinnedIds], excludedStationIds: [...next.excludedIds] }
      // The saving code is downloaded only when a member changes a watched place's stations.
      void import('../features/alerts/api/save-station-choices')
        .then(({ saveStationChoices }) => saveStationChoices(watchedId, choices))
        .then(
          () => queryClient.invalidateQueries({ queryKey: queryKeys.alerts.places }),
          (error: unknown) =>
            toast({ title: i18n._(msg`Your texts still use the earlier stations`), description: describeRequestError(error), variant: 'destructive' }),
        )
    },
    [setLocal, queryClient, watchedId],
  )

  return { choices: local ?? saved, change, watchedName: watched?.name ?? null }
}
