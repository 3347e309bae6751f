import { feedbackRequestSchema, type FeedbackResponse } from '../../../src/domain/contracts/feedback'
import { allowMethods, json, problem, readerText } from '../http'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import { readJsonBody, sameOrigin } from '../request-body'
import type { SessionUser } from '../session-user'
import { saveFeedback } from './feedback-store'

/** Messages one user may send per hour. */
export const FEEDBACK_LIMIT: RateLimitRule = { name: 'feedback-user', limit: 5, windowSeconds: 3600 }

const FEEDBACK_SENT = /*i18n*/ { id: 'answer.feedback.sent', message: 'Thank you! Your feedback has been sent successfully. We\'ll get back to you soon.' }

export const FEEDBACK_MESSAGES = {
  signIn: /*i18n*/ { id: 'problem.feedback.signIn', message: 'Sign in to send feedback.' },
  premiumOnly: /*i18n*/ { id: 'problem.feedback.premiumOnly', message: 'Sending feedback is part of AirAhead Premium. Upgrade to Premium to send us a message.' },
  tooMany: /*i18n*/ { id: 'problem.feedback.tooMany', message: 'You\'ve sent several messages in the last hour. Please try again later.' },
} as const

export interface FeedbackDeps {
  /** Who is calling: the session in production, a chosen user in tests. */
  currentUser: (req: Request) => Promise<SessionUser | null>
  /** Unix seconds. */
  now: () => number
}

/**
 * POST /api/feedback. Premium only, checked here before the body is read (the screen only hides the
 * button, docs/product.md §Accounts). Nothing is stored unless every check passes.
 */
export async function sendFeedback(req: Request, deps: FeedbackDeps): Promise<Response> {
  const refused = allowMethods(req, ['POST']) ?? sameOrigin(req)
  if (refused) return refused

  const user = await deps.currentUser(req)
  if (!user) return problem(401, 'not_signed_in', FEEDBACK_MESSAGES.signIn)
  if (!user.isPremium) return problem(403, 'premium_required', FEEDBACK_MESSAGES.premiumOnly)

  const body = await readJsonBody(req, feedbackRequestSchema)
  if (!body.ok) return body.response

  const limit = await takeRateLimit(FEEDBACK_LIMIT, user.id, deps.now())
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, FEEDBACK_MESSAGES.tooMany)

  await saveFeedback(user.id, body.value)
  const answer: FeedbackResponse = { success: true, message: readerText(FEEDBACK_SENT) }
  return json(answer, { status: 201, headers: { 'cache-control': 'no-store' } })
}
