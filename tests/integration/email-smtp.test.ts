import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import outboxHandler from '../../netlify/functions/dev-email-outbox'
import sendHandler from '../../netlify/functions/send-welcome-email'
import { resetServerEnv } from '../../netlify/server/env'
import { createSmtpEmailProvider } from '../../netlify/server/providers/email/smtp'
import { sendWelcomeEmailResponseSchema } from '../../src/domain/contracts/email'
import { problemSchema } from '../../src/domain/contracts/problem'
import { startFakeSmtp, type FakeSmtp } from '../fakes/fake-smtp'
import { rowCount, useTestDatabase } from '../support/database'

useTestDatabase()

const ORIGIN = 'http://localhost:8888'
const FROM = 'AirAhead <hello@airahead.example>'
const message = { to: 'ann@example.org', subject: 'Welcome to AirAhead', text: 'Hello Ann', html: '<p>Hello Ann</p>', purpose: 'welcome' }
const signal = () => new AbortController().signal

let smtp: FakeSmtp
let authed: FakeSmtp
beforeAll(async () => {
  smtp = await startFakeSmtp()
  authed = await startFakeSmtp({ credentials: { user: 'airahead', password: 's3cret/pass' } })
})
afterAll(async () => {
  await smtp.close()
  await authed.close()
})
beforeEach(() => {
  smtp.setMode('accept')
  smtp.received.length = 0
  authed.received.length = 0
})
afterEach(() => {
  for (const name of ['SMTP_URL', 'EMAIL_FROM', 'UPSTREAM_TIMEOUT_MS']) delete process.env[name]
  resetServerEnv()
})

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('SMTP adapter (nodemailer → fake SMTP server on 127.0.0.1)', () => {
  it('hands the message over: envelope, From, To, Subject, text and HTML parts', async () => {
    const provider = createSmtpEmailProvider({ url: smtp.url, from: FROM, timeoutMs: 2000 })
    const sent = await provider.send(message, { signal: signal() })
    expect(sent.ok).toBe(true)
    if (sent.ok) expect(sent.value).toMatchObject({ delivery: 'smtp', id: expect.stringMatching(/^<.+@.+>$/) })
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail?.from).toBe('hello@airahead.example')
    expect(mail?.to).toEqual(['ann@example.org'])
    expect(mail?.header('subject')).toBe('Welcome to AirAhead')
    expect(mail?.header('to')).toBe('ann@example.org')
    expect(mail?.header('from')).toBe('AirAhead <hello@airahead.example>')
    expect(mail?.raw).toContain('text/plain')
    expect(mail?.raw).toContain('text/html')
  })

  it('authenticates with the credentials of SMTP_URL', async () => {
    const provider = createSmtpEmailProvider({ url: authed.url, from: FROM, timeoutMs: 2000 })
    expect((await provider.send(message, { signal: signal() })).ok).toBe(true)
    expect(authed.received).toHaveLength(1)
  })

  it.each([
    ['wrong credentials', () => authed.url.replace('s3cret', 'wrong'), 'accept', 'auth', /credentials/],
    ['a refused recipient', () => smtp.url, 'reject-recipient', 'rejected', /refused the message \(reply 550\)/],
    ['a server that never greets', () => smtp.url, 'hang', 'timeout', /did not answer in time/],
  ] as const)('maps %s to a value, never a throw', async (_, url, mode, kind, text) => {
    smtp.setMode(mode)
    const provider = createSmtpEmailProvider({ url: url(), from: FROM, timeoutMs: 300 })
    const sent = await provider.send(message, { signal: signal() })
    expect(sent).toEqual({ ok: false, error: { kind, message: expect.stringMatching(text) } })
  })

  it('maps a closed port to "could not be reached"', async () => {
    const provider = createSmtpEmailProvider({ url: `smtp://127.0.0.1:${await closedPort()}`, from: FROM, timeoutMs: 500 })
    const sent = await provider.send(message, { signal: signal() })
    expect(sent).toEqual({ ok: false, error: { kind: 'network', message: 'The SMTP server could not be reached.' } })
  })
})

describe('POST /api/user/send-welcome-email with SMTP_URL', () => {
  const send = () =>
    sendHandler(
      new Request(`${ORIGIN}/api/user/send-welcome-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': '198.51.100.9' },
      }),
    )

  it('sends the welcome e-mail to the sender mailbox through SMTP; the outbox stays empty and hidden', async () => {
    Object.assign(process.env, { SMTP_URL: smtp.url, EMAIL_FROM: FROM })
    resetServerEnv()
    const res = await send()
    expect(res.status).toBe(200)
    expect(sendWelcomeEmailResponseSchema.parse(await res.json())).toEqual({
      success: true,
      delivery: 'smtp',
      to: 'hello@airahead.example',
      message: 'Welcome email sent to hello@airahead.example.',
    })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]?.header('subject')).toBe('Welcome to AirAhead')
    expect(smtp.received[0]?.to).toEqual(['hello@airahead.example'])
    expect(smtp.received[0]?.raw).toContain(`${ORIGIN}/test-welcome-email`)
    expect(await rowCount('email_outbox')).toBe(0)
    expect((await outboxHandler(new Request(`${ORIGIN}/api/dev/email-outbox`))).status).toBe(404)
  })

  it('answers 502 JSON with the reason when the SMTP server fails, and stores nothing', async () => {
    Object.assign(process.env, { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`, EMAIL_FROM: FROM, UPSTREAM_TIMEOUT_MS: '500' })
    resetServerEnv()
    const res = await send()
    expect(res.status).toBe(502)
    expect(problemSchema.parse(await res.json())).toEqual({
      error: 'email_failed',
      message: 'The welcome email could not be sent: The SMTP server could not be reached.',
    })
    expect(await rowCount('email_outbox')).toBe(0)
  })
})
