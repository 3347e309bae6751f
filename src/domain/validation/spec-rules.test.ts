import { describe, expect, it } from 'vitest'
import { feedbackRequestSchema } from '../contracts/feedback'
import { newsletterSubscribeRequestSchema } from '../contracts/newsletter'
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_SUBJECT_MAX,
  FEEDBACK_SUCCESS_CLOSE_MS,
  FEEDBACK_TEXT,
  canSubmitFeedback,
  checkFeedbackDraft,
  feedbackCounter,
  feedbackFailureText,
} from './feedback'
import { checkNewsletterEmail, newsletterFailureNotice, newsletterSuccessNotice } from './newsletter'

/**
 * Every spec §5 validation and §8 message of the newsletter and the feedback dialog, each
 * mapped to the function that implements it. `actual` runs the code; `expected` is the spec.
 */
const rules: { spec: string; rule: string; actual: () => unknown; expected: unknown }[] = [
  // §5 Newsletter
  {
    spec: '§5 newsletter',
    rule: "an empty email → toast 'Invalid Email' / 'Please enter a valid email address'",
    actual: () => checkNewsletterEmail(''),
    expected: { ok: false, notice: { title: 'Invalid Email', description: 'Please enter a valid email address', variant: 'destructive' } },
  },
  {
    spec: '§5 newsletter',
    rule: 'a blank email counts as empty',
    actual: () => checkNewsletterEmail('   ').ok,
    expected: false,
  },
  {
    spec: '§5 newsletter',
    rule: "an email without '@' → the same toast",
    actual: () => checkNewsletterEmail('ann.example.com'),
    expected: checkNewsletterEmail(''),
  },
  {
    spec: '§5 newsletter',
    rule: "non-empty with '@' passes the client check (the server checks the full shape)",
    actual: () => checkNewsletterEmail(' ann@example.com '),
    expected: { ok: true, email: 'ann@example.com' },
  },
  // §8 Newsletter
  {
    spec: '§8 newsletter',
    rule: "success toast 'Successfully Subscribed!' shows the server message",
    actual: () => newsletterSuccessNotice("You're already subscribed."),
    expected: { title: 'Successfully Subscribed!', description: "You're already subscribed.", variant: 'default' },
  },
  {
    spec: '§8 newsletter',
    rule: "failure 'Subscription Error' with the server message",
    actual: () => newsletterFailureNotice({ kind: 'answered', status: 429, serverMessage: 'Too many sign-ups.' }),
    expected: { title: 'Subscription Error', description: 'Too many sign-ups.', variant: 'destructive' },
  },
  {
    spec: '§8 newsletter',
    rule: "failure without a server message → 'Failed to subscribe. Please try again.'",
    actual: () => newsletterFailureNotice({ kind: 'answered', status: 502, serverMessage: null }),
    expected: { title: 'Subscription Error', description: 'Failed to subscribe. Please try again.', variant: 'destructive' },
  },
  {
    spec: '§8 newsletter',
    rule: 'an empty server message counts as none',
    actual: () => newsletterFailureNotice({ kind: 'answered', status: 500, serverMessage: '' }).description,
    expected: 'Failed to subscribe. Please try again.',
  },
  {
    spec: '§8 newsletter',
    rule: "network failure → 'Network Error' / 'Failed to connect. …'",
    actual: () => newsletterFailureNotice({ kind: 'unreachable' }),
    expected: {
      title: 'Network Error',
      description: 'Failed to connect. Please check your internet connection and try again.',
      variant: 'destructive',
    },
  },
  // §5 Feedback
  {
    spec: '§5 feedback',
    rule: "empty subject → 'Please fill in both subject and message fields.'",
    actual: () => checkFeedbackDraft({ subject: '', message: 'x' }),
    expected: { ok: false, message: 'Please fill in both subject and message fields.' },
  },
  {
    spec: '§5 feedback',
    rule: 'message empty after trimming → the same message',
    actual: () => checkFeedbackDraft({ subject: 'Hi', message: ' \n ' }),
    expected: { ok: false, message: 'Please fill in both subject and message fields.' },
  },
  {
    spec: '§5 feedback',
    rule: 'both filled → sent trimmed',
    actual: () => checkFeedbackDraft({ subject: ' Hi ', message: ' Thanks \n' }),
    expected: { ok: true, value: { subject: 'Hi', message: 'Thanks' } },
  },
  {
    spec: '§5/§9 feedback',
    rule: 'subject max 100, message max 1000',
    actual: () => [FEEDBACK_SUBJECT_MAX, FEEDBACK_MESSAGE_MAX],
    expected: [100, 1000],
  },
  {
    spec: '§5 feedback',
    rule: 'exactly 100 / 1000 characters pass',
    actual: () => checkFeedbackDraft({ subject: 's'.repeat(100), message: 'm'.repeat(1000) }).ok,
    expected: true,
  },
  {
    spec: '§5 feedback',
    rule: 'a subject of 101 characters is refused',
    actual: () => checkFeedbackDraft({ subject: 's'.repeat(101), message: 'm' }),
    expected: { ok: false, message: 'Subject must be at most 100 characters.' },
  },
  {
    spec: '§5 feedback',
    rule: 'a message of 1001 characters is refused',
    actual: () => checkFeedbackDraft({ subject: 's', message: 'm'.repeat(1001) }),
    expected: { ok: false, message: 'Message must be at most 1000 characters.' },
  },
  {
    spec: '§5 feedback',
    rule: 'live counter "n/1000"',
    actual: () => [feedbackCounter(''), feedbackCounter('Hello'), feedbackCounter('m'.repeat(1000))],
    expected: ['0/1000', '5/1000', '1000/1000'],
  },
  {
    spec: '§5 feedback',
    rule: 'submit disabled while the subject is empty',
    actual: () => canSubmitFeedback({ subject: '', message: 'x' }, false),
    expected: false,
  },
  {
    spec: '§5 feedback',
    rule: 'submit disabled while the message is empty',
    actual: () => canSubmitFeedback({ subject: 'x', message: '' }, false),
    expected: false,
  },
  {
    spec: '§5 feedback',
    rule: 'submit disabled while sending',
    actual: () => canSubmitFeedback({ subject: 'x', message: 'y' }, true),
    expected: false,
  },
  {
    spec: '§5 feedback',
    rule: 'submit enabled when both are filled and idle',
    actual: () => canSubmitFeedback({ subject: 'x', message: 'y' }, false),
    expected: true,
  },
  {
    spec: '§5 feedback (server)',
    rule: "the server answers a blank field with the same §5 message",
    actual: () => feedbackRequestSchema.safeParse({ subject: ' ', message: 'x', currentPage: '/', userAgent: '' }).error?.issues[0]?.message,
    expected: 'Please fill in both subject and message fields.',
  },
  {
    spec: '§5 newsletter (server)',
    rule: 'the server normalises the address (trimmed, lowercased)',
    actual: () => newsletterSubscribeRequestSchema.parse({ email: ' Ann@Example.COM ', source: 'website' }),
    expected: { email: 'ann@example.com', source: 'website' },
  },
  // §8 Feedback and §4 states
  {
    spec: '§8 feedback',
    rule: 'success text',
    actual: () => FEEDBACK_TEXT.success,
    expected: "Thank you! Your feedback has been sent successfully. We'll get back to you soon.",
  },
  {
    spec: '§4/§9 feedback',
    rule: 'the success state closes the dialog after 3 s',
    actual: () => FEEDBACK_SUCCESS_CLOSE_MS,
    expected: 3000,
  },
  {
    spec: '§8 feedback',
    rule: 'failure shows the server message',
    actual: () => feedbackFailureText({ kind: 'answered', status: 403, serverMessage: 'Premium only.' }),
    expected: 'Premium only.',
  },
  {
    spec: '§8 feedback',
    rule: "failure without a server message → 'Failed to send feedback'",
    actual: () => feedbackFailureText({ kind: 'answered', status: 502, serverMessage: null }),
    expected: 'Failed to send feedback',
  },
  {
    spec: '§8 feedback',
    rule: "no answer at all → 'Failed to send feedback. Please try again.'",
    actual: () => feedbackFailureText({ kind: 'unreachable' }),
    expected: 'Failed to send feedback. Please try again.',
  },
]

describe('spec §5 validations and §8 messages: newsletter and feedback', () => {
  it.each(rules)('$spec: $rule', ({ actual, expected }) => {
    expect(actual()).toEqual(expected)
  })
})
