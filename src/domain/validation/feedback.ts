import type { RequestFailure } from './request-failure'

/** docs/product.md §Limits: longest subject and message, in characters (UTF-16 code units, as `maxLength` counts). */
export const FEEDBACK_SUBJECT_MAX = 100
export const FEEDBACK_MESSAGE_MAX = 1000

/** docs/product.md §States, §Limits: the success state closes the dialog after 3 s. */
export const FEEDBACK_SUCCESS_CLOSE_MS = 3000

/** docs/product.md §Validation, §Messages texts of the feedback dialog. */
export const FEEDBACK_TEXT = {
  bothRequired: 'Please fill in both subject and message fields.',
  success: "Thank you! Your feedback has been sent successfully. We'll get back to you soon.",
  failureFallback: 'Failed to send feedback',
  failureRetry: 'Failed to send feedback. Please try again.',
  subjectTooLong: `Subject must be at most ${FEEDBACK_SUBJECT_MAX} characters.`,
  messageTooLong: `Message must be at most ${FEEDBACK_MESSAGE_MAX} characters.`,
} as const

export interface FeedbackDraft {
  subject: string
  message: string
}

/**
 * docs/product.md §Validation: subject and message must both be non-empty after trimming, and within their
 * limits. Returns the trimmed values to send, or the sentence to show.
 */
export function checkFeedbackDraft(draft: FeedbackDraft): { ok: true; value: FeedbackDraft } | { ok: false; message: string } {
  const subject = draft.subject.trim()
  const message = draft.message.trim()
  if (subject === '' || message === '') return { ok: false, message: FEEDBACK_TEXT.bothRequired }
  if (subject.length > FEEDBACK_SUBJECT_MAX) return { ok: false, message: FEEDBACK_TEXT.subjectTooLong }
  if (message.length > FEEDBACK_MESSAGE_MAX) return { ok: false, message: FEEDBACK_TEXT.messageTooLong }
  return { ok: true, value: { subject, message } }
}

/**
 * docs/product.md §Validation: submit is disabled while either field is empty or while sending. "Empty" is the
 * raw value: a field holding only spaces can be submitted and then gets the §Validation message,
 * which says what is wrong instead of leaving a dead button.
 */
export function canSubmitFeedback(draft: FeedbackDraft, sending: boolean): boolean {
  return !sending && draft.subject !== '' && draft.message !== ''
}

/** docs/product.md §Validation: the live counter under the message, e.g. "42/1000". */
export function feedbackCounter(message: string): string {
  return `${message.length}/${FEEDBACK_MESSAGE_MAX}`
}

/**
 * docs/product.md §Messages, the error state's sentence. The server's own message says what to change
 * (sign in, premium, too long, too many); an answer without one is 'Failed to send
 * feedback'; no answer at all is worth retrying as-is, so it adds 'Please try again.'
 */
export function feedbackFailureText(failure: RequestFailure): string {
  if (failure.kind === 'unreachable') return FEEDBACK_TEXT.failureRetry
  return failure.serverMessage || FEEDBACK_TEXT.failureFallback
}
