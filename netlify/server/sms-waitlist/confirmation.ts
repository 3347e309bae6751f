import { confirmButton, confirmationPage } from '../email/confirmation-page'
import { confirmationMessage } from '../email/confirmation-message'
import { CONFIRMATION_DAYS } from '../email/confirmation-token'
import { escapeMarkup } from '../escape-markup'
import type { EmailMessage } from '../providers/email/types'

export const WAITLIST_CONFIRM_PATH = '/api/sms/waitlist/confirm'
export const WAITLIST_CONFIRMATION_SUBJECT = 'Confirm your place on the AirAhead texting waitlist'

/** The page the e-mail links to: it asks for one click before anything changes. */
export function waitlistConfirmationLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}${WAITLIST_CONFIRM_PATH}?token=${token}`
}

/**
 * The waitlist's double opt-in e-mail (decision 240). It may go to an address already on the
 * list (for this country or another): doing nothing changes nothing either way.
 */
export function waitlistConfirmationEmail({ to, country, link }: { to: string; country: string; link: string }): EmailMessage {
  return confirmationMessage({
    to,
    subject: WAITLIST_CONFIRMATION_SUBJECT,
    lines: [
      `Someone, hopefully you, asked to be e-mailed at this address when AirAhead can send air-quality alerts by text to phone numbers in ${country}.`,
      `To confirm, open this link within ${CONFIRMATION_DAYS} days and press "Confirm":`,
    ],
    link,
    button: 'Confirm',
    ignore: `If you did not ask for it, ignore this e-mail: nothing changes, and an address no one confirms is deleted after ${CONFIRMATION_DAYS} days.`,
    purpose: 'sms_waitlist_confirm',
  })
}

/** What the link opens while the join is pending: one button. */
export function waitlistConfirmPage(email: string, country: string, token: string): string {
  return confirmationPage(
    'Confirm the waitlist',
    `<p>Press the button to be told at <strong>${escapeMarkup(email)}</strong> when AirAhead can text phone numbers in <strong>${escapeMarkup(country)}</strong>.</p>
${confirmButton(WAITLIST_CONFIRM_PATH, token, 'Confirm')}`,
  )
}

export function waitlistJoinedPage(email: string, country: string): string {
  return confirmationPage(
    "You're on the waitlist",
    `<p>We will e-mail <strong>${escapeMarkup(email)}</strong> when AirAhead can text phone numbers in <strong>${escapeMarkup(country)}</strong>.</p>
<p><a href="/">Back to AirAhead</a></p>`,
  )
}
