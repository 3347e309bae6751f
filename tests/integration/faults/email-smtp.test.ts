import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import sendHandler from '../../../netlify/functions/send-welcome-email'
import { resetServerEnv } from '../../../netlify/server/env'
import { sendWelcomeEmailResponseSchema } from '../../../src/domain/contracts/email'
import { startFakeSmtp, type FakeSmtp } from '../../fakes/fake-smtp'
import { rowCount, useTestDatabase } from '../../support/database'
import { setEnv } from '../auth-helpers'
import { expectUpstreamProblem, FAULT_ROWS, MAX_WAIT_MS, timed, TIMEOUT_MS } from './fault-table'

/*
 * E-mail (nodemailer against a fake SMTP server) × every upstream fault, in SMTP's terms,
 * through POST /api/user/send-welcome-email:
 *
 * | fault        | what the server does                         | answer                                            |
 * |--------------|----------------------------------------------|---------------------------------------------------|
 * | timeout      | never greets                                 | 502 email_failed "did not answer in time", ~1 s   |
 * | server-error | 554 5.3.0 after the message                  | 502 email_failed "refused the message (reply 554)"|
 * | rate-limited | 421 4.7.0 "try again later" on connect       | 502 email_failed "failed while sending"           |
 * | malformed    | greets with HTTP, not SMTP                   | 502 email_failed "failed while sending"           |
 * | slow (0.3 s) | greets late                                  | 200, sent                                         |
 * | trickle      | replies one byte every 0.2 s                 | 502 email_failed within 2 × the timeout           |
 *
 * Nothing is stored (the outbox is for local mode only); the send still counts against
 * the caller's limit, so a failing server is not hammered.
 */

useTestDatabase()

const ORIGIN = 'http://localhost:8888'
let smtp: FakeSmtp
let restoreEnv: () => void
beforeAll(async () => {
  smtp = await startFakeSmtp()
  restoreEnv = setEnv({ SMTP_URL: smtp.url, EMAIL_FROM: 'AirAhead <hello@airahead.example>', UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS) })
  resetServerEnv()
})
afterAll(async () => {
  await smtp.close()
  restoreEnv()
  resetServerEnv()
})
beforeEach(() => {
  smtp.setFault(null)
  smtp.received.length = 0
})

const MESSAGES = {
  timeout: 'The welcome email could not be sent: The SMTP server did not answer in time.',
  'server-error': 'The welcome email could not be sent: The SMTP server refused the message (reply 554).',
  'rate-limited': 'The welcome email could not be sent: The SMTP server failed while sending.',
  malformed: 'The welcome email could not be sent: The SMTP server failed while sending.',
  trickle: 'The welcome email could not be sent: The SMTP server did not answer in time.',
} as const

const send = () =>
  sendHandler(
    new Request(`${ORIGIN}/api/user/send-welcome-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': '198.51.100.30' },
    }),
  )

describe('POST /api/user/send-welcome-email through SMTP', () => {
  it.each(FAULT_ROWS)('%s → %s', async (fault, outcome) => {
    smtp.setFault(fault)
    const { value: res, ms } = await timed(send)
    expect(ms).toBeLessThan(MAX_WAIT_MS)
    if (outcome === 'served') {
      expect(sendWelcomeEmailResponseSchema.parse(await res.json())).toMatchObject({ success: true, delivery: 'smtp' })
      expect(smtp.received).toHaveLength(1)
    } else {
      await expectUpstreamProblem(res, { error: 'email_failed', message: MESSAGES[fault as keyof typeof MESSAGES] })
      expect(smtp.received).toHaveLength(0)
    }
    expect(await rowCount('email_outbox')).toBe(0)
  })
})
