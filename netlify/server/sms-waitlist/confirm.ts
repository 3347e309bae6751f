import { describeCountries } from '../../../src/domain/sms/countries'
import { answerConfirmationLink } from '../email/confirmation-page'
import { waitlistConfirmPage, waitlistJoinedPage } from './confirmation'
import { confirmJoinByToken, findJoinByToken } from './waitlist-rows'

export const WAITLIST_CONFIRM_MESSAGES = {
  badLink: /*i18n*/ { id: 'problem.waitlist.confirm.badLink', message: 'This confirmation link is incomplete. Open the link from the e-mail again, or join the waitlist again on the AirAhead pricing page.' },
  expired: /*i18n*/ { id: 'problem.waitlist.confirm.expired', message: 'This confirmation link has expired or is not valid. Join the waitlist again on the AirAhead pricing page.' },
} as const

/**
 * GET and POST /api/sms/waitlist/confirm?token=… (decision 240). GET shows the address, the
 * country and a button and changes nothing; POST (the button) confirms: the address counts,
 * for the link's country.
 */
export function confirmWaitlist(req: Request, now: Date): Promise<Response> {
  return answerConfirmationLink(req, now, {
    messages: WAITLIST_CONFIRM_MESSAGES,
    show: async (tokenHash, token, at, locale) => {
      const link = await findJoinByToken(tokenHash, at)
      if (!link) return null
      const country = describeCountries([link.country], locale)
      return link.state === 'pending' ? waitlistConfirmPage(link.email, country, token, locale) : waitlistJoinedPage(link.email, country, locale)
    },
    confirm: async (tokenHash, at, locale) => {
      const joined = await confirmJoinByToken(tokenHash, at)
      return joined === null ? null : waitlistJoinedPage(joined.email, describeCountries([joined.country], locale), locale)
    },
  })
}
