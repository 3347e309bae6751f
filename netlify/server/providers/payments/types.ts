import type { Result } from '../../result'

/** Why a payments call failed, in words fit for a 400/502 body. */
export interface PaymentsError {
  /** `signature`: a webhook that did not verify; `upstream`: Stripe failed, refused or timed out. */
  kind: 'signature' | 'upstream'
  message: string
}

export interface CheckoutInput {
  userId: string
  /** Reuse the customer of an earlier subscription, so the portal shows one history. */
  customerId: string | null
  /** Free days before the first charge; null for someone who already had a subscription. */
  trialDays: number | null
  successUrl: string
  cancelUrl: string
}

/** A verified webhook event: the envelope, and its object still to be validated by its handler. */
export interface PaymentsEvent {
  id: string
  type: string
  /** When the event happened, unix seconds. */
  created: number
  object: unknown
}

/** The payments port (Stripe). Without it the product runs in demo mode. */
export interface PaymentsProvider {
  createCheckout(input: CheckoutInput): Promise<Result<{ url: string }, PaymentsError>>
  createPortal(customerId: string, returnUrl: string): Promise<Result<{ url: string }, PaymentsError>>
  /** Ends a subscription now (account deletion must not leave a card being charged). */
  cancelSubscription(subscriptionId: string): Promise<Result<null, PaymentsError>>
  /** Verifies the Stripe-Signature of the exact raw body. */
  verifyWebhook(rawBody: string, signature: string): Promise<Result<PaymentsEvent, PaymentsError>>
}
