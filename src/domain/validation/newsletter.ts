import type { Notice, RequestFailure } from './request-failure'

/** docs/product.md §Validation, §Messages texts of the newsletter signup. */
export const NEWSLETTER_TEXT = {
  invalidTitle: 'Invalid Email',
  invalidDescription: 'Please enter a valid email address',
  successTitle: 'Successfully Subscribed!',
  failureTitle: 'Subscription Error',
  failureFallback: 'Failed to subscribe. Please try again.',
  networkTitle: 'Network Error',
  networkDescription: 'Failed to connect. Please check your internet connection and try again.',
} as const

/** The longest e-mail address SMTP can carry (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_LENGTH = 254

/** The stored form of an address: trimmed and lowercased, so Ann@Example.com and ann@example.com are one subscriber. */
export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase()
}

/**
 * docs/product.md §Validation, the browser's check before sending: non-empty (after trimming) and contains '@'.
 * The server checks the full shape; this only catches what is plainly not an address.
 */
export function checkNewsletterEmail(input: string): { ok: true; email: string } | { ok: false; notice: Notice } {
  const email = input.trim()
  if (email !== '' && email.includes('@')) return { ok: true, email }
  return {
    ok: false,
    notice: { title: NEWSLETTER_TEXT.invalidTitle, description: NEWSLETTER_TEXT.invalidDescription, variant: 'destructive' },
  }
}

/** docs/product.md §Messages: the success toast shows the server's message. */
export function newsletterSuccessNotice(serverMessage: string): Notice {
  return { title: NEWSLETTER_TEXT.successTitle, description: serverMessage, variant: 'default' }
}

/** docs/product.md §Messages: the server's message (or a fallback) when it refused; a network notice when unreachable. */
export function newsletterFailureNotice(failure: RequestFailure): Notice {
  if (failure.kind === 'unreachable') {
    return { title: NEWSLETTER_TEXT.networkTitle, description: NEWSLETTER_TEXT.networkDescription, variant: 'destructive' }
  }
  return {
    title: NEWSLETTER_TEXT.failureTitle,
    description: failure.serverMessage || NEWSLETTER_TEXT.failureFallback,
    variant: 'destructive',
  }
}
