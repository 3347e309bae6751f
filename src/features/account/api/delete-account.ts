import { safeParse } from 'zod/v4/core'
import {
  deleteAccountResponseSchema,
  type DeleteAccountBody,
  type DeleteAccountResponse,
} from '../../../domain/contracts/auth'
import { apiErrorFrom, ContractError, languageHeader } from '../../../lib/api'

const PATH = '/api/auth/account'

/** DELETE /api/auth/account: the account and every personal row, for good. */
export async function deleteAccount(fetchImpl: typeof fetch = globalThis.fetch): Promise<DeleteAccountResponse> {
  const body: DeleteAccountBody = { confirm: 'DELETE' }
  const response = await fetchImpl(PATH, {
    method: 'DELETE',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...languageHeader() },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw await apiErrorFrom(response)
  const parsed = safeParse(deleteAccountResponseSchema, await response.json().catch(() => undefined))
  // eslint-disable-next-line lingui/no-unlocalized-strings -- for developers: people read describeRequestError's words (decision 280)
  if (!parsed.success) throw new ContractError(`Unexpected response from ${PATH}`, { cause: parsed.error })
  return parsed.data
}
