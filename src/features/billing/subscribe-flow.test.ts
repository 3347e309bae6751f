import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api'
import { formatUsd } from '../../lib/format-usd'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { demoActivatedToast, DemoSubscriptionError, runSubscribe, subscribeFailureToast, type SubscribeCalls } from './subscribe-flow'

const problem = (status: number, error: string, message: string) =>
  new ApiError(status, `${status}: ${JSON.stringify({ error, message })}`, { error, message })

function calls(overrides: Partial<SubscribeCalls> = {}): SubscribeCalls {
  return {
    demoSubscribe: vi.fn(async () => ({ success: true as const, message: 'Premium is on.' })),
    startCheckout: vi.fn(async () => ({ url: 'https://checkout.stripe.com/c/pay/cs_test_1' })),
    ...overrides,
  }
}

describe('runSubscribe', () => {
  it('activates premium in demo mode, signed in or not, and never opens Checkout', async () => {
    const c = calls()
    await expect(runSubscribe('demo', false, c)).resolves.toEqual({ kind: 'demo-activated' })
    expect(c.startCheckout).not.toHaveBeenCalled()
  })

  it('throws "Demo subscription failed" when the demo call fails (docs/product.md §Messages)', async () => {
    const c = calls({ demoSubscribe: vi.fn(async () => Promise.reject(problem(500, 'internal_error', 'Oops.'))) })
    const error = await runSubscribe('demo', true, c).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(DemoSubscriptionError)
    expect((error as Error).message).toBe('Demo subscription failed')
  })

  it('goes to Stripe Checkout in Stripe mode', async () => {
    const c = calls()
    await expect(runSubscribe('stripe', true, c)).resolves.toEqual({ kind: 'leave', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
    expect(c.demoSubscribe).not.toHaveBeenCalled()
  })

  it('signs a visitor in first in Stripe mode, also when the session has run out', async () => {
    const c = calls()
    await expect(runSubscribe('stripe', false, c)).resolves.toEqual({ kind: 'leave', url: '/api/login?next=/subscribe' })
    expect(c.startCheckout).not.toHaveBeenCalled()
    const expired = calls({ startCheckout: vi.fn(async () => Promise.reject(problem(401, 'sign_in_required', 'Sign in first.'))) })
    await expect(runSubscribe('stripe', true, expired)).resolves.toEqual({ kind: 'leave', url: '/api/login?next=/subscribe' })
  })
})

describe('subscribeFailureToast', () => {
  it('uses the spec text only for the demo failure', () => {
    expect(subscribeFailureToast(new DemoSubscriptionError('Demo subscription failed'))).toEqual({
      title: 'Demo Subscription Test',
      description: 'This demonstrates the subscription flow. In production, real payments would be processed by a card payment provider.',
      variant: 'destructive',
    })
    expect(subscribeFailureToast(problem(502, 'payments_unavailable', 'Stripe did not answer.'))).toEqual({
      title: 'Could not start your subscription',
      description: 'Stripe did not answer.',
      variant: 'destructive',
    })
    expect(subscribeFailureToast(problem(409, 'already_subscribed', 'You already have Premium.'))).toMatchObject({
      title: 'You already have Premium',
    })
  })
})

describe('in Spanish (decision 280)', () => {
  afterEach(() => i18n.activate('en'))

  it('words the toasts and writes the price as Spanish does, still in US dollars', () => {
    expect(formatUsd(5)).toBe('$5')
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(demoActivatedToast().title).toBe('¡Suscripción de demostración activada!')
    expect(subscribeFailureToast(problem(502, 'payments_unavailable', 'Stripe did not answer.')).title).toBe('No se pudo iniciar tu suscripción')
    expect(formatUsd(5)).toBe('5\u00a0US$')
  })
})
