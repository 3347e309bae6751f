import { confirmButton, confirmationPage, markupSentence } from '../email/confirmation-page'
import { escapeMarkup } from '../escape-markup'
import { translator } from '../i18n'
import { DEFAULT_LOCALE, type AppLocale } from '../../../src/domain/i18n/locales'

const MESSAGES = {
  confirmTitle: /*i18n*/ { id: 'email.newsletter.page.confirmTitle', message: 'Confirm your subscription' },
  confirmBody: /*i18n*/ { id: 'email.newsletter.page.confirmBody', message: 'Press the button to get the AirAhead newsletter at {email}.' },
  button: /*i18n*/ { id: 'email.newsletter.button', message: 'Confirm subscription' },
  doneTitle: /*i18n*/ { id: 'email.newsletter.page.doneTitle', message: "You're subscribed" },
  doneBody: /*i18n*/ { id: 'email.newsletter.page.doneBody', message: 'The AirAhead newsletter will go to {email}.' },
  back: /*i18n*/ { id: 'email.page.back', message: 'Back to AirAhead' },
} as const

const strong = (text: string) => `<strong>${escapeMarkup(text)}</strong>`

/** What the e-mail's link opens: one button that confirms (decision 119), in the reader's language. */
export function confirmPage(email: string, token: string, locale: AppLocale = DEFAULT_LOCALE): string {
  const t = translator(locale)
  return confirmationPage(
    t(MESSAGES.confirmTitle),
    `<p>${markupSentence(t, MESSAGES.confirmBody, { email: strong(email) })}</p>
${confirmButton('/api/newsletter/confirm', token, t(MESSAGES.button))}`,
    locale,
  )
}

export function subscribedPage(email: string, locale: AppLocale = DEFAULT_LOCALE): string {
  const t = translator(locale)
  return confirmationPage(
    t(MESSAGES.doneTitle),
    `<p>${markupSentence(t, MESSAGES.doneBody, { email: strong(email) })}</p>
<p><a href="/">${escapeMarkup(t(MESSAGES.back))}</a></p>`,
    locale,
  )
}
