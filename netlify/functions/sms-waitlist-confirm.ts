import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { confirmWaitlist } from '../server/sms-waitlist/confirm'

/** GET /api/sms/waitlist/confirm?token=… (the e-mail's link: a page with a button) and POST (the button): double opt-in. */
export default handler((req) => confirmWaitlist(req, new Date()))

export const config: Config = { path: '/api/sms/waitlist/confirm' }
