import { problem } from '../http'
import type { PaymentsProvider } from '../providers/payments/types'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import type { SessionUser } from '../session-user'
import { liveSubscriptionRefusal, openCheckoutSession, paymentsUnavailable } from './checkout-session'
import { subscriptionOf } from './subscriptions'

/**
 * Stripe sessions one account may open per hour: each is a call on our Stripe API budget,
 * and a person needs one or two (decision 092).
 */
export const BILLING_SESSION_LIMITS = {
  checkout: { name: 'billing-checkout-user', limit: 10, windowSeconds: 3600 },
  portal: { name: 'billing-portal-user', limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>

/** The 429 for an account over its hourly Stripe sessions, or null while it has room. */
async function overSessionLimit(rule: RateLimitRule, userId: string): Promise<Response | null> {
  const decision = await takeRateLimit(rule, userId, Math.floor(Date.now() / 1000))
  if (decision.allowed) return null
  return tooManyRequests(decision.retryAfterSeconds, /*i18n*/ { id: 'problem.billing.tooManyCheckouts', message: 'You opened the payment page several times in the last hour. Please try again later.' })
}

/**
 * Checkout needs a verified phone: the subscription must belong to an account one can
 * recover on a new phone, not to a cookie. The portal needs a session.
 */
const BILLING_SIGN_IN = {
  subscribe: /*i18n*/ { id: 'problem.billing.signInToSubscribe', message: 'Sign in with your phone number to subscribe.' },
  manage: /*i18n*/ { id: 'problem.billing.signInToManage', message: 'Sign in with your phone number to manage billing.' },
}

export function signInRequired(to: 'subscribe' | 'manage billing'): Response {
  return problem(401, 'sign_in_required', to === 'subscribe' ? BILLING_SIGN_IN.subscribe : BILLING_SIGN_IN.manage)
}

/**
 * A Stripe Checkout URL for the $5/month subscription, or the problem that stops it (a
 * live subscription already, too many sessions this hour, Stripe failing). Checked before
 * the rate limit so a refused click does not spend it, and again under the billing lock.
 */
export async function checkoutUrl(user: SessionUser, origin: string, payments: PaymentsProvider): Promise<{ url: string } | Response> {
  const subscription = await subscriptionOf(user.id)
  const refused = liveSubscriptionRefusal(subscription)
  if (refused) return refused
  const limited = await overSessionLimit(BILLING_SESSION_LIMITS.checkout, user.id)
  if (limited) return limited
  return openCheckoutSession(user, origin, payments, Math.floor(Date.now() / 1000))
}

/** A Billing Portal URL for the account's Stripe customer. */
export async function portalUrl(user: SessionUser, origin: string, payments: PaymentsProvider): Promise<{ url: string } | Response> {
  const customerId = (await subscriptionOf(user.id))?.stripe_customer_id
  if (!customerId) return problem(409, 'no_billing_account', /*i18n*/ { id: 'problem.billing.noAccount', message: 'This account has no subscription to manage yet.' })
  const limited = await overSessionLimit(BILLING_SESSION_LIMITS.portal, user.id)
  if (limited) return limited
  const created = await payments.createPortal(customerId, `${origin}/`)
  if (!created.ok) return paymentsUnavailable(created.error.message)
  return created.value
}

export function paymentsNotConfigured(): Response {
  return problem(503, 'payments_not_configured', /*i18n*/ { id: 'problem.billing.notConfigured', message: 'Payments are not set up here: this AirAhead runs in demo mode.' })
}
