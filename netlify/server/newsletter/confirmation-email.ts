import { confirmationMessage } from '../email/confirmation-message'
import { CONFIRMATION_DAYS } from '../email/confirmation-token'
import type { EmailMessage } from '../providers/email/types'

export const CONFIRMATION_SUBJECT = 'Confirm your AirAhead newsletter subscription'

/** The page the e-mail links to: it asks for one click before anything is confirmed. */
export function confirmationLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/api/newsletter/confirm?token=${token}`
}

/** The newsletter's double opt-in e-mail (decision 119); doing nothing means no subscription. */
export function confirmationEmail({ to, link }: { to: string; link: string }): EmailMessage {
  return confirmationMessage({
    to,
    subject: CONFIRMATION_SUBJECT,
    lines: [
      'Someone, hopefully you, asked to receive the AirAhead newsletter (seasonal air-quality outlooks and health tips) at this address.',
      `To confirm, open this link within ${CONFIRMATION_DAYS} days and press "Confirm subscription":`,
    ],
    link,
    button: 'Confirm subscription',
    ignore: `If you did not ask for it, ignore this e-mail: you will not be subscribed, and we delete the address after ${CONFIRMATION_DAYS} days.`,
    purpose: 'newsletter_confirm',
  })
}
