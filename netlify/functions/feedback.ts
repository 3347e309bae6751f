import type { Config } from '@netlify/functions'
import { handler } from '../server/http'
import { sendFeedback } from '../server/feedback/send-feedback'
import { currentUser } from '../server/session'

/** POST /api/feedback {subject, message, currentPage, userAgent}: premium users only. */
export default handler((req) => sendFeedback(req, { currentUser, now: () => Math.floor(Date.now() / 1000) }))

export const config: Config = { path: '/api/feedback' }
