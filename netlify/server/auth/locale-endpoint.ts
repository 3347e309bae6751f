import { userLocaleBodySchema, type UserLocaleResponse } from '../../../src/domain/contracts/auth'
import { query } from '../db'
import { json } from '../http'
import { readJsonBody } from '../request-body'
import { currentUser } from '../session'
import { guardStateChange } from './guards'

/**
 * PUT /api/user/locale {locale}: the language the person's texts, pushes and e-mails are
 * written in (decision 283). A caller without a session saves nothing and is told so (not a
 * 401: the app asks after every choice, signed in or not, and sign-in sets it anyway).
 */
export async function userLocale(req: Request): Promise<Response> {
  const refused = guardStateChange(req, ['PUT'])
  if (refused) return refused
  const body = await readJsonBody(req, userLocaleBodySchema)
  if (!body.ok) return body.response
  const { locale } = body.value
  const user = await currentUser(req)
  if (user) await query(`UPDATE users SET locale = $2 WHERE id = $1`, [user.id, locale])
  const answer: UserLocaleResponse = { locale, saved: user !== null }
  return json(answer, { headers: { 'cache-control': 'no-store' } })
}
