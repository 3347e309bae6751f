import type { Config } from '@netlify/functions'
import { sendWelcomeEmail } from '../server/email/send-welcome-email'
import { allowMethods, handler } from '../server/http'
import { sameOrigin } from '../server/request-body'

/**
 * POST /api/user/send-welcome-email (docs/product.md §API: JSON content type, no body): a test copy of
 * the welcome e-mail through the e-mail port — SMTP, or the outbox locally.
 */
export default handler(async (req) => allowMethods(req, ['POST']) ?? sameOrigin(req) ?? sendWelcomeEmail(req))

export const config: Config = { path: '/api/user/send-welcome-email' }
