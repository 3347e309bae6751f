import { useMutation } from '@tanstack/react-query'
import { apiPost } from '../../../lib/api-post'
import {
  newsletterSubscribeResponseSchema,
  type NewsletterSource,
  type NewsletterSubscribeResponse,
} from '../../../domain/contracts/newsletter'

export interface NewsletterSignupInput {
  email: string
  source: NewsletterSource
}

/** POST /api/newsletter/subscribe (docs/product.md §API). */
export function subscribeNewsletter(input: NewsletterSignupInput): Promise<NewsletterSubscribeResponse> {
  return apiPost('/api/newsletter/subscribe', { schema: newsletterSubscribeResponseSchema, body: input })
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter })
}
