import type { PaymentsProvider } from '../providers/payments/types'
import { err, ok, type Result } from '../result'
import { ENDED_STATUSES } from './subscription-event-order'

/** What an account about to be deleted holds at Stripe, from its rows. */
export interface BillingHoldings {
  stripe_subscription_id: string | null
  status: string | null
  checkout_session_id: string | null
}

/**
 * Before an account is deleted, nothing of it may go on charging: its live subscription is
 * cancelled, its open Checkout expired, and a subscription paid through that Checkout whose
 * event has not reached us yet is cancelled too. An error (nothing is deleted then) when
 * Stripe cannot be reached. `hadSubscription`: the phone's trial counts as used.
 */
export async function endBillingOf(holdings: BillingHoldings, payments: PaymentsProvider): Promise<Result<{ hadSubscription: boolean }, string>> {
  const live = holdings.stripe_subscription_id && !ENDED_STATUSES.includes(holdings.status ?? '') ? holdings.stripe_subscription_id : null
  if (live) {
    const cancelled = await payments.cancelSubscription(live)
    if (!cancelled.ok) return err('We could not cancel your subscription with Stripe, so nothing was deleted. Please try again.')
  }
  let paidThroughCheckout: string | null = null
  if (holdings.checkout_session_id) {
    const closed = await payments.closeCheckout(holdings.checkout_session_id)
    if (!closed.ok) return err('We could not close your payment page with Stripe, so nothing was deleted. Please try again.')
    if (closed.value?.status === 'complete') paidThroughCheckout = closed.value.subscriptionId
  }
  if (paidThroughCheckout && paidThroughCheckout !== holdings.stripe_subscription_id) {
    const cancelled = await payments.cancelSubscription(paidThroughCheckout)
    if (!cancelled.ok) return err('We could not cancel your subscription with Stripe, so nothing was deleted. Please try again.')
  }
  return ok({ hadSubscription: Boolean(holdings.stripe_subscription_id ?? paidThroughCheckout) })
}
