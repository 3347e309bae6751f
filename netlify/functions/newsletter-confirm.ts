import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { confirmNewsletter } from '../server/newsletter/confirm'

/** GET /api/newsletter/confirm?token=… (the e-mail's link: a page with a button) and POST (the button): double opt-in. */
export default handler((req) => confirmNewsletter(req, new Date()))

export const config: Config = { path: '/api/newsletter/confirm' }
