import { afterEach, describe, expect, it } from 'vitest'
import outboxHandler from '../../netlify/functions/dev-email-outbox'
import sendHandler from '../../netlify/functions/send-welcome-email'
import { resetServerEnv } from '../../netlify/server/env'
import { query } from '../../netlify/server/db'
import { WELCOME_ALL_CALLERS, WELCOME_PER_CALLER } from '../../netlify/server/email/send-welcome-email'
import { LOCAL_EMAIL_FROM } from '../../netlify/server/providers/email'
import { MAX_JSON_BODY_BYTES } from '../../netlify/server/request-body'
import { emailOutboxResponseSchema, sendWelcomeEmailResponseSchema } from '../../src/domain/contracts/email'
import { problemSchema } from '../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../support/database'
import { deployEnv } from '../support/deploy-env'
import { setEnv as setEnvironment } from './auth-helpers'

useTestDatabase()

const ORIGIN = 'http://localhost:8888'
const SEND_URL = `${ORIGIN}/api/user/send-welcome-email`
const LOCAL_TO = 'team@airahead.example'

let restoreEnv: () => void = () => undefined

afterEach(() => {
  restoreEnv()
  restoreEnv = () => undefined
  for (const name of ['EMAIL_FROM', 'SMTP_URL']) delete process.env[name]
  resetServerEnv()
})

function setEnv(vars: Record<string, string | undefined>) {
  const restore = setEnvironment(vars)
  const previous = restoreEnv
  restoreEnv = () => {
    restore()
    previous()
  }
  resetServerEnv()
}

/** The docs/product.md §API call: POST, credentials, JSON content type, no body. */
function send(init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const { ip = '198.51.100.4', headers, ...rest } = init
  return sendHandler(
    new Request(SEND_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': ip, ...(headers as Record<string, string>) },
      ...rest,
    }),
  )
}

const readOutbox = () => outboxHandler(new Request(`${ORIGIN}/api/dev/email-outbox`))

async function expectProblem(res: Response, status: number, error: string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  expect(body.message.length).toBeGreaterThan(10)
  return body
}

async function counts() {
  return { outbox: await rowCount('email_outbox'), hits: await rowCount('rate_limit_hits') }
}

describe('POST /api/user/send-welcome-email (outbox, local mode)', () => {
  it('stores the welcome e-mail in the outbox and says so, never "sent"', async () => {
    const res = await send()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = sendWelcomeEmailResponseSchema.parse(await res.json())
    expect(body).toMatchObject({ success: true, delivery: 'outbox', to: LOCAL_TO })
    expect(body.message).toMatch(/stored in the local outbox; nothing was sent/)
    expect(body.message).not.toMatch(/\bsent to\b/)

    const rows = await query<{ to_address: string; subject: string; text_body: string; html_body: string; purpose: string }>(
      'SELECT to_address, subject, text_body, html_body, purpose FROM email_outbox',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ to_address: LOCAL_TO, subject: 'Welcome to AirAhead', purpose: 'welcome' })
    expect(rows[0]?.text_body).toContain(`${ORIGIN}/`)
    expect(rows[0]?.text_body).toContain('2 hours before')
    expect(rows[0]?.html_body).toMatch(/^<!doctype html>/)
    expect(rows[0]?.html_body).not.toMatch(/<script/i)
  })

  it('accepts an empty JSON object as "no body"', async () => {
    const res = await send({ body: '{}' })
    expect(res.status).toBe(200)
    expect(await rowCount('email_outbox')).toBe(1)
  })

  it('sends the test copy to EMAIL_FROM when it is set (the bare address of "Name <address>")', async () => {
    setEnv({ EMAIL_FROM: 'AirAhead Team <ops@example.org>' })
    const body = sendWelcomeEmailResponseSchema.parse(await (await send()).json())
    expect(body.to).toBe('ops@example.org')
    const [row] = await query<{ to_address: string }>('SELECT to_address FROM email_outbox')
    expect(row?.to_address).toBe('ops@example.org')
  })

  it('reads back from GET /api/dev/email-outbox, newest first', async () => {
    await send()
    await send({ body: '{}' })
    const res = await readOutbox()
    expect(res.status).toBe(200)
    const { messages } = emailOutboxResponseSchema.parse(await res.json())
    expect(messages).toHaveLength(2)
    expect(messages[0]).toMatchObject({ to: LOCAL_TO, subject: 'Welcome to AirAhead', purpose: 'welcome' })
    expect(Number(messages[0]?.id)).toBeGreaterThan(Number(messages[1]?.id))
    expect(Date.parse(messages[0]?.createdAt ?? '')).not.toBeNaN()
  })

  it('uses the local sender when EMAIL_FROM is not set', () => {
    expect(LOCAL_EMAIL_FROM).toBe(`AirAhead <${LOCAL_TO}>`)
  })
})

