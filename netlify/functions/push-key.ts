import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { pushKey } from '../server/push/subscriptions-endpoint'

/** GET /api/push/key: the VAPID public key for free push alerts (decision 265). */
export default handler((req) => Promise.resolve(pushKey(req)))

export const config: Config = { path: '/api/push/key' }
