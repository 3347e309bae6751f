import { english, type MessageDescriptor } from '../../src/domain/i18n/locales'
import { describe, expect, it } from 'vitest'
import confirmHandler from '../../netlify/functions/newsletter-confirm'
import emailOutboxHandler from '../../netlify/functions/dev-email-outbox'
import newsletterHandler from '../../netlify/functions/newsletter-subscribe'
import { clientIp } from '../../netlify/server/client-ip'
import { CONFIRMATION_MAIL_LIMITS, CONFIRMATION_MAIL_MESSAGES } from '../../netlify/server/email/confirmation-mail-budget'
import { query } from '../../netlify/server/db'
import { CONFIRM_MESSAGES } from '../../netlify/server/newsletter/confirm'
import { CONFIRMATION_SUBJECT } from '../../netlify/server/newsletter/confirmation-email'
import { deleteExpiredSignUps } from '../../netlify/server/newsletter/subscribers'
import { NEWSLETTER_LIMITS, NEWSLETTER_MESSAGES, subscribeToNewsletter } from '../../netlify/server/newsletter/subscribe'
import { MAX_JSON_BODY_BYTES } from '../../netlify/server/request-body'
import { emailOutboxResponseSchema } from '../../src/domain/contracts/email'
import { newsletterSubscribeResponseSchema } from '../../src/domain/contracts/newsletter'
import { problemSchema } from '../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../support/database'
import { expectConfirmPage, openConfirmationLink, useDeployWithFakeSmtp, withoutSmtp, withRecipientsRefused } from './confirmation-helpers'

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

/** The e-mail outbox (local mode), newest first. */
async function outbox() {
  return emailOutboxResponseSchema.parse(await (await emailOutboxHandler(new Request('http://localhost:8888/api/dev/email-outbox'))).json()).messages
}

/** The confirmation link in an e-mail's text. */
const linkOf = (text: string) => /^https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+$/m.exec(text)?.[0] ?? ''

/** Opens (GET) or presses the button of (POST) a confirmation link. */
const confirm = (method: 'GET' | 'POST', link: string, headers: Record<string, string> = {}) => openConfirmationLink(confirmHandler, method, link, headers)

async function expectProblem(res: Response, status: number, error: string, message?: RegExp | string | MessageDescriptor) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  expect(body.message.length).toBeGreaterThan(10)
  if (typeof message === 'object' && !(message instanceof RegExp)) expect(body.message).toBe(english(message))
  else if (typeof message === 'string') expect(body.message).toBe(message)
  else if (message) expect(body.message).toMatch(message)
}

