import { withTransaction } from '../data/transaction'
import { problem } from '../http'
import type { PaymentsProvider } from '../providers/payments/types'
import type { SessionUser } from '../session-user'
import { lockBillingOf } from './billing-lock'
import { checkoutKey } from './idempotency-keys'
import { isPremiumSubscription } from './premium'
import { LIVE_STATUSES } from './subscription-event-order'
import { ensureStripeCustomer } from './stripe-customers'
import { trialUsed } from './trial-uses'

/** Days of the free trial a first subscription starts with. */
export const TRIAL_DAYS = 7

/**
 * Opens the account's Checkout Session, one at a time under its billing lock (decision 110):
 * the account's Stripe customer first (created once, reused), then the session opened
 * before is expired so it can no longer be paid, then the new one is recorded. A session
 * that was paid while its subscription has not reached us yet stops a second payment (409).
 * The trial is for an account and phone that never had one.
 */
export async function openCheckoutSession(
  user: SessionUser,
  origin: string,
  payments: PaymentsProvider,
  nowSeconds: number,
): Promise<{ url: string } | Response> {
  return withTransaction(async (tx) => {
    await lockBillingOf(tx, user.id)
    const [subscription] = await tx.query<{ status: string; demo: boolean; stripe_subscription_id: string | null }>(
      `SELECT status, demo, stripe_subscription_id FROM subscriptions WHERE user_id = $1`,
      [user.id],
    )
    const refused = liveSubscriptionRefusal(subscription ?? null)
    if (refused) return refused

    const customer = await ensureStripeCustomer(tx, user.id, payments, nowSeconds)
    if (!customer.ok) return paymentsUnavailable(customer.error.message)
    const previous = customer.value.checkout_session_id
    if (previous) {
      const closed = await payments.closeCheckout(previous)
      if (!closed.ok) return paymentsUnavailable(closed.error.message)
      if (closed.value?.status === 'open') return paymentsUnavailable(`Stripe left Checkout Session ${previous} open after expiring it`)
      const paidButNotLinked = closed.value?.status === 'complete' && closed.value.subscriptionId !== subscription?.stripe_subscription_id
      if (paidButNotLinked) return checkoutComplete()
    }

    const hadTrial = Boolean(subscription?.stripe_subscription_id) || (user.phone !== null && (await trialUsed(tx, user.phone)))
    const parameters = {
      userId: user.id,
      customerId: customer.value.customer_id,
      trialDays: hadTrial ? null : TRIAL_DAYS,
      successUrl: `${origin}/subscribe?checkout=success`,
      cancelUrl: `${origin}/subscribe?checkout=cancelled`,
    }
    const created = await payments.createCheckout({ ...parameters, idempotencyKey: checkoutKey(user.id, previous, parameters, nowSeconds) })
    if (!created.ok) return paymentsUnavailable(created.error.message)
    await tx.query(`UPDATE stripe_customers SET checkout_session_id = $2 WHERE user_id = $1`, [user.id, created.value.id])
    return { url: created.value.url }
  })
}

/**
 * The 409 for an account whose Stripe subscription is live: premium already, or a payment
 * to fix in the portal (a second subscription would charge twice once the card works).
 */
export function liveSubscriptionRefusal(subscription: { status: string; demo: boolean } | null): Response | null {
  if (!subscription || subscription.demo) return null
  if (isPremiumSubscription(subscription, 'stripe')) {
    return problem(409, 'already_subscribed', /*i18n*/ { id: 'problem.billing.alreadySubscribed', message: 'You already have AirAhead Premium. Use Manage billing to change it.' })
  }
  if (LIVE_STATUSES.includes(subscription.status)) {
    return problem(409, 'payment_needs_attention', /*i18n*/ { id: 'problem.billing.paymentNeedsAttention', message: 'Your subscription is waiting for a payment. Use Manage billing to update your card.' })
  }
  return null
}

function checkoutComplete(): Response {
  return problem(409, 'checkout_complete', /*i18n*/ { id: 'problem.billing.checkoutComplete', message: 'Your payment went through. Premium turns on in a moment; reload this page shortly.' })
}

export function paymentsUnavailable(detail: string): Response {
  console.warn(detail)
  return problem(502, 'payments_unavailable', /*i18n*/ { id: 'problem.billing.unavailable', message: 'The payment service did not answer. Please try again in a moment.' })
}
