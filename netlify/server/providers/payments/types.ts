import type { Result } from '../../result'

/** Why a payments call failed, in words fit for a 400/502 body. */
export interface PaymentsError {
  /** `signature`: a webhook that did not verify; `upstream`: Stripe failed, refused or timed out. */
  kind: 'signature' | 'upstream'
  message: string
}

export interface CheckoutInput {
  userId: string
  /** The account's Stripe customer (created before its first Checkout, decision 110). */
  customerId: string
  /** Free days before the first charge; null for an account or phone that already had a trial. */
  trialDays: number | null
  successUrl: string
  cancelUrl: string
  /** The same key for a retry of the same attempt, so a lost answer does not open a second session. */
  idempotencyKey: string
}

/** A Checkout Session as Stripe reports it now. */
export interface CheckoutSessionState {
  id: string
  /** Stripe's `status`: `open` (can still be paid), `complete` (paid) or `expired`. */
  status: 'open' | 'complete' | 'expired'
  subscriptionId: string | null
}

/** A verified webhook event: the envelope, and its object still to be validated by its handler. */
export interface PaymentsEvent {
  id: string
  type: string
  /** When the event happened, unix seconds. */
  created: number
  object: unknown
  /** `data.previous_attributes` (`*.updated` events only): what the change started from. */
  previousAttributes: unknown
}

/** The payments port (Stripe). Without it the product runs in demo mode. */
export interface PaymentsProvider {
  /** A Stripe customer for the account; the key makes a retry return the same customer. */
  createCustomer(userId: string, idempotencyKey: string): Promise<Result<{ id: string }, PaymentsError>>
  createCheckout(input: CheckoutInput): Promise<Result<{ id: string; url: string }, PaymentsError>>
  /**
   * Expires a Checkout Session if it is still open, so it can no longer be paid, and says
   * what it is now (`complete` if it was paid first); null when Stripe does not know it.
   */
  closeCheckout(sessionId: string): Promise<Result<CheckoutSessionState | null, PaymentsError>>
  createPortal(customerId: string, returnUrl: string): Promise<Result<{ url: string }, PaymentsError>>
  /**
   * Ends a subscription now (account deletion must not leave a card being charged). With
   * `creditUnusedTime`, Stripe credits the unused part of the period to the customer's
   * balance (a second subscription cancelled while the first one goes on paying).
   */
  cancelSubscription(subscriptionId: string, options?: { creditUnusedTime: boolean }): Promise<Result<null, PaymentsError>>
  /** Verifies the Stripe-Signature of the exact raw body. */
  verifyWebhook(rawBody: string, signature: string): Promise<Result<PaymentsEvent, PaymentsError>>
}
