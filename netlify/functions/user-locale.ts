import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { userLocale } from '../server/auth/locale-endpoint'

/** PUT /api/user/locale {locale}: the language of the person's texts, pushes and e-mails (decision 283). */
export default handler(userLocale)

export const config: Config = { path: '/api/user/locale' }
