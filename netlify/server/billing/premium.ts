import type { PaymentsMode } from '../providers/payments/mode'

/** Stripe statuses that give premium: on the free trial, or paid up. */
export const PREMIUM_STRIPE_STATUSES: readonly string[] = ['trialing', 'active']
/** The status of a demo grant (docs/product.md §Data: subscriptionStatus "premium" marks a premium user). */
export const DEMO_STATUS = 'premium'

export interface SubscriptionState {
  status: string
  demo: boolean
}

/**
 * Premium = Stripe status trialing or active, or a demo grant while the product runs in
 * demo mode (a grant made before Stripe was configured gives nothing once it is).
 */
export function isPremiumSubscription(subscription: SubscriptionState | null, mode: PaymentsMode): boolean {
  if (!subscription) return false
  if (subscription.demo) return mode === 'demo' && subscription.status === DEMO_STATUS
  return PREMIUM_STRIPE_STATUSES.includes(subscription.status)
}
