import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { twilioInbound } from '../server/alerts/twilio-webhooks'

/** POST /api/webhooks/twilio/inbound: STOP / START / HELP from a phone (signature checked). */
export default handler(twilioInbound)

export const config: Config = { path: '/api/webhooks/twilio/inbound' }
