import { allowMethods, problem } from '../http'
import { sameOrigin } from '../request-body'
import { CONFIRMATION_TOKEN_PATTERN, hashConfirmationToken } from './confirmation-email'
import { CONFIRM_PAGE_HEADERS, confirmPage, subscribedPage } from './confirm-pages'
import { confirmByToken, findByToken } from './subscribers'

export const CONFIRM_MESSAGES = {
  badLink: 'This confirmation link is incomplete. Open the link from the e-mail again, or sign up again on the AirAhead home page.',
  expired: 'This confirmation link has expired or is not valid. Sign up again on the AirAhead home page.',
} as const

/**
 * GET and POST /api/newsletter/confirm?token=… (decision 119). GET shows the address and a
 * button and changes nothing; POST (the button) confirms, once or again. Both answer a page;
 * a missing, malformed, unknown or expired token is a 4xx JSON problem like every API error.
 */
export async function confirmNewsletter(req: Request, now: Date): Promise<Response> {
  const refused = allowMethods(req, ['GET', 'POST']) ?? (req.method === 'POST' ? sameOrigin(req) : null)
  if (refused) return refused
  const token = new URL(req.url).searchParams.get('token') ?? ''
  if (!CONFIRMATION_TOKEN_PATTERN.test(token)) return problem(400, 'invalid_request', CONFIRM_MESSAGES.badLink)
  const tokenHash = hashConfirmationToken(token)

  if (req.method === 'GET') {
    const found = await findByToken(tokenHash, now)
    if (!found) return problem(404, 'link_expired', CONFIRM_MESSAGES.expired)
    return html(found.confirmed ? subscribedPage(found.email) : confirmPage(found.email, token))
  }
  const email = await confirmByToken(tokenHash, now)
  if (!email) return problem(404, 'link_expired', CONFIRM_MESSAGES.expired)
  return html(subscribedPage(email))
}

function html(body: string): Response {
  return new Response(body, { headers: CONFIRM_PAGE_HEADERS })
}
