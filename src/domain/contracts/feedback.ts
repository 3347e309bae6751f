// zod/mini: the response schema also runs in the browser.
import * as z from 'zod/mini'
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX } from '../validation/feedback'
import { say } from '../i18n/ambient'
import type { MessageDescriptor } from '../i18n/locales'
import { bodyObjectError, mustBeText } from './body-errors'

/** How much of the page path and the user agent is kept with a message. */
export const FEEDBACK_PAGE_MAX = 512
export const FEEDBACK_USER_AGENT_MAX = 512

const FEEDBACK_CONTRACT_MESSAGES = {
  bothRequired: /*i18n*/ { id: 'validation.feedback.bothRequired', message: 'Please fill in both subject and message fields.' },
  subjectTooLong: /*i18n*/ { id: 'validation.feedback.subjectTooLong', message: 'Subject must be at most {max} characters.' },
  messageTooLong: /*i18n*/ { id: 'validation.feedback.messageTooLong', message: 'Message must be at most {max} characters.' },
  control: /*i18n*/ { id: 'validation.feedback.control', message: '{field} cannot contain control characters.', comment: 'field: "Subject" or "Message", the name of the request field, untranslated' },
  pageTooLong: /*i18n*/ { id: 'validation.feedback.pageTooLong', message: 'currentPage must be at most {max} characters.', comment: '"currentPage" is the name of the request field, untranslated' },
  pagePath: /*i18n*/ { id: 'validation.feedback.pagePath', message: 'currentPage must be a path such as /home.', comment: '"currentPage" is the name of the request field, untranslated' },
}

/*
 * Control characters: a subject is one line (it may become an e-mail subject, where CR/LF
 * would inject headers); a message keeps tabs and line breaks. NUL cannot be stored in
 * Postgres text at all, so it must never reach the database.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/g
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PATH = /^\/[^\s\u0000-\u001f\u007f]*$/

/** docs/product.md §Validation on the server: trimmed, non-empty, within the limit. */
const requiredText = (label: string, max: number, tooLong: MessageDescriptor, pattern: RegExp) =>
  z.string({ error: mustBeText(label) }).check(
    z.trim(),
    z.minLength(1, { error: () => say(FEEDBACK_CONTRACT_MESSAGES.bothRequired) }),
    z.maxLength(max, { error: () => say(tooLong, { max }) }),
    z.regex(pattern, { error: () => say(FEEDBACK_CONTRACT_MESSAGES.control, { field: label }) }),
  )

/** POST /api/feedback (docs/product.md §Data "Feedback"). */
export const feedbackRequestSchema = z.strictObject(
  {
    subject: requiredText('Subject', FEEDBACK_SUBJECT_MAX, FEEDBACK_CONTRACT_MESSAGES.subjectTooLong, SINGLE_LINE),
    message: requiredText('Message', FEEDBACK_MESSAGE_MAX, FEEDBACK_CONTRACT_MESSAGES.messageTooLong, MULTI_LINE),
    /** The app's `location.pathname` when the message was written. */
    currentPage: z.string({ error: mustBeText('currentPage') }).check(
      z.maxLength(FEEDBACK_PAGE_MAX, { error: () => say(FEEDBACK_CONTRACT_MESSAGES.pageTooLong, { max: FEEDBACK_PAGE_MAX }) }),
      z.regex(PATH, { error: () => say(FEEDBACK_CONTRACT_MESSAGES.pagePath) }),
    ),
    /** `navigator.userAgent`, free-form and sometimes long: cleaned and cut, never refused. */
    userAgent: z.string({ error: mustBeText('userAgent') }).check(
      z.overwrite((ua) => ua.replace(CONTROL, '').trim().slice(0, FEEDBACK_USER_AGENT_MAX)),
    ),
  },
  { error: bodyObjectError },
)
export type FeedbackRequest = z.output<typeof feedbackRequestSchema>

export const feedbackResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
})
export type FeedbackResponse = z.infer<typeof feedbackResponseSchema>
