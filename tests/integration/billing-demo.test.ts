import { describe, expect, it } from 'vitest'
import checkoutHandler from '../../netlify/functions/billing-checkout'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import modeHandler from '../../netlify/functions/billing-mode'
import portalHandler from '../../netlify/functions/billing-portal'
import webhookHandler from '../../netlify/functions/webhooks-stripe'
import { query } from '../../netlify/server/db'
import { billingModeResponseSchema, demoSubscribeResponseSchema } from '../../src/domain/contracts/billing'
import { problemSchema } from '../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../support/database'
import { call, signIn, useLocalMode } from './auth-helpers'

useTestDatabase()

useLocalMode()

describe('demo mode (no Stripe configured)', () => {
  it('POST /api/demo/subscribe (JSON content type, no body) grants premium and says no payment was taken', async () => {
    const cookie = await signIn('+12015550123')
    const res = await call(demoSubscribeHandler, '/api/demo/subscribe', {
      method: 'POST',
      cookie: cookie.pair,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(200)
    const body = demoSubscribeResponseSchema.parse(await res.json())
    expect(body.message).toMatch(/No payment was taken/)
    expect(await query(`SELECT status, demo, stripe_customer_id FROM subscriptions`)).toEqual([
      { status: 'premium', demo: true, stripe_customer_id: null },
    ])
  })

  it('accepts an empty JSON object too', async () => {
    const res = await call(demoSubscribeHandler, '/api/demo/subscribe', { body: {} })
    expect(res.status).toBe(200)
  })

  it('GET /api/billing/mode says demo', async () => {
    const res = await call(modeHandler, '/api/billing/mode')
    expect(billingModeResponseSchema.parse(await res.json())).toEqual({ mode: 'demo', trialDays: 7 })
  })

  it('checkout and portal answer 503 payments_not_configured; the Stripe webhook does not exist', async () => {
    const cookie = await signIn('+12015550123')
    for (const handler of [checkoutHandler, portalHandler]) {
      const res = await call(handler, '/api/billing/x', { body: {}, cookie: cookie.pair })
      expect(res.status).toBe(503)
      expect(problemSchema.parse(await res.json()).error).toBe('payments_not_configured')
    }
    const hook = await call(webhookHandler, '/api/webhooks/stripe', { body: '{}', headers: { 'stripe-signature': 't=1,v1=0' } })
    expect(hook.status).toBe(404)
    expect(await rowCount('subscriptions')).toBe(0)
    expect(await rowCount('stripe_events')).toBe(0)
  })
})
