import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { sendTestAlert } from '../server/alerts/test-alert'

/** POST /api/demo/test-alert {phoneNumber, message}: a test text to the caller's own verified phone. */
export default handler(sendTestAlert)

export const config: Config = { path: '/api/demo/test-alert' }
