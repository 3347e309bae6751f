import { confirmButton, confirmationPage, markupSentence } from '../email/confirmation-page'
import { translator } from '../i18n'
import { confirmationMessage } from '../email/confirmation-message'
import { CONFIRMATION_DAYS } from '../email/confirmation-token'
import { escapeMarkup } from '../escape-markup'
import type { EmailMessage } from '../providers/email/types'
import { DEFAULT_LOCALE, english, type AppLocale, type Translate } from '../../../src/domain/i18n/locales'

export const WAITLIST_CONFIRM_PATH = '/api/sms/waitlist/confirm'
const MESSAGES = {
  subject: /*i18n*/ { id: 'email.waitlist.subject', message: 'Confirm your place on the AirAhead texting waitlist' },
  asked: /*i18n*/ {
    id: 'email.waitlist.asked',
    message: 'Someone, hopefully you, asked to be e-mailed at this address when AirAhead can send air-quality alerts by text to phone numbers in {country}.',
  },
  howTo: /*i18n*/ { id: 'email.waitlist.howTo', message: 'To confirm, open this link within {days} days and press "{button}":' },
  button: /*i18n*/ { id: 'email.waitlist.button', message: 'Confirm' },
  ignore: /*i18n*/ {
    id: 'email.waitlist.ignore',
    message: 'If you did not ask for it, ignore this e-mail: nothing changes, and an address no one confirms is deleted after {days} days.',
  },
} as const

export const WAITLIST_CONFIRMATION_SUBJECT = english(MESSAGES.subject)

/** The page the e-mail links to: it asks for one click before anything changes. */
export function waitlistConfirmationLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}${WAITLIST_CONFIRM_PATH}?token=${token}`
}

/**
 * The waitlist's double opt-in e-mail (decision 240). It may go to an address already on the
 * list (for this country or another): doing nothing changes nothing either way.
 */
export function waitlistConfirmationEmail({
  to,
  country,
  link,
  t = english,
  locale = DEFAULT_LOCALE,
}: {
  to: string
  country: string
  link: string
  t?: Translate
  locale?: AppLocale
}): EmailMessage {
  const button = t(MESSAGES.button)
  const days = CONFIRMATION_DAYS
  return confirmationMessage({
    to,
    subject: t(MESSAGES.subject),
    lines: [t({ ...MESSAGES.asked, values: { country } }), t({ ...MESSAGES.howTo, values: { days, button } })],
    link,
    button,
    ignore: t({ ...MESSAGES.ignore, values: { days } }),
    purpose: 'sms_waitlist_confirm',
    locale,
  })
}

const PAGE_MESSAGES = {
  confirmTitle: /*i18n*/ { id: 'email.waitlist.page.confirmTitle', message: 'Confirm the waitlist' },
  confirmBody: /*i18n*/ { id: 'email.waitlist.page.confirmBody', message: 'Press the button to be told at {email} when AirAhead can text phone numbers in {country}.' },
  doneTitle: /*i18n*/ { id: 'email.waitlist.page.doneTitle', message: "You're on the waitlist" },
  doneBody: /*i18n*/ { id: 'email.waitlist.page.doneBody', message: 'We will e-mail {email} when AirAhead can text phone numbers in {country}.' },
  back: /*i18n*/ { id: 'email.page.back', message: 'Back to AirAhead' },
} as const

const strong = (text: string) => `<strong>${escapeMarkup(text)}</strong>`

/** What the link opens while the join is pending: one button, in the reader's language. */
export function waitlistConfirmPage(email: string, country: string, token: string, locale: AppLocale = DEFAULT_LOCALE): string {
  const t = translator(locale)
  return confirmationPage(
    t(PAGE_MESSAGES.confirmTitle),
    `<p>${markupSentence(t, PAGE_MESSAGES.confirmBody, { email: strong(email), country: strong(country) })}</p>
${confirmButton(WAITLIST_CONFIRM_PATH, token, t(MESSAGES.button))}`,
    locale,
  )
}

export function waitlistJoinedPage(email: string, country: string, locale: AppLocale = DEFAULT_LOCALE): string {
  const t = translator(locale)
  return confirmationPage(
    t(PAGE_MESSAGES.doneTitle),
    `<p>${markupSentence(t, PAGE_MESSAGES.doneBody, { email: strong(email), country: strong(country) })}</p>
<p><a href="/">${escapeMarkup(t(PAGE_MESSAGES.back))}</a></p>`,
    locale,
  )
}