describe('bad input: 4xx JSON, nothing written', () => {
  const big = JSON.stringify({ padding: 'x'.repeat(MAX_JSON_BODY_BYTES) })
  it.each([
    ['a recipient (never the caller’s to choose)', { body: JSON.stringify({ email: 'victim@example.com' }) }, 400, 'invalid_request'],
    ['any other field', { body: JSON.stringify({ subject: 'hi' }) }, 400, 'invalid_request'],
    ['an array', { body: '[]' }, 400, 'invalid_request'],
    ['null', { body: 'null' }, 400, 'invalid_request'],
    ['a string', { body: '"hello"' }, 400, 'invalid_request'],
    ['broken JSON', { body: '{"' }, 400, 'malformed_json'],
    ['bytes that are not UTF-8', { body: new Uint8Array([0x7b, 0xff, 0x7d]) }, 400, 'malformed_json'],
    ['a form post', { body: 'email=a%40b.c', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415, 'unsupported_media_type'],
    ['text/plain with no body', { headers: { 'content-type': 'text/plain' } }, 415, 'unsupported_media_type'],
    ['no content type and no body', { headers: { 'content-type': '' } }, 415, 'unsupported_media_type'],
    ['an oversized body', { body: big }, 413, 'payload_too_large'],
    ['another site’s origin', { headers: { origin: 'https://evil.example' } }, 403, 'cross_origin'],
    ['an opaque origin', { headers: { origin: 'null' } }, 403, 'cross_origin'],
  ] as const)('%s → %i', async (_, init, status, error) => {
    await expectProblem(await send(init as RequestInit), status, error)
    expect(await counts()).toEqual({ outbox: 0, hits: 0 })
  })

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('%s → 405 with Allow: POST', async (method) => {
    const res = await sendHandler(new Request(SEND_URL, { method }))
    await expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.get('allow')).toBe('POST')
    expect(await counts()).toEqual({ outbox: 0, hits: 0 })
  })

  it('accepts its own origin', async () => {
    expect((await send({ headers: { origin: ORIGIN } })).status).toBe(200)
  })
})

describe('rate limits (database-backed)', () => {
  it(`allows ${WELCOME_PER_CALLER.limit} per caller per hour, then 429 with Retry-After; other callers go on`, async () => {
    for (let i = 0; i < WELCOME_PER_CALLER.limit; i++) expect((await send()).status).toBe(200)
    const res = await send()
    await expectProblem(res, 429, 'rate_limited')
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await rowCount('email_outbox')).toBe(WELCOME_PER_CALLER.limit)
    expect((await send({ ip: '198.51.100.5' })).status).toBe(200)
  })

  it(`caps all callers together at ${WELCOME_ALL_CALLERS.limit} per hour`, async () => {
    for (let i = 0; i < WELCOME_ALL_CALLERS.limit; i++) expect((await send({ ip: `192.0.2.${i + 1}` })).status).toBe(200)
    await expectProblem(await send({ ip: '192.0.2.200' }), 429, 'rate_limited')
    expect(await rowCount('email_outbox')).toBe(WELCOME_ALL_CALLERS.limit)
  })

  it('does not keep IP addresses in clear', async () => {
    await send({ ip: '203.0.113.99' })
    const buckets = await query<{ bucket: string }>('SELECT bucket FROM rate_limit_hits')
    expect(buckets.map((b) => b.bucket).join(' ')).not.toContain('203.0.113.99')
  })
})

describe('outside local mode', () => {
  it('a deployed site without SMTP answers 503 and stores nothing', async () => {
    setEnv(deployEnv())
    await expectProblem(await send(), 503, 'email_not_configured')
    expect(await counts()).toEqual({ outbox: 0, hits: 0 })
  })

  it.each([
    ['on a deploy', deployEnv()],
    ['on a deploy that says CONTEXT=deploy-preview', { ...deployEnv(), CONTEXT: 'deploy-preview' }],
    ['when SMTP is configured', { SMTP_URL: 'smtp://127.0.0.1:2525', EMAIL_FROM: 'a@example.org' }],
  ])('GET /api/dev/email-outbox is a 404 %s', async (_, env) => {
    setEnv(env)
    await expectProblem(await readOutbox(), 404, 'not_found')
  })

  it('GET /api/dev/email-outbox answers 405 to other methods', async () => {
    const res = await outboxHandler(new Request(`${ORIGIN}/api/dev/email-outbox`, { method: 'DELETE' }))
    await expectProblem(res, 405, 'method_not_allowed')
  })
})
