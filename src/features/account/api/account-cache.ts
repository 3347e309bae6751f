import { hashKey, type QueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '../../../domain/contracts/user'
import { forgetOfflineCopies } from '../../../lib/offline-copy'
import { queryKeys } from '../../../lib/query-keys'

/**
 * After signing in, signing out or deleting the account: the new user (null for nobody) is
 * shown at once, and every other query except air quality (which is the same for everyone)
 * is read again, so no data of the previous account stays on screen or on the device.
 */
export async function replaceCurrentUser(queryClient: QueryClient, user: CurrentUser | null): Promise<void> {
  // The previous account's offline copies (decision 151) must never show for the next one.
  await forgetOfflineCopies()
  const userHash = hashKey(queryKeys.account.currentUser)
  queryClient.setQueryData(queryKeys.account.currentUser, user)
  await queryClient.invalidateQueries({
    predicate: ({ queryKey, queryHash }) => queryKey[0] !== queryKeys.airQuality.all[0] && queryHash !== userHash,
  })
}
