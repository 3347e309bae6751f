import { confirmationMessage } from '../email/confirmation-message'
import { CONFIRMATION_DAYS } from '../email/confirmation-token'
import type { EmailMessage } from '../providers/email/types'
import { DEFAULT_LOCALE, english, type AppLocale, type Translate } from '../../../src/domain/i18n/locales'

const MESSAGES = {
  subject: /*i18n*/ { id: 'email.newsletter.subject', message: 'Confirm your AirAhead newsletter subscription' },
  asked: /*i18n*/ {
    id: 'email.newsletter.asked',
    message: 'Someone, hopefully you, asked to receive the AirAhead newsletter (seasonal air-quality outlooks and health tips) at this address.',
  },
  howTo: /*i18n*/ { id: 'email.newsletter.howTo', message: 'To confirm, open this link within {days} days and press "{button}":' },
  button: /*i18n*/ { id: 'email.newsletter.button', message: 'Confirm subscription' },
  ignore: /*i18n*/ {
    id: 'email.newsletter.ignore',
    message: 'If you did not ask for it, ignore this e-mail: you will not be subscribed, and we delete the address after {days} days.',
  },
} as const

export const CONFIRMATION_SUBJECT = english(MESSAGES.subject)

/** The page the e-mail links to: it asks for one click before anything is confirmed. */
export function confirmationLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/api/newsletter/confirm?token=${token}`
}

/**
 * The newsletter's double opt-in e-mail (decision 119); doing nothing means no subscription.
 * In the language of the app that asked (`t`, `locale`; decision 283).
 */
export function confirmationEmail({ to, link, t = english, locale = DEFAULT_LOCALE }: { to: string; link: string; t?: Translate; locale?: AppLocale }): EmailMessage {
  const button = t(MESSAGES.button)
  const days = CONFIRMATION_DAYS
  return confirmationMessage({
    to,
    subject: t(MESSAGES.subject),
    lines: [t(MESSAGES.asked), t({ ...MESSAGES.howTo, values: { days, button } })],
    link,
    button,
    ignore: t({ ...MESSAGES.ignore, values: { days } }),
    purpose: 'newsletter_confirm',
    locale,
  })
}
