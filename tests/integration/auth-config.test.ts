import { describe, expect, it } from 'vitest'
import { resetServerEnv, serverEnv, type ServerEnv } from '../../netlify/server/env'
import { createPaymentsProvider } from '../../netlify/server/providers/payments'
import { paymentsMode } from '../../netlify/server/providers/payments/mode'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { LOCAL_MODE, setEnv } from './auth-helpers'

/** Parses the configuration made of local mode plus `vars`: the env, or the error message. */
function configure(vars: Record<string, string | undefined>): ServerEnv | string {
  const restore = setEnv({ ...LOCAL_MODE, ...vars })
  resetServerEnv()
  try {
    return serverEnv()
  } catch (error) {
    return (error as Error).message
  } finally {
    restore()
    resetServerEnv()
  }
}

const SID = `AC${'a'.repeat(32)}`
const TWILIO = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15017122661' }
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PRICE_ID: 'price_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }

describe('accounts configuration (env.ts)', () => {
  it('local defaults: outbox, demo payments, US/CA/GB', () => {
    const env = configure({})
    if (typeof env === 'string') throw new Error(env)
    expect(env.SMS_ALLOWED_COUNTRIES).toEqual(['US', 'CA', 'GB'])
    expect(paymentsMode(env)).toBe('demo')
    expect(createPaymentsProvider(env)).toBeNull()
    expect(createSmsSender(env).delivery).toBe('outbox')
  })

  it('real adapters when configured', () => {
    const env = configure({ ...TWILIO, ...STRIPE })
    if (typeof env === 'string') throw new Error(env)
    expect(paymentsMode(env)).toBe('stripe')
    expect(createPaymentsProvider(env)).not.toBeNull()
    expect(createSmsSender(env).delivery).toBe('sms')
  })

  it.each([
    [{ ...TWILIO, TWILIO_AUTH_TOKEN: undefined }, 'TWILIO_AUTH_TOKEN: Twilio is configured without TWILIO_AUTH_TOKEN'],
    [{ ...TWILIO, TWILIO_FROM: undefined }, 'TWILIO_FROM: Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID'],
    [{ TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15017122661' }, 'TWILIO_ACCOUNT_SID: Twilio is configured without TWILIO_ACCOUNT_SID'],
    [{ ...TWILIO, TWILIO_ACCOUNT_SID: 'AC123' }, 'TWILIO_ACCOUNT_SID: must look like AC followed by 32 hex digits'],
    [{ ...TWILIO, TWILIO_FROM: '5017122661' }, 'TWILIO_FROM: must be an E.164 number'],
    [{ ...STRIPE, STRIPE_SECRET_KEY: undefined }, 'STRIPE_SECRET_KEY: Stripe is configured without STRIPE_SECRET_KEY'],
    [{ ...STRIPE, STRIPE_WEBHOOK_SECRET: '' }, 'STRIPE_WEBHOOK_SECRET: Stripe needs STRIPE_WEBHOOK_SECRET'],
    [{ ...STRIPE, STRIPE_PRICE_ID: undefined }, 'STRIPE_PRICE_ID: Stripe needs STRIPE_PRICE_ID'],
    [{ ...STRIPE, STRIPE_API_BASE: 'not a url' }, 'STRIPE_API_BASE'],
    [{ SMS_ALLOWED_COUNTRIES: 'USA' }, 'SMS_ALLOWED_COUNTRIES.0: use two-letter country codes'],
    [{ SIGN_IN_CODE_SECRET: 'short' }, 'SIGN_IN_CODE_SECRET: must be at least 32 characters'],
  ] as [Record<string, string | undefined>, string][])('refuses a real adapter without its secret, in every context (%o)', (vars, message) => {
    expect(configure(vars)).toEqual(expect.stringContaining(message))
    const production = { SIGN_IN_CODE_SECRET: 's'.repeat(32), ...vars, CONTEXT: 'production' }
    expect(configure(production)).toEqual(expect.stringContaining(message))
  })

  it('production needs SIGN_IN_CODE_SECRET', () => {
    expect(configure({ CONTEXT: 'production' })).toEqual(expect.stringContaining('production needs SIGN_IN_CODE_SECRET'))
    expect(typeof configure({ CONTEXT: 'production', SIGN_IN_CODE_SECRET: 's'.repeat(32) })).toBe('object')
  })

  it('reads SMS_ALLOWED_COUNTRIES loosely and empty values as unset', () => {
    const env = configure({ SMS_ALLOWED_COUNTRIES: ' us, gb ,', STRIPE_API_BASE: '', TWILIO_API_BASE: '' })
    if (typeof env === 'string') throw new Error(env)
    expect(env.SMS_ALLOWED_COUNTRIES).toEqual(['US', 'GB'])
    expect(env.STRIPE_API_BASE).toBeUndefined()
  })
})
