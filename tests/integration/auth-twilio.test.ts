import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import codeHandler from '../../netlify/functions/auth-code'
import verifyHandler from '../../netlify/functions/auth-verify'
import outboxHandler from '../../netlify/functions/dev-outbox'
import { resetServerEnv } from '../../netlify/server/env'
import { requestCodeResponseSchema, verifyCodeResponseSchema } from '../../src/domain/contracts/auth'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeTwilio, twilioInvalidTo, type FakeTwilio } from '../fakes/fake-twilio'
import { rowCount, useTestDatabase } from '../support/database'
import { call, LOCAL_MODE, setEnv } from './auth-helpers'

useTestDatabase()

const SID = `AC${'1'.repeat(32)}`
const TOKEN = 'test-auth-token'
const PHONE = '+12015550123'
let twilio: FakeTwilio
let restoreEnv: () => void
beforeAll(async () => {
  twilio = await startFakeTwilio()
  restoreEnv = setEnv({
    ...LOCAL_MODE,
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: '+15017122661',
    TWILIO_API_BASE: twilio.url,
    UPSTREAM_TIMEOUT_MS: '1000',
  })
  resetServerEnv()
})
afterAll(async () => {
  await twilio.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  twilio.requests.length = 0
  twilio.setOverride(null)
})

const requestCode = () => call(codeHandler, '/api/auth/code', { body: { phone: PHONE } })

describe('sign-in codes through Twilio (the real SDK against a fake Twilio)', () => {
  it('texts the code with the account credentials; the outbox stays empty and closed', async () => {
    const res = await requestCode()
    expect(res.status).toBe(200)
    const body = requestCodeResponseSchema.parse(await res.json())
    expect(body).toMatchObject({ delivery: 'sms', message: 'We texted a code to +1 201 555 0123.' })

    expect(twilio.requests).toHaveLength(1)
    const [sent] = twilio.requests
    expect(sent?.method).toBe('POST')
    expect(sent?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`)
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`)
    expect(sent?.form).toMatchObject({ To: PHONE, From: '+15017122661' })
    const code = /code is (\d{6})/.exec(sent?.form['Body'] ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)

    expect(await rowCount('sms_outbox')).toBe(0)
    expect((await call(outboxHandler, '/api/dev/outbox')).status).toBe(404)

    const verified = await call(verifyHandler, '/api/auth/verify', { body: { phone: PHONE, code } })
    expect(verified.status).toBe(200)
    expect(verifyCodeResponseSchema.parse(await verified.json()).user.phoneNumber).toBe(PHONE)
  })

  it('uses the Messaging Service when one is configured', async () => {
    const restore = setEnv({ TWILIO_FROM: undefined, TWILIO_MESSAGING_SERVICE_SID: `MG${'2'.repeat(32)}` })
    resetServerEnv()
    try {
      expect((await requestCode()).status).toBe(200)
      expect(twilio.requests[0]?.form).toMatchObject({ MessagingServiceSid: `MG${'2'.repeat(32)}` })
      expect(twilio.requests[0]?.form['From']).toBeUndefined()
    } finally {
      restore()
      resetServerEnv()
    }
  })

  it('a Twilio refusal is a 502 JSON and leaves no usable code', async () => {
    twilio.setOverride(twilioInvalidTo)
    const res = await requestCode()
    expect(res.status).toBe(502)
    expect(problemSchema.parse(await res.json())).toEqual({
      error: 'sms_failed',
      message: 'We could not send the text message. Please try again in a minute.',
    })
    expect(await rowCount('sign_in_codes')).toBe(0)
  })

  it('a Twilio that does not answer is a 502 after the timeout', async () => {
    twilio.setOverride('hang')
    const started = Date.now()
    const res = await requestCode()
    expect(res.status).toBe(502)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await rowCount('sign_in_codes')).toBe(0)
  })
})
