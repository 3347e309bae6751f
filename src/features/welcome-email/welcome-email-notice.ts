import type { SendWelcomeEmailResponse } from '../../domain/contracts/email'
import type { Notice, RequestFailure } from '../../domain/validation/request-failure'

/** docs/product.md §Messages texts of the welcome e-mail, and the local-mode text that keeps them honest. */
export const WELCOME_EMAIL_TEXT = {
  successTitle: 'Success!',
  sentDescription: 'Welcome email sent successfully',
  /** Outbox mode: nothing left the machine, so the spec's "sent" would be untrue. */
  storedDescription: 'Welcome email stored in the local outbox (no SMTP server is configured, so nothing was sent)',
  failureTitle: 'Error',
  failureFallback: 'Failed to send welcome email',
  networkDescription: 'Network error occurred',
} as const

/** docs/product.md §Messages success toast; "sent" only when an SMTP server took the message. */
export function welcomeEmailSuccessNotice(answer: SendWelcomeEmailResponse): Notice {
  const description = answer.delivery === 'smtp' ? WELCOME_EMAIL_TEXT.sentDescription : WELCOME_EMAIL_TEXT.storedDescription
  return { title: WELCOME_EMAIL_TEXT.successTitle, description, variant: 'default' }
}

/** docs/product.md §Messages: the server's message or a fallback when it refused; 'Network error occurred' when unreachable. */
export function welcomeEmailFailureNotice(failure: RequestFailure): Notice {
  const description =
    failure.kind === 'unreachable'
      ? WELCOME_EMAIL_TEXT.networkDescription
      : failure.serverMessage || WELCOME_EMAIL_TEXT.failureFallback
  return { title: WELCOME_EMAIL_TEXT.failureTitle, description, variant: 'destructive' }
}
