import { useMutation } from '@tanstack/react-query'
import { apiPost } from '../../../lib/api-post'
import { feedbackResponseSchema, type FeedbackResponse } from '../../../domain/contracts/feedback'
import type { FeedbackDraft } from '../../../domain/validation/feedback'

/**
 * POST /api/feedback (docs/product.md §API) with the page the person is on and their browser, so a
 * report about "this screen" can be reproduced.
 */
export function sendFeedback(draft: FeedbackDraft): Promise<FeedbackResponse> {
  return apiPost('/api/feedback', {
    schema: feedbackResponseSchema,
    body: { ...draft, currentPage: window.location.pathname, userAgent: navigator.userAgent },
  })
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback })
}
