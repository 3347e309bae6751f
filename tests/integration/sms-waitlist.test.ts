import { english, type MessageDescriptor } from '../../src/domain/i18n/locales'
import { describe, expect, it } from 'vitest'
import emailOutboxHandler from '../../netlify/functions/dev-email-outbox'
import newsletterHandler from '../../netlify/functions/newsletter-subscribe'
import countriesHandler from '../../netlify/functions/sms-countries'
import waitlistHandler from '../../netlify/functions/sms-waitlist'
import confirmHandler from '../../netlify/functions/sms-waitlist-confirm'
import { deleteExpired } from '../../netlify/server/auth/cleanup'
import { query } from '../../netlify/server/db'
import { CONFIRMATION_MAIL_LIMITS, CONFIRMATION_MAIL_MESSAGES } from '../../netlify/server/email/confirmation-mail-budget'
import { resetServerEnv } from '../../netlify/server/env'
import { WAITLIST_CONFIRMATION_SUBJECT } from '../../netlify/server/sms-waitlist/confirmation'
import { WAITLIST_CONFIRM_MESSAGES } from '../../netlify/server/sms-waitlist/confirm'
import { joinWaitlist, WAITLIST_LIMITS, WAITLIST_MESSAGES } from '../../netlify/server/sms-waitlist/join'
import { emailOutboxResponseSchema } from '../../src/domain/contracts/email'
import { problemSchema } from '../../src/domain/contracts/problem'
import { smsCountriesResponseSchema, waitlistResponseSchema } from '../../src/domain/contracts/sms-countries'
import { SMS_COUNTRY_CODES } from '../../src/domain/sms/countries'
import { rowCount, useTestDatabase } from '../support/database'
import { setEnv } from './auth-helpers'
import { expectConfirmPage, openConfirmationLink, useDeployWithFakeSmtp, withoutSmtp, withRecipientsRefused } from './confirmation-helpers'

useTestDatabase()

const ORIGIN = 'http://localhost:8888'

function join(body: unknown, ip = '203.0.113.9', headers: Record<string, string> = {}): Promise<Response> {
  return waitlistHandler(
    new Request(`${ORIGIN}/api/sms/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

/** A join at `now` (unix seconds), for the limits. */
function joinAt(now: number, body: unknown, ip: string): Promise<Response> {
  return joinWaitlist(
    new Request(`${ORIGIN}/api/sms/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': ip },
      body: JSON.stringify(body),
    }),
    now,
  )
}

/** The e-mail outbox (local mode), newest first. */
async function outbox() {
  return emailOutboxResponseSchema.parse(await (await emailOutboxHandler(new Request(`${ORIGIN}/api/dev/email-outbox`))).json()).messages
}

/** The confirmation link in an e-mail's text. */
const linkOf = (text: string) => /^https?:\/\/\S+\/api\/sms\/waitlist\/confirm\?token=\S+$/m.exec(text)?.[0] ?? ''

/** The link of the newest e-mail to `email`. */
async function newestLink(email: string): Promise<string> {
  return linkOf((await outbox()).find((m) => m.to === email)?.text ?? '')
}

/** Opens (GET) or presses the button of (POST) a confirmation link. */
const confirm = (method: 'GET' | 'POST', link: string, headers: Record<string, string> = {}) => openConfirmationLink(confirmHandler, method, link, headers)

/** What the waitlist counts: confirmed addresses and their countries. */
const onTheList = () => query(`SELECT email, country FROM sms_waitlist WHERE confirmed_at IS NOT NULL ORDER BY email`)

async function expectProblem(res: Response, status: number, error: string, message?: RegExp | string | MessageDescriptor) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  if (typeof message === 'object' && !(message instanceof RegExp)) expect(body.message).toBe(english(message))
  else if (typeof message === 'string') expect(body.message).toBe(message)
  else if (message) expect(body.message).toMatch(message)
}

describe('GET /api/sms/countries', () => {
  it('answers the default list of the countries module, and a deploy’s own SMS_ALLOWED_COUNTRIES', async () => {
    const read = async () => smsCountriesResponseSchema.parse(await (await countriesHandler(new Request(`${ORIGIN}/api/sms/countries`))).json())
    expect((await read()).countries).toEqual([...SMS_COUNTRY_CODES])
    const restore = setEnv({ SMS_ALLOWED_COUNTRIES: 'us, in' })
    resetServerEnv()
    try {
      expect((await read()).countries).toEqual(['US', 'IN'])
    } finally {
      restore()
      resetServerEnv()
    }
  })
})

