import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { pushSubscriptions } from '../server/push/subscriptions-endpoint'

/** POST/DELETE/PATCH /api/push/subscriptions: this device's free push alert for one place (decision 265). */
export default handler((req) => pushSubscriptions(req, Math.floor(Date.now() / 1000)))

export const config: Config = { path: '/api/push/subscriptions' }
