import { describe, expect, it } from 'vitest'
import newsletterHandler from '../../netlify/functions/newsletter-subscribe'
import { clientIp } from '../../netlify/server/client-ip'
import { query } from '../../netlify/server/db'
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, subscribeToNewsletter } from '../../netlify/server/newsletter/subscribe'
import { MAX_JSON_BODY_BYTES } from '../../netlify/server/request-body'
import { newsletterSubscribeResponseSchema } from '../../src/domain/contracts/newsletter'
import { problemSchema } from '../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../support/database'

useTestDatabase()

const URL_ = 'http://localhost:8888/api/newsletter/subscribe'

function post(body: unknown, headers: Record<string, string> = {}, init: RequestInit = {}): Promise<Response> {
  return newsletterHandler(
    new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': '203.0.113.7', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
      ...init,
    }),
  )
}

async function expectProblem(res: Response, status: number, error: string, message?: RegExp | string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  expect(body.message.length).toBeGreaterThan(10)
  if (typeof message === 'string') expect(body.message).toBe(message)
  else if (message) expect(body.message).toMatch(message)
}

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes a new address: 201 {success, message}, stored normalised with its source and nothing else', async () => {
    const res = await post({ email: 'ann@example.com', source: 'home' })
    expect(res.status).toBe(201)
    expect(newsletterSubscribeResponseSchema.parse(await res.json())).toEqual({
      success: true,
      message: NEWSLETTER_MESSAGES.added,
      alreadySubscribed: false,
    })
    const rows = await query<Record<string, unknown>>('SELECT * FROM newsletter_subscribers')
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['created_at', 'email', 'id', 'source'])
    expect(rows[0]).toMatchObject({ email: 'ann@example.com', source: 'home' })
  })

  it("answers 'already subscribed' (200, still a success) to the same address in other case and spacing; one row", async () => {
    await post({ email: 'Ann@Example.com', source: 'website' })
    const res = await post({ email: '  ANN@example.COM\t', source: 'landing' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, message: "You're already subscribed.", alreadySubscribed: true })
    expect(await rowCount('newsletter_subscribers')).toBe(1)
    const [row] = await query<{ email: string; source: string }>('SELECT email, source FROM newsletter_subscribers')
    expect(row).toEqual({ email: 'ann@example.com', source: 'website' })
  })

  it("defaults a missing source to 'website' (spec §7 sends 'website')", async () => {
    expect((await post({ email: 'bo@example.org' })).status).toBe(201)
    const [row] = await query<{ source: string }>('SELECT source FROM newsletter_subscribers')
    expect(row?.source).toBe('website')
  })

  it.each([
    ['no @', { email: 'ann.example.com', source: 'website' }, 'Please enter a valid email address.'],
    ['no domain dot', { email: 'ann@example', source: 'website' }, 'Please enter a valid email address.'],
    ['spaces inside', { email: 'ann smith@example.com', source: 'website' }, 'Please enter a valid email address.'],
    ['empty', { email: '   ', source: 'website' }, 'Please enter a valid email address.'],
    ['over 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com`, source: 'website' }, 'Please enter a valid email address.'],
    ['NUL byte', { email: 'ann\u0000@example.com', source: 'website' }, 'Please enter a valid email address.'],
    ['missing email', { source: 'website' }, 'Email is required.'],
    ['email not a string', { email: 42, source: 'website' }, 'Email must be a string.'],
    ['email null', { email: null }, 'Email must be a string.'],
    ['unknown source', { email: 'ann@example.com', source: 'twitter' }, 'Source must be one of website, home, landing.'],
    ['source not a string', { email: 'ann@example.com', source: ['website'] }, 'Source must be one of website, home, landing.'],
    ['an extra field', { email: 'ann@example.com', source: 'website', name: 'Ann' }, 'Unknown field: name.'],
    ['extra fields', { email: 'ann@example.com', admin: true, __proto__x: 1 }, 'Unknown fields: admin, __proto__x.'],
    ['a __proto__ key', JSON.parse('{"email":"ann@example.com","__proto__":{"admin":true}}'), 'Unknown field: __proto__.'],
    ['an array', [{ email: 'ann@example.com' }], 'The request body must be a JSON object.'],
    ['null', null, 'The request body must be a JSON object.'],
    ['a string', 'ann@example.com', 'The request body must be a JSON object.'],
  ])('rejects %s with 400 JSON and writes nothing', async (_name, body, message) => {
    const res = await post(typeof body === 'string' ? JSON.stringify(body) : body)
    await expectProblem(res, 400, 'invalid_request', message)
    expect(await rowCount('newsletter_subscribers')).toBe(0)
    expect(await rowCount('rate_limit_hits')).toBe(0)
  })

  it.each([
    ['malformed JSON', '{"email": "ann@example.com"'],
    ['an empty body', ''],
    ['not JSON at all', 'email=ann@example.com'],
  ])('rejects %s with 400 malformed_json', async (_name, raw) => {
    await expectProblem(await post(raw), 400, 'malformed_json', 'The request body is not valid JSON.')
    expect(await rowCount('newsletter_subscribers')).toBe(0)
  })

  it('rejects bytes that are not UTF-8 with 400', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])
    await expectProblem(await post(undefined, {}, { body: bytes }), 400, 'malformed_json')
  })

  it('rejects a body over 100 KB with 413, by Content-Length and by counting a streamed body', async () => {
    const big = JSON.stringify({ email: `${'a'.repeat(MAX_JSON_BODY_BYTES)}@example.com` })
    await expectProblem(await post(big), 413, 'payload_too_large', 'The request body is larger than 100 KB.')

    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const streamed = await post(undefined, {}, { body: stream, duplex: 'half' } as RequestInit)
    await expectProblem(streamed, 413, 'payload_too_large')
    expect(await rowCount('newsletter_subscribers')).toBe(0)
  })

  it('accepts a body of exactly 100 KB (padded with JSON whitespace)', async () => {
    const json = JSON.stringify({ email: 'pad@example.com' })
    const res = await post(json + ' '.repeat(MAX_JSON_BODY_BYTES - json.length))
    expect(res.status).toBe(201)
  })

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['a JSON look-alike', 'application/jsonp'],
  ])('rejects %s with 415', async (_name, type) => {
    await expectProblem(await post({ email: 'ann@example.com' }, { 'content-type': type }), 415, 'unsupported_media_type')
    expect(await rowCount('newsletter_subscribers')).toBe(0)
  })

  it('rejects a missing content type with 415 and accepts JSON with a charset', async () => {
    const bare = await newsletterHandler(new Request(URL_, { method: 'POST', body: new Blob(['{"email":"ann@example.com"}']) }))
    await expectProblem(bare, 415, 'unsupported_media_type')
    const withCharset = await post({ email: 'ann@example.com' }, { 'content-type': 'Application/JSON; charset=utf-8' })
    expect(withCharset.status).toBe(201)
  })

  it.each(['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('answers %s with 405 and Allow: POST', async (method) => {
    const res = await newsletterHandler(new Request(URL_, { method, ...(method === 'GET' ? {} : { body: '{}' }) }))
    await expectProblem(res, 405, 'method_not_allowed')
    expect(res.headers.get('allow')).toBe('POST')
  })

  it.each([
    ['another site', 'https://evil.example'],
    ['another port', 'http://localhost:5173'],
    ['an opaque origin', 'null'],
  ])('refuses a request from %s with 403 and writes nothing', async (_name, origin) => {
    await expectProblem(await post({ email: 'ann@example.com' }, { origin }), 403, 'cross_origin')
    expect(await rowCount('newsletter_subscribers')).toBe(0)
    expect(await rowCount('rate_limit_hits')).toBe(0)
  })

  it('accepts its own origin', async () => {
    expect((await post({ email: 'ann@example.com' }, { origin: 'http://localhost:8888' })).status).toBe(201)
  })
})

