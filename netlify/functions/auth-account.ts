import type { Config } from '@netlify/functions'
import { deleteAccountBodySchema, type DeleteAccountResponse } from '../../src/domain/contracts/auth'
import { handler, json, problem, readerText } from '../server/http'
import { readJsonBody } from '../server/request-body'
import { currentUser } from '../server/session'
import { deleteAccount } from '../server/auth/delete-account'
import { guardStateChange } from '../server/auth/guards'
import { clearedSessionCookie, withSetCookie } from '../server/auth/session-cookie'
import { paymentsProvider } from '../server/providers/payments'

/** DELETE /api/auth/account {confirm: "DELETE"}: deletes the account and every personal row. */
export default handler(async (req) => {
  const refused = guardStateChange(req, ['DELETE'])
  if (refused) return refused
  const user = await currentUser(req)
  if (!user) return problem(401, 'not_signed_in', /*i18n*/ { id: 'problem.account.notSignedIn', message: 'You are not signed in.' })
  const body = await readJsonBody(req, deleteAccountBodySchema)
  if (!body.ok) return body.response

  const deleted = await deleteAccount(user.id, paymentsProvider())
  if (!deleted.ok) return problem(502, 'payments_unavailable', deleted.error)

  const answer: DeleteAccountResponse = { success: true, message: readerText(/*i18n*/ { id: 'answer.account.deleted', message: 'Your account and everything stored with it have been deleted.' }) }
  return withSetCookie(json(answer), clearedSessionCookie(req))
})

export const config: Config = { path: '/api/auth/account' }