describe('POST /api/sms/waitlist (double opt-in)', () => {
  it('keeps a join pending, not counted, and sends one confirmation e-mail with a one-time link', async () => {
    const res = await join({ email: ' Priya@Example.com ', country: 'in' })
    expect(res.status).toBe(200)
    expect(waitlistResponseSchema.parse(await res.json())).toEqual({ success: true, message: english(WAITLIST_MESSAGES.confirmationInOutbox('priya@example.com')) })
    expect(await query(`SELECT email, country, pending_country, confirmed_at FROM sms_waitlist`)).toEqual([
      { email: 'priya@example.com', country: null, pending_country: 'IN', confirmed_at: null },
    ])
    expect(await onTheList()).toEqual([])
    const mails = await outbox()
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: 'priya@example.com', subject: WAITLIST_CONFIRMATION_SUBJECT, purpose: 'sms_waitlist_confirm' })
    expect(mails[0]?.text).toContain('phone numbers in India')
    expect(linkOf(mails[0]?.text ?? '')).toMatch(/^http:\/\/localhost:8888\/api\/sms\/waitlist\/confirm\?token=[\w-]{43}$/)
    const [row] = await query<{ confirm_token_hash: Buffer }>(`SELECT confirm_token_hash FROM sms_waitlist`)
    expect(row?.confirm_token_hash.toString('base64url')).not.toBe(new URL(linkOf(mails[0]?.text ?? '')).searchParams.get('token'))
  })

  it("writes a Spanish reader's e-mail in Spanish, the country named in Spanish too", async () => {
    const res = await join({ email: 'lucia@example.com', country: 'in' }, '203.0.113.10', { 'accept-language': 'es-MX,es;q=0.9' })
    expect(res.status).toBe(200)
    const [mail] = await outbox()
    expect(mail?.to).toBe('lucia@example.com')
    expect(mail?.text).toContain('India')
    expect(mail?.html).toContain('<html lang="es"')
    const spanishWaitlist = await join({ email: 'lucia@example.com', country: 'jp' }, '203.0.113.10', { 'accept-language': 'es' })
    expect(spanishWaitlist.status).toBe(200)
    const [japan] = await outbox()
    expect(japan?.text).toContain('Japón')
    expect(japan?.text).not.toContain('Japan')
  })

  it('answers the same for a new, a pending and a confirmed address, so the list cannot be probed', async () => {
    const answers = [await join({ email: 'ann@example.com', country: 'IN' })]
    answers.push(await join({ email: 'ann@example.com', country: 'IN' }))
    expect((await confirm('POST', await newestLink('ann@example.com'))).status).toBe(200)
    answers.push(await join({ email: 'ann@example.com', country: 'IN' }))
    const bodies = await Promise.all(answers.map(async (a) => ({ status: a.status, body: await a.text() })))
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    expect(await rowCount('email_outbox')).toBe(3)
  })

  it.each([
    [{ email: 'ann', country: 'IN' }, 'invalid_request', /valid email/],
    [{ email: 'ann@example.com', country: 'India' }, 'invalid_request', /Choose your country/],
    [{ email: 'ann@example.com' }, 'invalid_request', /Choose your country/],
    [{ email: 'ann@example.com', country: 'IN', extra: 1 }, 'invalid_request', undefined],
    ['not json', 'malformed_json', undefined],
  ])('refuses %j with 400, stores nothing and sends nothing', async (body, error, message) => {
    await expectProblem(await join(body), 400, error, message)
    expect(await rowCount('sms_waitlist')).toBe(0)
    expect(await rowCount('email_outbox')).toBe(0)
    expect(await rowCount('rate_limit_hits')).toBe(0)
  })

  it('says a texted country needs no waitlist', async () => {
    await expectProblem(await join({ email: 'bo@example.com', country: 'US' }), 400, 'country_supported', /already texts numbers in United States/)
    expect(await rowCount('sms_waitlist')).toBe(0)
    expect(await rowCount('email_outbox')).toBe(0)
  })

  it('refuses another site posting to it', async () => {
    await expectProblem(await join({ email: 'ann@example.com', country: 'IN' }, '203.0.113.9', { origin: 'https://evil.example' }), 403, 'cross_origin')
    expect(await rowCount('sms_waitlist')).toBe(0)
    expect(await rowCount('email_outbox')).toBe(0)
  })
})

