// zod/mini: the response schema also runs in the browser.
import * as z from 'zod/mini'
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX, FEEDBACK_TEXT } from '../validation/feedback'
import { bodyObjectError } from './body-errors'

/** How much of the page path and the user agent is kept with a message. */
export const FEEDBACK_PAGE_MAX = 512
export const FEEDBACK_USER_AGENT_MAX = 512

const mustBeText = (label: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? `${label} is required.` : `${label} must be a string.`

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
const requiredText = (label: string, max: number, tooLong: string, pattern: RegExp) =>
  z.string({ error: mustBeText(label) }).check(
    z.trim(),
    z.minLength(1, { error: FEEDBACK_TEXT.bothRequired }),
    z.maxLength(max, { error: tooLong }),
    z.regex(pattern, { error: `${label} cannot contain control characters.` }),
  )

/** POST /api/feedback (docs/product.md §Data "Feedback"). */
export const feedbackRequestSchema = z.strictObject(
  {
    subject: requiredText('Subject', FEEDBACK_SUBJECT_MAX, FEEDBACK_TEXT.subjectTooLong, SINGLE_LINE),
    message: requiredText('Message', FEEDBACK_MESSAGE_MAX, FEEDBACK_TEXT.messageTooLong, MULTI_LINE),
    /** The app's `location.pathname` when the message was written. */
    currentPage: z.string({ error: mustBeText('currentPage') }).check(
      z.maxLength(FEEDBACK_PAGE_MAX, { error: `currentPage must be at most ${FEEDBACK_PAGE_MAX} characters.` }),
      z.regex(PATH, { error: 'currentPage must be a path such as /home.' }),
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
