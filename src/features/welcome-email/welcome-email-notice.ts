import { msg } from '@lingui/core/macro'
import type { SendWelcomeEmailResponse } from '../../domain/contracts/email'
import type { Notice, RequestFailure } from '../../domain/validation/request-failure'
import { i18n } from '../../lib/i18n'

/** docs/product.md §Messages texts of the welcome e-mail, and the local-mode text that keeps them honest. */
export const WELCOME_EMAIL_TEXT = {
  successTitle: msg`Success!`,
  sentDescription: msg`Welcome email sent successfully`,
  /** Outbox mode: nothing left the machine, so the spec's "sent" would be untrue. */
  storedDescription: msg`Welcome email stored in the local outbox (no SMTP server is configured, so nothing was sent)`,
  failureTitle: msg({ message: 'Error', comment: 'A toast title' }),
  failureFallback: msg`Failed to send welcome email`,
  networkDescription: msg`Network error occurred`,
} as const

/** docs/product.md §Messages success toast; "sent" only when an SMTP server took the message. In the app's language. */
export function welcomeEmailSuccessNotice(answer: SendWelcomeEmailResponse): Notice {
  const description = answer.delivery === 'smtp' ? WELCOME_EMAIL_TEXT.sentDescription : WELCOME_EMAIL_TEXT.storedDescription
  return { title: i18n._(WELCOME_EMAIL_TEXT.successTitle), description: i18n._(description), variant: 'default' }
}

/** docs/product.md §Messages: the server's message or a fallback when it refused; 'Network error occurred' when unreachable. */
export function welcomeEmailFailureNotice(failure: RequestFailure): Notice {
  const description =
    failure.kind === 'unreachable'
      ? i18n._(WELCOME_EMAIL_TEXT.networkDescription)
      : failure.serverMessage || i18n._(WELCOME_EMAIL_TEXT.failureFallback)
  return { title: i18n._(WELCOME_EMAIL_TEXT.failureTitle), description, variant: 'destructive' }
}
