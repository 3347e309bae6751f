import { english, type MessageDescriptor } from '../../src/domain/i18n/locales'
import { beforeEach, describe, expect, it } from 'vitest'
import feedbackHandler from '../../netlify/functions/feedback'
import { createAnonymousSession } from '../../netlify/server/auth/session-store'
import { query } from '../../netlify/server/db'
import { FEEDBACK_LIMIT, FEEDBACK_MESSAGES, sendFeedback } from '../../netlify/server/feedback/send-feedback'
import type { SessionUser } from '../../netlify/server/session'
import { feedbackResponseSchema } from '../../src/domain/contracts/feedback'
import { problemSchema } from '../../src/domain/contracts/problem'
import { FEEDBACK_TEXT } from '../../src/domain/validation/feedback'
import { rowCount, useTestDatabase } from '../support/database'

useTestDatabase()

const URL_ = 'http://localhost:8888/api/feedback'
const T = 1_800_000_000

/** A real account row (feedback belongs to its user), seen by the endpoint as `fields` say. */
async function account(fields: Partial<SessionUser> = {}): Promise<SessionUser> {
  const [row] = await query<{ id: string }>('INSERT INTO users DEFAULT VALUES RETURNING id')
  return { id: row?.id ?? '', anonymous: false, isPremium: true, phone: '+15551234567', ...fields }
}

let premium: SessionUser
let free: SessionUser
beforeEach(async () => {
  premium = await account()
  free = await account({ isPremium: false })
})
const valid = {
  subject: 'Forecast strip',
  message: 'The +2h label overlaps on my phone.',
  currentPage: '/home',
  userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
}

function request(body: unknown, headers: Record<string, string> = {}, init: RequestInit = {}): Request {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...init,
  })
}

/** The endpoint's logic with the caller chosen by the test (accounts are not wired in yet). */
const as = (user: SessionUser | null, req: Request, now = T) => sendFeedback(req, { currentUser: async () => user, now: () => now })

async function expectProblem(res: Response, status: number, error: string, message?: MessageDescriptor | string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toMatch(/^application\/json/)
  const body = problemSchema.parse(await res.json())
  expect(body.error).toBe(error)
  if (message) expect(body.message).toBe(typeof message === 'string' ? message : english(message))
}

async function nothingStored() {
  expect(await rowCount('feedback')).toBe(0)
  expect(await rowCount('rate_limit_hits')).toBe(0)
}

describe('POST /api/feedback: who may send', () => {
  it('no session → 401 JSON, nothing stored (the function file, with the real session module)', async () => {
    await expectProblem(await feedbackHandler(request(valid)), 401, 'not_signed_in', FEEDBACK_MESSAGES.signIn)
    await nothingStored()
  })

  it('through the function file with a real session cookie: 403 without a subscription, 201 with one', async () => {
    const { userId, token } = await createAnonymousSession(new Date())
    const withCookie = () => request(valid, { cookie: `airahead_session=${token}` })
    await expectProblem(await feedbackHandler(withCookie()), 403, 'premium_required')
    expect(await rowCount('feedback')).toBe(0)
    await query(`INSERT INTO subscriptions (user_id, status) VALUES ($1, 'active')`, [userId])
    expect((await feedbackHandler(withCookie())).status).toBe(201)
    const [row] = await query<{ user_id: string }>('SELECT user_id FROM feedback')
    expect(row?.user_id).toBe(userId)
  })

  it('deleting the account deletes its feedback', async () => {
    await as(premium, request(valid))
    await query('DELETE FROM users WHERE id = $1', [premium.id])
    expect(await rowCount('feedback')).toBe(0)
  })

  it('signed in without Premium → 403 JSON, nothing stored', async () => {
    await expectProblem(await as(free, request(valid)), 403, 'premium_required', FEEDBACK_MESSAGES.premiumOnly)
    await nothingStored()
  })

  it('checks the session before reading the body: a bad body from a non-premium user is still 403', async () => {
    await expectProblem(await as(free, request('{not json')), 403, 'premium_required')
    await expectProblem(await as(null, request('{not json')), 401, 'not_signed_in')
  })

  it('premium → 201 {success, message} and one stored row with user, page and user agent', async () => {
    const res = await as(premium, request(valid))
    expect(res.status).toBe(201)
    expect(feedbackResponseSchema.parse(await res.json())).toEqual({ success: true, message: FEEDBACK_TEXT.success })
    const rows = await query<Record<string, unknown>>('SELECT user_id, subject, message, page, user_agent FROM feedback')
    expect(rows).toEqual([
      { user_id: premium.id, subject: valid.subject, message: valid.message, page: '/home', user_agent: valid.userAgent },
    ])
  })

  it('an anonymous account with Premium (demo-granted) may send too', async () => {
    const anonymous = await account({ anonymous: true, phone: null })
    expect((await as(anonymous, request(valid))).status).toBe(201)
  })
})