describe('GET and POST /api/sms/waitlist/confirm', () => {
  it('opening the link shows a button and changes nothing; pressing it confirms (again: the same page)', async () => {
    await join({ email: 'ann@example.com', country: 'IN' })
    const link = await newestLink('ann@example.com')
    const html = await expectConfirmPage(await confirm('GET', link), link)
    expect(html).toContain('<strong>ann@example.com</strong>')
    expect(html).toContain('<strong>India</strong>')
    expect(await onTheList()).toEqual([])

    for (let i = 0; i < 2; i++) {
      const done = await confirm('POST', link)
      expect(done.status).toBe(200)
      expect(await done.text()).toContain('We will e-mail <strong>ann@example.com</strong> when AirAhead can text phone numbers in <strong>India</strong>')
    }
    expect(await onTheList()).toEqual([{ email: 'ann@example.com', country: 'IN' }])
    expect(await (await confirm('GET', link)).text()).toContain('on the waitlist</h1>')
  })

  it("a stranger's join cannot change a confirmed address's country: only the owner's new link does", async () => {
    await join({ email: 'ann@example.com', country: 'IN' })
    const first = await newestLink('ann@example.com')
    expect((await confirm('POST', first)).status).toBe(200)

    const stranger = await join({ email: 'ann@example.com', country: 'BR' }, '198.51.100.66')
    expect(stranger.status).toBe(200)
    expect(await onTheList()).toEqual([{ email: 'ann@example.com', country: 'IN' }])
    const change = await newestLink('ann@example.com')
    expect(change).not.toBe(first)
    await expectProblem(await confirm('POST', first), 404, 'link_expired')
    expect(await (await confirm('GET', change)).text()).toContain('<strong>Brazil</strong>')
    expect(await onTheList()).toEqual([{ email: 'ann@example.com', country: 'IN' }])

    expect((await confirm('POST', change)).status).toBe(200)
    expect(await onTheList()).toEqual([{ email: 'ann@example.com', country: 'BR' }])
  })

  it('an expired link answers 404 JSON and changes nothing; the cleanup forgets the join, not a confirmed country', async () => {
    await join({ email: 'slow@example.com', country: 'IN' })
    const slow = await newestLink('slow@example.com')
    await join({ email: 'kept@example.com', country: 'IN' })
    expect((await confirm('POST', await newestLink('kept@example.com'))).status).toBe(200)
    await join({ email: 'kept@example.com', country: 'JP' })
    const change = await newestLink('kept@example.com')

    await query(`UPDATE sms_waitlist SET pending_until = now() - interval '1 second' WHERE pending_until IS NOT NULL`)
    for (const link of [slow, change]) {
      await expectProblem(await confirm('GET', link), 404, 'link_expired', WAITLIST_CONFIRM_MESSAGES.expired)
      await expectProblem(await confirm('POST', link), 404, 'link_expired', WAITLIST_CONFIRM_MESSAGES.expired)
    }
    expect(await onTheList()).toEqual([{ email: 'kept@example.com', country: 'IN' }])

    expect((await deleteExpired(new Date())).waitlistJoins).toBe(2)
    expect(await query(`SELECT email, country, pending_country, pending_until, confirm_token_hash FROM sms_waitlist`)).toEqual([
      { email: 'kept@example.com', country: 'IN', pending_country: null, pending_until: null, confirm_token_hash: null },
    ])
    await expectProblem(await confirm('GET', change), 404, 'link_expired')
  })

  it.each([
    ['no token', '/api/sms/waitlist/confirm', 400, 'invalid_request'],
    ['a short token', '/api/sms/waitlist/confirm?token=abc', 400, 'invalid_request'],
    ['a token with odd characters', `/api/sms/waitlist/confirm?token=${'a'.repeat(42)}%00`, 400, 'invalid_request'],
    ['an unknown token', `/api/sms/waitlist/confirm?token=${'a'.repeat(43)}`, 404, 'link_expired'],
  ])('answers %s with a JSON problem', async (_name, path, status, error) => {
    await expectProblem(await confirm('GET', path), status, error)
    await expectProblem(await confirm('POST', path), status, error)
  })

  it('refuses a press from another site (403) and other methods (405), confirming nothing', async () => {
    await join({ email: 'ann@example.com', country: 'IN' })
    const link = await newestLink('ann@example.com')
    await expectProblem(await confirm('POST', link, { origin: 'https://evil.example' }), 403, 'cross_origin')
    await expectProblem(await confirmHandler(new Request(link, { method: 'PUT' })), 405, 'method_not_allowed')
    expect(await onTheList()).toEqual([])
  })
})

