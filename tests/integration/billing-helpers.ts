import Stripe from 'stripe'
import { expect } from 'vitest'
import checkoutHandler from '../../netlify/functions/billing-checkout'
import codeHandler from '../../netlify/functions/auth-code'
import userHandler from '../../netlify/functions/auth-user'
import verifyHandler from '../../netlify/functions/auth-verify'
import webhookHandler from '../../netlify/functions/webhooks-stripe'
import { currentUserSchema, type CurrentUser } from '../../src/domain/contracts/user'
import type { FakeTwilio } from '../fakes/fake-twilio'
import { deployEnv } from '../support/deploy-env'
import { call, setCookieOf, type ParsedCookie } from './auth-helpers'

/** The webhook secret of `deployEnv()`. */
const DEPLOY_WEBHOOK_SECRET = deployEnv().STRIPE_WEBHOOK_SECRET ?? ''

// Only for signing test events: it never calls the network.
const signer = new Stripe('sk_test_signer')
export const DAY_SECONDS = 24 * 3600
export const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A Stripe event envelope around `object` (and what an update changed from), as the webhook receives it. */
export function stripeEvent(
  id: string,
  type: string,
  object: Record<string, unknown>,
  created = nowSeconds(),
  previousAttributes?: Record<string, unknown>,
): string {
  return JSON.stringify({
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
  })
}

/** POSTs a correctly signed event to the webhook. */
export function deliver(payload: string): Promise<Response> {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: DEPLOY_WEBHOOK_SECRET })
  return call(webhookHandler, '/api/webhooks/stripe', { body: payload, headers: { 'stripe-signature': signature } })
}

/** A subscription object (API 2025-03+ shape: the period end on the item). */
export function subscriptionObject(userId: string, id: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    object: 'subscription',
    customer: 'cus_test_1',
    status,
    trial_end: status === 'trialing' ? nowSeconds() + 7 * DAY_SECONDS : null,
    cancel_at_period_end: false,
    items: { object: 'list', data: [{ id: `si_${id}`, current_period_end: nowSeconds() + 30 * DAY_SECONDS }] },
    metadata: { user_id: userId },
    ...extra,
  }
}

/**
 * Signs in the way a deploy does: the code goes out through (fake) Twilio, never an
 * outbox, and is read from the text Twilio was asked to send.
 */
export async function signInByText(twilio: FakeTwilio, phone: string): Promise<ParsedCookie> {
  const sent = await call(codeHandler, '/api/auth/code', { body: { phone } })
  expect(sent.status).toBe(200)
  const text = twilio.requests.filter((r) => r.form['To'] === phone).at(-1)?.form['Body'] ?? ''
  const code = /code is (\d{6})/.exec(text)?.[1]
  if (!code) throw new Error(`no sign-in text to ${phone}`)
  const verified = await call(verifyHandler, '/api/auth/verify', { body: { phone, code } })
  expect(verified.status).toBe(200)
  const cookie = setCookieOf(verified)
  if (!cookie) throw new Error('sign-in set no cookie')
  return cookie
}

export async function userOf(cookie: ParsedCookie): Promise<CurrentUser> {
  return currentUserSchema.parse(await (await call(userHandler, '/api/auth/user', { cookie: cookie.pair })).json())
}

export const checkout = (cookie: ParsedCookie) => call(checkoutHandler, '/api/billing/checkout', { body: {}, cookie: cookie.pair })
