import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { alertConsent } from '../server/alerts/settings-endpoints'

/** POST /api/user/alert-consent {textVersion}: the SMS opt-in, with its evidence stored. */
export default handler(alertConsent)

export const config: Config = { path: '/api/user/alert-consent' }
