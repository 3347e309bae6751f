import { createHash } from 'node:crypto'

/**
 * How long a retry reuses the key of the attempt before it, in seconds. Stripe answers a
 * repeated key with the first request's saved result for at least 24 hours, 500 errors
 * included (docs.stripe.com/api/idempotent_requests), so a key that never changed would
 * replay a Stripe outage's 500 for a day; a person clicking again after a lost answer does
 * so within seconds or minutes (decision 110).
 */
export const IDEMPOTENCY_WINDOW_SECONDS = 600

function windowOf(nowSeconds: number): number {
  return Math.floor(nowSeconds / IDEMPOTENCY_WINDOW_SECONDS)
}

/** The key of "create this account's Stripe customer". */
export function customerKey(userId: string, nowSeconds: number): string {
  return `airahead-customer-${userId}-${windowOf(nowSeconds)}`
}

/**
 * The key of "open a Checkout Session after `previousSessionId`" (null before the first):
 * the next attempt after a recorded session gets a new key, and the parameters are part of
 * it because Stripe refuses a reused key with different parameters.
 */
export function checkoutKey(userId: string, previousSessionId: string | null, parameters: unknown, nowSeconds: number): string {
  const digest = createHash('sha256').update(JSON.stringify(parameters)).digest('hex').slice(0, 16)
  return `airahead-checkout-${userId}-${previousSessionId ?? 'first'}-${windowOf(nowSeconds)}-${digest}`
}
