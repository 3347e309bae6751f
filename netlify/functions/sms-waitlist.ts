import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { joinWaitlist } from '../server/sms-waitlist/join'

/** POST /api/sms/waitlist {email, country}: tell me when AirAhead can text my country. */
export default handler((req) => joinWaitlist(req, Math.floor(Date.now() / 1000)))

export const config: Config = { path: '/api/sms/waitlist' }
