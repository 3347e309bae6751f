import { useQuery } from '@tanstack/react-query'
import type { Coordinates } from '../domain/contracts/air-quality'
import type { StationChoices } from '../domain/fusion/types'
import { isPremiumUser, useCurrentUser } from '../features/account/api/get-current-user'
import { roundCoordinates } from '../lib/coordinates'
import { queryKeys } from '../lib/query-keys'

/**
 * What the screen may promise about texts for the place at `coords` (decisions 207, 208), as
 * a function of the moment (`tell`, from ./text-promise.ts, loaded only when needed): a
 * member's, asked always and again at the job's 15-minute pace; anyone else's, only when there
 * is something to promise (`asked`). `pending` while it first loads, so the screen can wait
 * rather than shift. `choices`: the place's stations, sent with its requests (decision 198);
 * not in the key, as the answer (the place's country, the member's plan) does not depend on them.
 */
export function useTextPromise(coords: Coordinates | null, asked: boolean, choices: StationChoices | null = null) {
  const user = useCurrentUser()
  const member = isPremiumUser(user.data)
  const at = roundCoordinates(coords ?? { lat: 0, lon: 0 })
  const promise = useQuery({
    queryKey: [...queryKeys.alerts.plan(at), member],
    queryFn: async ({ signal }) => (await import('./text-promise')).loadTextPromise(at, member, signal, choices ?? undefined),
    enabled: coords !== null && !user.isPending && (member || asked),
    staleTime: 60_000,
    refetchInterval: member && 900_000,
  })
  return { member, tell: promise.data, pending: promise.isLoading }
}