describe('newsletter rate limits (database-backed)', () => {
  const T = 1_800_000_000
  const at = (now: number, body: unknown, ip = '198.51.100.1') =>
    subscribeToNewsletter(
      new Request(URL_, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `${ip}, 10.0.0.1` },
        body: JSON.stringify(body),
      }),
      { now: () => now },
    )

  it(`allows ${NEWSLETTER_LIMITS.perIp.limit} sign-ups per network per hour, then 429 with Retry-After`, async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perIp.limit; i++) {
      expect((await at(T + i, { email: `user${i}@example.com` })).status).toBe(201)
    }
    const res = await at(T + 600, { email: 'late@example.com' })
    await expectProblem(res, 429, 'rate_limited', NEWSLETTER_MESSAGES.tooManyFromIp)
    expect(res.headers.get('retry-after')).toBe(String(3600 - 600))
    expect(await rowCount('newsletter_subscribers')).toBe(NEWSLETTER_LIMITS.perIp.limit)
    // Another network is not affected, and the first one may sign up again an hour later.
    expect((await at(T + 600, { email: 'other@example.com' }, '198.51.100.2')).status).toBe(201)
    expect((await at(T + 3600, { email: 'late@example.com' })).status).toBe(201)
  })

  it(`allows ${NEWSLETTER_LIMITS.perEmail.limit} attempts per address per hour from any network`, async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perEmail.limit; i++) {
      expect((await at(T + i, { email: 'Same@Example.com' }, `192.0.2.${i}`)).status).toBeLessThan(300)
    }
    const res = await at(T + 10, { email: 'same@example.com ' }, '192.0.2.200')
    await expectProblem(res, 429, 'rate_limited', NEWSLETTER_MESSAGES.tooManyForEmail)
    expect(Number(res.headers.get('retry-after'))).toBe(3600 - 10)
    expect(await rowCount('newsletter_subscribers')).toBe(1)
  })

  it('keeps no IP or e-mail address in clear in the rate-limit table', async () => {
    await at(T, { email: 'private@example.com' }, '198.51.100.77')
    const rows = await query<{ bucket: string }>('SELECT bucket FROM rate_limit_hits')
    expect(rows).toHaveLength(2)
    for (const { bucket } of rows) {
      expect(bucket).not.toContain('198.51.100.77')
      expect(bucket).not.toContain('private@example.com')
      expect(bucket).toMatch(/^newsletter-(ip|email):[0-9a-f]{32}$/)
    }
  })

  it('counts through the function file with the real clock', async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perIp.limit; i++) expect((await post({ email: `n${i}@example.com` })).status).toBe(201)
    const res = await post({ email: 'n-last@example.com' })
    expect(res.status).toBe(429)
    const retryAfter = Number(res.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
  })
})

describe('clientIp', () => {
  const ip = (headers: Record<string, string>) => clientIp(new Request(URL_, { headers }))
  it.each([
    [{ 'x-nf-client-connection-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.1' }, '203.0.113.9'],
    [{ 'x-forwarded-for': ' 198.51.100.1 , 10.0.0.1' }, '198.51.100.1'],
    [{ 'x-forwarded-for': '2001:db8::1' }, '2001:db8::1'],
    [{ 'x-nf-client-connection-ip': '  ', 'x-forwarded-for': ', 10.0.0.1' }, 'unknown'],
    [{}, 'unknown'],
  ])('%j → %s', (headers, expected) => expect(ip(headers)).toBe(expected))
})
