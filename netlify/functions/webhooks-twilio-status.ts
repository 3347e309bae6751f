import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { twilioStatus } from '../server/alerts/twilio-webhooks'

/** POST /api/webhooks/twilio/status: delivery reports for our texts (signature checked). */
export default handler(twilioStatus)

export const config: Config = { path: '/api/webhooks/twilio/status' }
