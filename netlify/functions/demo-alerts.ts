import type { Config } from '@netlify/functions'
import { allowMethods, handler, json, problem } from '../server/http'
import { alertLog } from '../server/data/alert-records'
import { database } from '../server/data/transaction'
import { currentUser } from '../server/session'

/** GET /api/demo/alerts (docs/product.md §API): the caller's real alert log, newest first, in the product's Alert shape. */
export default handler(async (req) => {
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  const user = await currentUser(req)
  if (!user) return problem(401, 'not_signed_in', /*i18n*/ { id: 'problem.alerts.signIn', message: 'Sign in to see your alerts.' })
  return json(await alertLog(database, user.id), { headers: { 'cache-control': 'private, no-store' } })
})

export const config: Config = { path: '/api/demo/alerts' }
