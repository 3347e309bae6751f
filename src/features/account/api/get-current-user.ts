import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api'
import { queryKeys } from '../../../lib/query-keys'
import { currentUserSchema, type CurrentUser } from '../../../domain/contracts/user'

/** The signed-in user, or null when not signed in (a 401 is an empty result here). */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  return apiGet('/api/auth/user', { schema: currentUserSchema, signal, on401: 'returnNull' })
}

export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.account.currentUser,
  queryFn: ({ signal }) => getCurrentUser(signal),
  retry: false,
})

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions)
}

/** Spec §6: premium when isPremium is true or the subscription status is "premium". */
export function isPremiumUser(user: CurrentUser | null | undefined): boolean {
  return user?.isPremium === true || user?.subscriptionStatus === 'premium'
}