describe('POST /api/newsletter/subscribe', () => {
  it('takes a new address as pending: 201 {success, message: check the inbox}, a confirmation e-mail, stored normalised with its source and nothing else', async () => {
    const res = await post({ email: 'ann@example.com', source: 'home' })
    expect(res.status).toBe(201)
    expect(newsletterSubscribeResponseSchema.parse(await res.json())).toEqual({
      success: true,
      message: english(NEWSLETTER_MESSAGES.confirmationInOutbox('ann@example.com')),
      alreadySubscribed: false,
    })
    const rows = await query<Record<string, unknown>>('SELECT * FROM newsletter_subscribers')
    expect(rows).toHaveLength(1)
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['confirm_token_hash', 'confirmed_at', 'created_at', 'email', 'id', 'pending_until', 'source'])
    expect(rows[0]).toMatchObject({ email: 'ann@example.com', source: 'home', confirmed_at: null })
    const [mail] = await outbox()
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: CONFIRMATION_SUBJECT, purpose: 'newsletter_confirm' })
    expect(linkOf(mail?.text ?? '')).toMatch(/^http:\/\/localhost:8888\/api\/newsletter\/confirm\?token=[\w-]{43}$/)
  })

  it('sends a pending address a new link (200; the old link stops working), and a confirmed one nothing: "already subscribed"', async () => {
    await post({ email: 'Ann@Example.com', source: 'website' })
    const first = linkOf((await outbox())[0]?.text ?? '')
    const again = await post({ email: '  ANN@example.COM\t', source: 'landing' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ success: true, message: english(NEWSLETTER_MESSAGES.confirmationInOutbox('ann@example.com')), alreadySubscribed: false })
    const second = linkOf((await outbox())[0]?.text ?? '')
    expect(second).not.toBe(first)
    await expectProblem(await confirm('GET', first), 404, 'link_expired', CONFIRM_MESSAGES.expired)
    expect((await confirm('POST', second)).status).toBe(200)

    const mails = await rowCount('email_outbox')
    const done = await post({ email: 'ann@example.com', source: 'home' })
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ success: true, message: "You're already subscribed.", alreadySubscribed: true })
    expect(await rowCount('email_outbox')).toBe(mails)
    expect(await query('SELECT email, source FROM newsletter_subscribers')).toEqual([{ email: 'ann@example.com', source: 'website' }])
  })

  it("defaults a missing source to 'website' (docs/product.md §API sends 'website')", async () => {
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
    expect(rows).toHaveLength(7)
    for (const { bucket } of rows) {
      expect(bucket).not.toContain('198.51.100.77')
      expect(bucket).not.toContain('private@example.com')
      expect(bucket).toMatch(/^(newsletter-(ip|email|email-day)|confirmation-mail-(network|block|domain)):[0-9a-f]{32}$|^newsletter-confirmations-all:all$/)
    }
  })

  it(`sends one address at most ${NEWSLETTER_LIMITS.perEmailDay.limit} confirmation e-mails a day, however spaced`, async () => {
    for (let i = 0; i < NEWSLETTER_LIMITS.perEmailDay.limit; i++) {
      expect((await at(T + i * 1300, { email: 'daily@example.com' }, `192.0.2.${i}`)).status).toBeLessThan(300)
    }
    const res = await at(T + NEWSLETTER_LIMITS.perEmailDay.limit * 1300, { email: 'daily@example.com' }, '192.0.2.99')
    await expectProblem(res, 429, 'rate_limited', NEWSLETTER_MESSAGES.tooManyForEmail)
    expect(Number(res.headers.get('retry-after'))).toBe(86_400 - NEWSLETTER_LIMITS.perEmailDay.limit * 1300)
    expect(await rowCount('email_outbox')).toBe(NEWSLETTER_LIMITS.perEmailDay.limit)
  })

  it(`sends at most ${CONFIRMATION_MAIL_LIMITS.all.limit} confirmation e-mails an hour in all; a refused new address is not kept`, async () => {
    await query(
      `INSERT INTO rate_limit_hits (bucket, hit_at, expires_at)
       SELECT 'newsletter-confirmations-all:all', to_timestamp($1::float8), to_timestamp($1::float8 + 3600) FROM generate_series(1, $2::int)`,
      [T, CONFIRMATION_MAIL_LIMITS.all.limit],
    )
    const res = await at(T + 60, { email: 'late@example.com' })
    await expectProblem(res, 429, 'rate_limited', CONFIRMATION_MAIL_MESSAGES[CONFIRMATION_MAIL_LIMITS.all.name])
    expect(res.headers.get('retry-after')).toBe(String(3600 - 60))
    expect(await rowCount('newsletter_subscribers')).toBe(0)
    expect(await rowCount('email_outbox')).toBe(0)
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

describe('GET and POST /api/newsletter/confirm (double opt-in)', () => {
  async function signUp(email: string): Promise<string> {
    expect((await post({ email })).status).toBe(201)
    return linkOf((await outbox()).find((m) => m.to === email)?.text ?? '')
  }
  const confirmed = async () => query(`SELECT email FROM newsletter_subscribers WHERE confirmed_at IS NOT NULL ORDER BY email`)

  it('opening the link shows a button and confirms nothing; pressing it confirms (again: the same page)', async () => {
    const link = await signUp('ann@example.com')
    const html = await expectConfirmPage(await confirm('GET', link), link)
    expect(html).toContain('<strong>ann@example.com</strong>')
    expect(await confirmed()).toEqual([])

    for (let i = 0; i < 2; i++) {
      const done = await confirm('POST', link)
      expect(done.status).toBe(200)
      expect(await done.text()).toContain('The AirAhead newsletter will go to <strong>ann@example.com</strong>')
    }
    expect(await confirmed()).toEqual([{ email: 'ann@example.com' }])
    expect(await (await confirm('GET', link)).text()).toContain('The AirAhead newsletter will go to')
  })

  it('only confirmed addresses count; unconfirmed ones expire after 7 days and are deleted', async () => {
    const kept = await signUp('kept@example.com')
    await signUp('never@example.com')
    expect((await confirm('POST', kept)).status).toBe(200)
    expect(await confirmed()).toEqual([{ email: 'kept@example.com' }])
    expect(await rowCount('newsletter_subscribers')).toBe(2)

    const later = new Date(Date.now() + 7 * 86_400_000 + 1000)
    expect(await deleteExpiredSignUps(new Date(Date.now() + 6 * 86_400_000))).toBe(0)
    expect(await deleteExpiredSignUps(later)).toBe(1)
    expect(await query('SELECT email FROM newsletter_subscribers')).toEqual([{ email: 'kept@example.com' }])
  })

  it('an expired link answers 404 JSON and confirms nothing', async () => {
    const link = await signUp('slow@example.com')
    await query(`UPDATE newsletter_subscribers SET pending_until = now() - interval '1 second'`)
    await expectProblem(await confirm('GET', link), 404, 'link_expired', CONFIRM_MESSAGES.expired)
    await expectProblem(await confirm('POST', link), 404, 'link_expired', CONFIRM_MESSAGES.expired)
    expect(await confirmed()).toEqual([])
  })

  it.each([
    ['no token', '/api/newsletter/confirm', 400, 'invalid_request'],
    ['a short token', '/api/newsletter/confirm?token=abc', 400, 'invalid_request'],
    ['a token with odd characters', `/api/newsletter/confirm?token=${'a'.repeat(42)}%00`, 400, 'invalid_request'],
    ['an unknown token', `/api/newsletter/confirm?token=${'a'.repeat(43)}`, 404, 'link_expired'],
  ])('answers %s with a JSON problem', async (_name, path, status, error) => {
    await expectProblem(await confirm('GET', path), status, error)
    await expectProblem(await confirm('POST', path), status, error)
  })

  it('refuses a press from another site (403) and other methods (405), confirming nothing', async () => {
    const link = await signUp('ann@example.com')
    await expectProblem(await confirm('POST', link, { origin: 'https://evil.example' }), 403, 'cross_origin')
    const put = await confirmHandler(new Request(link, { method: 'PUT' }))
    await expectProblem(put, 405, 'method_not_allowed')
    expect(await confirmed()).toEqual([])
  })
})

describe('the newsletter on a deploy', () => {
  it('without SMTP: 503 email_not_configured, nothing kept', async () => {
    await withoutSmtp(async () => {
      await expectProblem(await post({ email: 'ann@example.com' }), 503, 'email_not_configured', NEWSLETTER_MESSAGES.notConfigured)
      expect(await rowCount('newsletter_subscribers')).toBe(0)
      expect(await rowCount('rate_limit_hits')).toBe(0)
    })
  })

  describe('with SMTP (a fake server)', () => {
    const smtp = useDeployWithFakeSmtp()

    it("mails the link on the site's own address (URL), and says so truthfully", async () => {
      const res = await post({ email: 'ann@example.com' })
      expect(res.status).toBe(201)
      expect((await res.json()).message).toBe(english(NEWSLETTER_MESSAGES.confirmationSent('ann@example.com')))
      const mail = smtp().received.at(-1)
      expect(mail?.to).toEqual(['ann@example.com'])
      expect(mail?.header('subject')).toBe(CONFIRMATION_SUBJECT)
      expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(/https:\/\/airahead\.example\/api\/newsletter\/confirm\?token(=3D|=)[\w-]{43}/)
    })

    it('a failed e-mail is a 502 and leaves no pending address behind', async () => {
      await withRecipientsRefused(smtp(), async () => {
        await expectProblem(await post({ email: 'bounce@example.com' }), 502, 'email_failed', NEWSLETTER_MESSAGES.emailFailed)
      })
      expect(await query(`SELECT email FROM newsletter_subscribers WHERE email = 'bounce@example.com'`)).toEqual([])
    })
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
