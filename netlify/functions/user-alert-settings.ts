import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { alertSettings } from '../server/alerts/settings-endpoints'

/** GET and PUT /api/user/alert-settings: the caller's SMS alert settings. */
export default handler(alertSettings)

export const config: Config = { path: '/api/user/alert-settings' }
