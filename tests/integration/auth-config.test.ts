import { describe, expect, it } from 'vitest'
import { resetServerEnv, serverEnv, type ServerEnv } from '../../netlify/server/env'
import { createPaymentsProvider } from '../../netlify/server/providers/payments'
import { paymentsMode } from '../../netlify/server/providers/payments/mode'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { deployEnv } from '../support/deploy-env'
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
  it('local defaults: outbox, demo payments, the texting countries of decision 171', () => {
    const env = configure({})
    if (typeof env === 'string') throw new Error(env)
    expect(env.SMS_ALLOWED_COUNTRIES).toEqual(['US', 'CA', 'GB', 'AU', 'IE', 'DE', 'NL', 'AT', 'FR', 'ES'])
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
    [{ SMS_SENDERS: 'many' }, 'SMS_SENDERS: use a whole number, 1 to 64'],
    [{ SMS_SENDERS: '65' }, 'SMS_SENDERS'],
    [{ SIGN_IN_CODE_SECRET: 'short' }, 'SIGN_IN_CODE_SECRET: must be at least 32 characters'],
  ] as [Record<string, string | undefined>, string][])('refuses a real adapter without its secret, in every context (%o)', (vars, message) => {
    expect(configure(vars)).toEqual(expect.stringContaining(message))
    // On a deploy too, with the rest of that adapter's variables left out as in `vars`.
    const adapterVars = Object.keys(deployEnv()).filter((k) => /^(TWILIO|STRIPE)_/.test(k))
    const deploy = { ...deployEnv(), ...Object.fromEntries(adapterVars.map((k) => [k, undefined])), ...vars }
    expect(configure(deploy)).toEqual(expect.stringContaining(message))
  })

  it('a complete deploy configuration parses, and is not local mode', () => {
    const env = configure(deployEnv())
    if (typeof env === 'string') throw new Error(env)
    expect(env.AIRAHEAD_LOCAL).toBe(false)
    expect(paymentsMode(env)).toBe('stripe')
    expect(createSmsSender(env).delivery).toBe('sms')
  })

  it.each([
    ['SIGN_IN_CODE_SECRET', { SIGN_IN_CODE_SECRET: undefined }],
    ['ALERT_JOB_SECRET', { ALERT_JOB_SECRET: undefined }],
    ['TWILIO_ACCOUNT_SID', { TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: undefined, TWILIO_FROM: undefined }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: undefined, STRIPE_PRICE_ID: undefined, STRIPE_WEBHOOK_SECRET: undefined }],
    ['OPEN_METEO_API_KEY', { OPEN_METEO_API_KEY: undefined }],
    ['VAPID_PUBLIC_KEY', { VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined }],
    ['VAPID_PRIVATE_KEY', { VAPID_PRIVATE_KEY: undefined }],
    ['VAPID_SUBJECT', { VAPID_SUBJECT: undefined }],
    ['AIR_QUALITY_PROVIDER', { AIR_QUALITY_PROVIDER: 'simulated' }],
    ['AIRAHEAD_LOCAL', { AIRAHEAD_LOCAL: '1' }],
  ] as [string, Record<string, string | undefined>][])('a deploy without %s is a configuration error naming it, never a fallback', (name, vars) => {
    expect(configure({ ...deployEnv(), ...vars })).toEqual(expect.stringContaining(`${name}: `))
  })

  it('the keyless Open-Meteo tier on a deploy needs the explicit non-commercial flag', () => {
    const env = configure({ ...deployEnv(), OPEN_METEO_API_KEY: undefined, OPEN_METEO_NON_COMMERCIAL: '1' })
    expect(typeof env).toBe('object')
  })

  it('without the local flag, nothing is local: not the outbox, not demo payments', () => {
    const env = configure({ ...LOCAL_MODE, AIRAHEAD_LOCAL: undefined, ...deployEnv(), SITE_ID: undefined })
    if (typeof env === 'string') throw new Error(env)
    expect(env.AIRAHEAD_LOCAL).toBe(false)
    const bare = { ...env, TWILIO_ACCOUNT_SID: undefined, STRIPE_SECRET_KEY: undefined }
    expect(() => createSmsSender(bare)).toThrow(/TWILIO_ACCOUNT_SID/)
    expect(() => paymentsMode(bare)).toThrow(/STRIPE_SECRET_KEY/)
  })

  it('reads SMS_ALLOWED_COUNTRIES loosely and empty values as unset', () => {
    const env = configure({ SMS_ALLOWED_COUNTRIES: ' us, gb ,', STRIPE_API_BASE: '', TWILIO_API_BASE: '' })
    if (typeof env === 'string') throw new Error(env)
    expect(env.SMS_ALLOWED_COUNTRIES).toEqual(['US', 'GB'])
    expect(env.STRIPE_API_BASE).toBeUndefined()
  })
})