describe('POST /api/feedback: docs/product.md §Validation on the server', () => {
  it('trims subject and message before storing, keeps line breaks inside the message', async () => {
    await as(premium, request({ ...valid, subject: '  Hello  ', message: '\n Line one\nLine two \t' }))
    const [row] = await query<{ subject: string; message: string }>('SELECT subject, message FROM feedback')
    expect(row).toEqual({ subject: 'Hello', message: 'Line one\nLine two' })
  })

  it('accepts exactly 100 / 1000 characters (after trimming)', async () => {
    const res = await as(premium, request({ ...valid, subject: ` ${'s'.repeat(100)} `, message: `${'m'.repeat(1000)}\n` }))
    expect(res.status).toBe(201)
  })

  it('cleans and cuts a long user agent to 512 characters instead of refusing the message', async () => {
    await as(premium, request({ ...valid, userAgent: `Agent\u0000\u0007/1 ${'x'.repeat(2000)}` }))
    const [row] = await query<{ user_agent: string }>('SELECT user_agent FROM feedback')
    expect(row?.user_agent).toHaveLength(512)
    expect(row?.user_agent.startsWith('Agent/1 x')).toBe(true)
  })

  it('stores an empty user agent as unknown', async () => {
    await as(premium, request({ ...valid, userAgent: '   ' }))
    const [row] = await query<{ user_agent: string | null }>('SELECT user_agent FROM feedback')
    expect(row?.user_agent).toBeNull()
  })

  it.each([
    ['an empty subject', { ...valid, subject: '' }, FEEDBACK_TEXT.bothRequired],
    ['a blank message', { ...valid, message: ' \n\t ' }, FEEDBACK_TEXT.bothRequired],
    ['both blank', { ...valid, subject: ' ', message: ' ' }, FEEDBACK_TEXT.bothRequired],
    ['a missing subject', { message: 'x', currentPage: '/', userAgent: 'ua' }, 'Subject is required.'],
    ['a subject of 101 characters', { ...valid, subject: 's'.repeat(101) }, 'Subject must be at most 100 characters.'],
    ['a message of 1001 characters', { ...valid, message: 'm'.repeat(1001) }, 'Message must be at most 1000 characters.'],
    ['a line break in the subject', { ...valid, subject: 'Hi\r\nBcc: all@example.com' }, 'Subject cannot contain control characters.'],
    ['a NUL in the message', { ...valid, message: 'a\u0000b' }, 'Message cannot contain control characters.'],
    ['a subject that is a number', { ...valid, subject: 7 }, 'Subject must be a string.'],
    ['a message that is an object', { ...valid, message: { text: 'x' } }, 'Message must be a string.'],
    ['a page that is not a path', { ...valid, currentPage: 'https://evil.example/' }, 'currentPage must be a path such as /home.'],
    ['a page with spaces', { ...valid, currentPage: '/home page' }, 'currentPage must be a path such as /home.'],
    ['a page over 512 characters', { ...valid, currentPage: `/${'p'.repeat(512)}` }, 'currentPage must be at most 512 characters.'],
    ['a missing page', { subject: 's', message: 'm', userAgent: 'ua' }, 'currentPage is required.'],
    ['a user agent that is not a string', { ...valid, userAgent: null }, 'userAgent must be a string.'],
    ['an extra field', { ...valid, userId: 'someone-else' }, 'Unknown field: userId.'],
    ['an array', [valid], 'The request body must be a JSON object.'],
  ])('rejects %s with 400 JSON and stores nothing', async (_name, body, message) => {
    await expectProblem(await as(premium, request(body)), 400, 'invalid_request', message)
    await nothingStored()
  })

  it.each([
    ['malformed JSON', 400, 'malformed_json', () => request('{"subject": "x",')],
    ['a form post', 415, 'unsupported_media_type', () => request('subject=x&message=y', { 'content-type': 'application/x-www-form-urlencoded' })],
    ['a body over 100 KB', 413, 'payload_too_large', () => request({ ...valid, message: 'm'.repeat(200 * 1024) })],
    ['another origin', 403, 'cross_origin', () => request(valid, { origin: 'https://evil.example' })],
    ['GET', 405, 'method_not_allowed', () => new Request(URL_)],
  ])('answers %s with %i JSON and stores nothing', async (_name, status, error, makeRequest) => {
    await expectProblem(await as(premium, makeRequest()), status, error)
    await nothingStored()
  })

  it('answers a wrong method with 405 before asking who the caller is', async () => {
    let asked = false
    const res = await sendFeedback(new Request(URL_, { method: 'PUT', body: '{}' }), {
      currentUser: async () => {
        asked = true
        return premium
      },
      now: () => T,
    })
    expect(res.status).toBe(405)
    expect(asked).toBe(false)
  })
})

describe('POST /api/feedback: rate limit', () => {
  it(`allows ${FEEDBACK_LIMIT.limit} messages per user per hour, then 429 with Retry-After`, async () => {
    for (let i = 0; i < FEEDBACK_LIMIT.limit; i++) expect((await as(premium, request(valid), T + i * 60)).status).toBe(201)
    const res = await as(premium, request(valid), T + 900)
    await expectProblem(res, 429, 'rate_limited', FEEDBACK_MESSAGES.tooMany)
    expect(res.headers.get('retry-after')).toBe(String(3600 - 900))
    expect(await rowCount('feedback')).toBe(FEEDBACK_LIMIT.limit)
    expect((await as(await account(), request(valid), T + 900)).status).toBe(201)
    expect((await as(premium, request(valid), T + 3600)).status).toBe(201)
  })

  it('does not count refused or invalid requests', async () => {
    for (let i = 0; i < 10; i++) await as(premium, request({ ...valid, subject: '' }))
    expect((await as(premium, request(valid))).status).toBe(201)
    expect(await rowCount('rate_limit_hits')).toBe(1)
  })
})
