import { confirmButton, confirmationPage } from '../email/confirmation-page'
import { escapeMarkup } from '../escape-markup'

/** What the e-mail's link opens: one button that confirms (decision 119). */
export function confirmPage(email: string, token: string): string {
  return confirmationPage(
    'Confirm your subscription',
    `<p>Press the button to get the AirAhead newsletter at <strong>${escapeMarkup(email)}</strong>.</p>
${confirmButton('/api/newsletter/confirm', token, 'Confirm subscription')}`,
  )
}

export function subscribedPage(email: string): string {
  return confirmationPage(
    "You're subscribed",
    `<p>The AirAhead newsletter will go to <strong>${escapeMarkup(email)}</strong>.</p>
<p><a href="/">Back to AirAhead</a></p>`,
  )
}
