import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { changePhone } from '../server/auth/change-phone'
import { currentSession } from '../server/session'

/** POST /api/user/phone {phone, code}: the signed-in account moves to a newly verified number. */
export default handler((req) => changePhone(req, currentSession))

export const config: Config = { path: '/api/user/phone' }
