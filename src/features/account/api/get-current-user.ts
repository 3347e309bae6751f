import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '../../../lib/api'
import { queryKeys } from '../../../lib/query-keys'
import { currentUserSchema, type CurrentUser } from '../../../domain/contracts/user'

/** Set (to 1) by the server beside the HttpOnly session cookie; see netlify/server/auth/session-cookie.ts. */
const SESSION_HINT = /(?:^|;\s*)airahead_session_hint=1(?:;|$)/

/**
 * The signed-in user, or null when not signed in (a 401 is an empty result here). Without
 * the session hint cookie there is no session to ask about, so no request is made.
 */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (!mayHaveSession()) return Promise.resolve(null)
  return apiGet('/api/auth/user', { schema: currentUserSchema, signal, on401: 'returnNull' })
}

/** False when this browser has certainly no session (no session hint cookie): a visitor. */
export function mayHaveSession(): boolean {
  return typeof document === 'undefined' || SESSION_HINT.test(document.cookie)
}

export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.account.currentUser,
  queryFn: ({ signal }) => getCurrentUser(signal),
  // Known at once without a session: no loading state (and no layout shift) for visitors.
  initialData: () => (mayHaveSession() ? undefined : null),
  retry: false,
})

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions)
}

/** Spec §6: premium when isPremium is true or the subscription status is "premium". */
export function isPremiumUser(user: CurrentUser | null | undefined): boolean {
  return user?.isPremium === true || user?.subscriptionStatus === 'premium'
}

/**
 * Signed in means a verified phone. An anonymous account (the cookie a visitor gets for a
 * demo subscription or a saved place) is not signed in: it lives on one device only.
 */
export function isSignedIn(user: CurrentUser | null | undefined): boolean {
  return user?.phoneVerified === true
}

/**
 * The current user, read again every `intervalMs` while `polling` and not yet premium: after
 * Stripe Checkout, premium arrives with the webhook a moment later.
 */
export function useCurrentUserUntilPremium(polling: boolean, intervalMs = 2000) {
  return useQuery({
    ...currentUserQueryOptions,
    refetchInterval: (query) => (polling && !isPremiumUser(query.state.data) ? intervalMs : false),
  })
}
