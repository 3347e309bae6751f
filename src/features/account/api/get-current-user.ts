import { queryOptions, useQuery } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiGet } from '../../../lib/api'
import { forgetOfflineCopies, KEPT_OFFLINE, withOfflineCopy } from '../../../lib/offline-copy'
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

/** What a kept copy of the account must be (decision 151). */
const storedUserSchema = z.nullable(currentUserSchema)

/**
 * The account, kept on the device: offline, a member keeps their plan's view (decision 151).
 * When nobody is signed in any more, nothing of the previous account is kept.
 */
async function getCurrentUserKept(signal: AbortSignal): Promise<CurrentUser | null> {
  return withOfflineCopy(queryKeys.account.currentUser, storedUserSchema, async () => {
    const user = await getCurrentUser(signal)
    if (user === null) await forgetOfflineCopies()
    return user
  })
}

export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.account.currentUser,
  queryFn: ({ signal }) => getCurrentUserKept(signal),
  ...KEPT_OFFLINE,
  // Known at once without a session: no loading state (and no layout shift) for visitors.
  initialData: () => (mayHaveSession() ? undefined : null),
  retry: false,
})

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions)
}

/** docs/product.md §Accounts: premium when isPremium is true or the subscription status is "premium". */
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
