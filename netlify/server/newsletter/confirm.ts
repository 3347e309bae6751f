import { answerConfirmationLink } from '../email/confirmation-page'
import { confirmPage, subscribedPage } from './confirm-pages'
import { confirmByToken, findByToken } from './subscribers'

export const CONFIRM_MESSAGES = {
  badLink: /*i18n*/ { id: 'problem.newsletter.confirm.badLink', message: 'This confirmation link is incomplete. Open the link from the e-mail again, or sign up again on the AirAhead home page.' },
  expired: /*i18n*/ { id: 'problem.newsletter.confirm.expired', message: 'This confirmation link has expired or is not valid. Sign up again on the AirAhead home page.' },
} as const

/**
 * GET and POST /api/newsletter/confirm?token=… (decision 119). GET shows the address and a
 * button and changes nothing; POST (the button) confirms, once or again.
 */
export function confirmNewsletter(req: Request, now: Date): Promise<Response> {
  return answerConfirmationLink(req, now, {
    messages: CONFIRM_MESSAGES,
    show: async (tokenHash, token, at, locale) => {
      const found = await findByToken(tokenHash, at)
      if (!found) return null
      return found.confirmed ? subscribedPage(found.email, locale) : confirmPage(found.email, token, locale)
    },
    confirm: async (tokenHash, at, locale) => {
      const email = await confirmByToken(tokenHash, at)
      return email === null ? null : subscribedPage(email, locale)
    },
  })
}
