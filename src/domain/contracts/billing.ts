// zod/mini: these schemas also run in the browser (/pricing, /subscribe, the account sheet).
import * as z from 'zod/mini'
import { bodyObjectError } from './body-errors'

/**
 * Payments (issue 4). Two modes, chosen on the server: `stripe` (STRIPE_SECRET_KEY set:
 * Checkout with a 7-day trial, the Billing Portal, webhooks) and `demo` (no Stripe:
 * POST /api/demo/subscribe grants premium to the current account). The app asks
 * GET /api/billing/mode to know which button to show. Errors are the `{ error, message }`
 * problem with one of `billingErrorCodes`; calls that change state must come from the
 * app's own origin.
 */

/** GET /api/billing/mode */
export const billingModeResponseSchema = z.object({
  mode: z.enum(['stripe', 'demo']),
  /** Length of the free trial Checkout starts, in days (7). */
  trialDays: z.int(),
})
export type BillingModeResponse = z.infer<typeof billingModeResponseSchema>

/**
 * POST /api/billing/checkout and POST /api/billing/portal take no body (or `{}`).
 * Any other field is a 400.
 */
export const emptyBodySchema = z.strictObject({}, { error: bodyObjectError })

/**
 * POST /api/billing/checkout (stripe mode, phone-verified account): the Stripe Checkout
 * URL to navigate to. Stripe brings the person back to `/subscribe?checkout=success`
 * or `/subscribe?checkout=cancelled` on the same origin; premium arrives with the
 * webhook a moment later, so poll GET /api/auth/user after `success`.
 */
export const checkoutResponseSchema = z.object({ url: z.string() })
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>

/** POST /api/billing/portal (stripe mode, an account with a Stripe customer): the Billing Portal URL. */
export const portalResponseSchema = z.object({ url: z.string() })
export type PortalResponse = z.infer<typeof portalResponseSchema>

/**
 * POST /api/demo/subscribe (demo mode only; 404 when Stripe is configured): JSON content
 * type, no body (docs/product.md §API). Grants premium to the current account, creating an anonymous
 * one (cookie) when the caller has none.
 */
export const demoSubscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() })
export type DemoSubscribeResponse = z.infer<typeof demoSubscribeResponseSchema>

/**
 * The `error` codes of the billing endpoints, besides the generic ones of every JSON
 * endpoint (`malformed_json`/`invalid_request` 400, 405, 413, 415, 500).
 */
export const billingErrorCodes = {
  /** 401: checkout needs a verified phone (go to /api/login?next=/subscribe); portal needs a session. */
  signInRequired: 'sign_in_required',
  /** 409: already trialing/active on Stripe: open the portal instead. */
  alreadySubscribed: 'already_subscribed',
  /** 409: portal asked by an account that never went through Checkout. */
  noBillingAccount: 'no_billing_account',
  /** 503: checkout/portal in demo mode (no Stripe configured). */
  paymentsNotConfigured: 'payments_not_configured',
  /** 404: demo subscribe while Stripe is configured. */
  notFound: 'not_found',
  /** 502: Stripe failed or timed out. */
  paymentsUnavailable: 'payments_unavailable',
  /** 403: the request came from another origin. */
  crossOrigin: 'cross_origin',
} as const
