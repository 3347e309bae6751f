import { afterEach, describe, expect, it } from 'vitest'
import { currentUser } from '../../../tests/support/account-fixtures'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { hasBillingAccount, planSummary } from './plan-summary'

const user = currentUser

describe('planSummary', () => {
  afterEach(() => i18n.activate('en'))

  it('is Free without a subscription', () => {
    expect(planSummary(user({}), 'en-GB')).toEqual({ label: 'Free', trialEndsAt: null, note: null })
  })

  it('names the end of a trial', () => {
    const summary = planSummary(user({ isPremium: true, subscriptionStatus: 'trialing', trialEndsAt: '2026-11-28T12:00:00Z' }), 'en-GB')
    expect(summary).toEqual({ label: 'Premium trial until 28 Nov 2026', trialEndsAt: '2026-11-28T12:00:00Z', note: null })
  })

  it('is Premium when active, and says so when demo-granted', () => {
    expect(planSummary(user({ isPremium: true, subscriptionStatus: 'active' }), 'en-GB')).toMatchObject({ label: 'Premium', note: null })
    expect(planSummary(user({ isPremium: true, subscriptionStatus: 'premium' }), 'en-GB')).toMatchObject({
      label: 'Premium',
      note: 'Granted in demo mode: no payment was taken.',
    })
  })

  it('asks for a card when a payment is owed', () => {
    expect(planSummary(user({ subscriptionStatus: 'past_due' }), 'en-GB').note).toMatch(/Update your card in Manage billing/)
    expect(planSummary(user({ subscriptionStatus: 'canceled' }), 'en-GB')).toEqual({ label: 'Free', trialEndsAt: null, note: null })
  })

  it('speaks Spanish, dates included, when Spanish is chosen (decision 280)', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const trial = user({ isPremium: true, subscriptionStatus: 'trialing', trialEndsAt: '2026-11-28T12:00:00Z' })
    expect(planSummary(trial).label).toBe('Prueba de Premium hasta el 28 nov 2026')
    expect(planSummary(user({})).label).toBe('Gratis')
    expect(planSummary(user({ subscriptionStatus: 'past_due' })).note).toMatch(/Actualiza tu tarjeta en Administrar pagos/)
  })
})

describe('hasBillingAccount', () => {
  it.each([
    [null, false],
    ['premium', false],
    ['trialing', true],
    ['active', true],
    ['canceled', true],
  ])('subscription status %j → %s', (status, expected) => {
    expect(hasBillingAccount(user({ subscriptionStatus: status }))).toBe(expected)
  })
})