describe('waitlist limits and the confirmation-mail shares (decision 232)', () => {
  const T = 1_800_000_000

  it('is limited per network like the newsletter (429 with Retry-After), keeping and mailing nothing more', async () => {
    for (let i = 0; i < WAITLIST_LIMITS.perIp.limit; i++) {
      expect((await join({ email: `p${i}@example.com`, country: 'IN' }, '198.51.100.20')).status).toBe(200)
    }
    const refused = await join({ email: 'late@example.com', country: 'IN' }, '198.51.100.20')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await rowCount('sms_waitlist')).toBe(WAITLIST_LIMITS.perIp.limit)
    expect(await rowCount('email_outbox')).toBe(WAITLIST_LIMITS.perIp.limit)
  })

  it(`mails one address at most ${WAITLIST_LIMITS.perEmailDay.limit} links a day, however spaced`, async () => {
    for (let i = 0; i < WAITLIST_LIMITS.perEmailDay.limit; i++) {
      expect((await joinAt(T + i * 1300, { email: 'daily@example.com', country: 'IN' }, `192.0.2.${i}`)).status).toBe(200)
    }
    await expectProblem(await joinAt(T + 7000, { email: 'daily@example.com', country: 'IN' }, '192.0.2.99'), 429, 'rate_limited', WAITLIST_MESSAGES.tooManyForEmail)
    expect(await rowCount('email_outbox')).toBe(WAITLIST_LIMITS.perEmailDay.limit)
  })

  it("shares a network's confirmation e-mails with the newsletter: spent there, refused here, and a new address is not kept", async () => {
    const ip = '198.51.100.30'
    for (let i = 0; i < CONFIRMATION_MAIL_LIMITS.perNetwork.limit; i++) {
      const res = await newsletterHandler(
        new Request(`${ORIGIN}/api/newsletter/subscribe`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-nf-client-connection-ip': ip },
          body: JSON.stringify({ email: `n${i}@example.org` }),
        }),
      )
      expect(res.status).toBe(201)
    }
    await expectProblem(await join({ email: 'ann@example.com', country: 'IN' }, ip), 429, 'rate_limited', CONFIRMATION_MAIL_MESSAGES[CONFIRMATION_MAIL_LIMITS.perNetwork.name])
    expect(await rowCount('sms_waitlist')).toBe(0)
    expect((await outbox()).filter((m) => m.to === 'ann@example.com')).toEqual([])
  })

  it("stops many networks mailing one domain at the domain's share; a confirmed address keeps its country", async () => {
    expect((await joinAt(T, { email: 'owner@victim.example', country: 'IN' }, '203.0.113.50')).status).toBe(200)
    expect((await confirm('POST', await newestLink('owner@victim.example'))).status).toBe(200)
    for (let i = 1; i < CONFIRMATION_MAIL_LIMITS.perDomain.limit; i++) {
      expect((await joinAt(T + i, { email: `person${i}@victim.example`, country: 'IN' }, `192.0.${i}.1`)).status).toBe(200)
    }
    const mails = await rowCount('email_outbox')
    const refused = await joinAt(T + 60, { email: 'owner@victim.example', country: 'BR' }, '192.0.200.1')
    await expectProblem(refused, 429, 'rate_limited', CONFIRMATION_MAIL_MESSAGES[CONFIRMATION_MAIL_LIMITS.perDomain.name])
    expect(await rowCount('email_outbox')).toBe(mails)
    expect(await query(`SELECT country FROM sms_waitlist WHERE email = 'owner@victim.example'`)).toEqual([{ country: 'IN' }])
    expect((await joinAt(T + 60, { email: 'other@example.org', country: 'IN' }, '192.0.201.1')).status).toBe(200)
  })
})

describe('the waitlist on a deploy', () => {
  it('without SMTP: 503 email_not_configured, nothing kept', async () => {
    await withoutSmtp(async () => {
      await expectProblem(await join({ email: 'ann@example.com', country: 'IN' }), 503, 'email_not_configured', WAITLIST_MESSAGES.notConfigured)
      expect(await rowCount('sms_waitlist')).toBe(0)
      expect(await rowCount('rate_limit_hits')).toBe(0)
    })
  })

  describe('with SMTP (a fake server)', () => {
    const smtp = useDeployWithFakeSmtp()

    it("mails the link on the site's own address (URL), and says to check the inbox", async () => {
      const res = await join({ email: 'ann@example.com', country: 'IN' })
      expect(res.status).toBe(200)
      expect((await res.json()).message).toBe(english(WAITLIST_MESSAGES.confirmationSent('ann@example.com', 'India')))
      const mail = smtp().received.at(-1)
      expect(mail?.to).toEqual(['ann@example.com'])
      expect(mail?.header('subject')).toBe(WAITLIST_CONFIRMATION_SUBJECT)
      expect(mail?.raw.replace(/=\r?\n/g, '')).toMatch(/https:\/\/airahead\.example\/api\/sms\/waitlist\/confirm\?token(=3D|=)[\w-]{43}/)
    })

    it('a failed e-mail is a 502 and leaves no pending address behind', async () => {
      await withRecipientsRefused(smtp(), async () => {
        await expectProblem(await join({ email: 'bounce@example.com', country: 'IN' }), 502, 'email_failed', WAITLIST_MESSAGES.emailFailed)
      })
      expect(await query(`SELECT email FROM sms_waitlist WHERE email = 'bounce@example.com'`)).toEqual([])
    })
  })
})
