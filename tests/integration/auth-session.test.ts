import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import loginHandler from '../../netlify/functions/login'
import logoutHandler from '../../netlify/functions/auth-logout'
import premiumForecastHandler from '../../netlify/functions/air-quality-forecast-premium'
import userHandler from '../../netlify/functions/auth-user'
import { query } from '../../netlify/server/db'
import { resetServerEnv } from '../../netlify/server/env'
import { currentUser, ensureUser, isPremium } from '../../netlify/server/session'
import { currentUserSchema } from '../../src/domain/contracts/user'
import { problemSchema } from '../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../support/database'
import { call, LOCAL_MODE, setCookieOf, setEnv, signIn } from './auth-helpers'
import { OFF_SITE_OR_REFUSED, SAME_SITE } from '../support/next-path-cases'

useTestDatabase()

let restoreEnv: () => void
beforeAll(() => {
  restoreEnv = setEnv({ ...LOCAL_MODE, AIR_QUALITY_PROVIDER: 'simulated' })
  resetServerEnv()
})
afterAll(() => {
  restoreEnv()
  resetServerEnv()
})
afterEach(() => {
  vi.useRealTimers()
})

const THIRTY_DAYS = 30 * 24 * 60 * 60
const demoSubscribe = (options: { cookie?: string; base?: string; origin?: string } = {}) =>
  call(demoSubscribeHandler, '/api/demo/subscribe', { method: 'POST', headers: { 'content-type': 'application/json' }, ...options })
const me = (cookie?: string, base?: string) => call(userHandler, '/api/auth/user', { cookie, base })

describe('the anonymous session cookie', () => {
  it('on http://localhost: HttpOnly, SameSite=Lax, Path=/, 30 days, not Secure', async () => {
    const res = await demoSubscribe()
    expect(res.status).toBe(200)
    const cookie = setCookieOf(res)
    expect(cookie?.name).toBe('airahead_session')
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(cookie?.attributes).toEqual({ path: '/', 'max-age': String(THIRTY_DAYS), httponly: '', samesite: 'Lax' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('on https: Secure, with the __Host- prefix', async () => {
    const res = await demoSubscribe({ base: 'https://airahead.example' })
    const cookie = setCookieOf(res)
    expect(cookie?.name).toBe('__Host-airahead_session')
    expect(cookie?.attributes).toEqual({ path: '/', 'max-age': String(THIRTY_DAYS), httponly: '', samesite: 'Lax', secure: '' })
    expect((await me(cookie?.pair, 'https://airahead.example')).status).toBe(200)
  })

  it('on plain http anywhere but localhost: still Secure (a session never rides plain http)', async () => {
    const cookie = setCookieOf(await demoSubscribe({ base: 'http://airahead.example' }))
    expect(cookie?.attributes['secure']).toBe('')
  })

  it('stores only the SHA-256 of the 256-bit token', async () => {
    const cookie = setCookieOf(await demoSubscribe())
    const rows = await query<{ token_hash: Buffer; expires_at: Date }>(`SELECT token_hash, expires_at FROM sessions`)
    expect(rows).toHaveLength(1)
    expect(Buffer.from(cookie?.value ?? '', 'base64url')).toHaveLength(32)
    expect(rows[0]?.token_hash.equals(createHash('sha256').update(cookie?.value ?? '').digest())).toBe(true)
    const dump = JSON.stringify(await query(`SELECT * FROM sessions`))
    expect(dump).not.toContain(cookie?.value)
    expect((rows[0]?.expires_at.getTime() ?? 0) - Date.now()).toBeGreaterThan((THIRTY_DAYS - 60) * 1000)
  })

  it('is the anonymous account: GET /api/auth/user answers it, premium after demo subscribe', async () => {
    const cookie = setCookieOf(await demoSubscribe())
    const res = await me(cookie?.pair)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(currentUserSchema.parse(await res.json())).toMatchObject({
      isPremium: true,
      subscriptionStatus: 'premium',
      subscriptionActive: true,
      phoneNumber: null,
      phoneVerified: false,
      alertsEnabled: false,
      trialEndsAt: null,
    })
  })

  it('a second demo subscribe keeps the same account and sets no new cookie', async () => {
    const cookie = setCookieOf(await demoSubscribe())
    const again = await demoSubscribe({ cookie: cookie?.pair })
    expect(again.status).toBe(200)
    expect(setCookieOf(again)).toBeNull()
    expect(await rowCount('users')).toBe(1)
  })
})

describe('GET /api/auth/user', () => {
  it('answers 401 JSON without a cookie, with an unknown token, or with a malformed one', async () => {
    for (const cookie of [undefined, `airahead_session=${'A'.repeat(43)}`, 'airahead_session=short', 'other=1']) {
      const res = await me(cookie)
      expect(res.status).toBe(401)
      expect(problemSchema.parse(await res.json()).error).toBe('not_signed_in')
    }
  })

  it('does not read the http cookie name on https (and the other way round)', async () => {
    const cookie = setCookieOf(await demoSubscribe())
    expect((await me(cookie?.pair, 'https://airahead.example')).status).toBe(401)
  })

  it('rolls the expiry: more than a day after the last refresh, 30 more days and a new cookie', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'))
    const cookie = setCookieOf(await demoSubscribe())
    vi.setSystemTime(new Date('2026-11-22T11:00:00Z'))
    const soon = await me(cookie?.pair)
    expect(soon.status).toBe(200)
    expect(setCookieOf(soon)).toBeNull()

    vi.setSystemTime(new Date('2026-12-10T12:00:00Z'))
    const later = await me(cookie?.pair)
    const renewed = setCookieOf(later)
    expect(renewed?.value).toBe(cookie?.value)
    expect(renewed?.attributes['max-age']).toBe(String(THIRTY_DAYS))
    const [row] = await query<{ expires_at: Date }>(`SELECT expires_at FROM sessions`)
    expect(row?.expires_at.toISOString()).toBe('2027-01-09T12:00:00.000Z')

    vi.setSystemTime(new Date('2027-01-09T12:00:01Z'))
    expect((await me(cookie?.pair)).status).toBe(401)
  })
})

describe('session helpers for other endpoints', () => {
  it('currentUser and isPremium read the session; ensureUser makes an account only once', async () => {
    const anonymous = new Request('http://localhost/api/x', { headers: { 'x-nf-client-connection-ip': '198.51.100.1' } })
    expect(await currentUser(anonymous)).toBeNull()
    expect(await isPremium(anonymous)).toBe(false)
    const ensured = await ensureUser(anonymous)
    if (!ensured.ok) throw new Error('expected an account')
    expect(ensured).toMatchObject({ created: true, user: { anonymous: true, isPremium: false, phone: null } })
    expect(await currentUser(anonymous)).toEqual(ensured.user)

    const withCookie = new Request('http://localhost/api/x', { headers: { cookie: ensured.setCookie?.split(';')[0] ?? '' } })
    const again = await ensureUser(withCookie)
    expect(again).toMatchObject({ ok: true, created: false, setCookie: null, user: { id: ensured.user.id } })
    expect(await rowCount('users')).toBe(1)
  })

  it('limits new anonymous accounts to 30 per IP address per hour', async () => {
    for (let i = 0; i < 30; i += 1) expect((await demoSubscribe()).status).toBe(200)
    const res = await demoSubscribe()
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(await rowCount('users')).toBe(30)
  })
})

describe('server-side premium: GET /api/air-quality/forecast-premium', () => {
  const path = '/api/air-quality/forecast-premium?latitude=40.71&longitude=-74.01'
  it('403 for a visitor and for a free account, 200 once demo premium is granted', async () => {
    expect((await call(premiumForecastHandler, path)).status).toBe(403)
    const cookie = await signIn('+12015550123')
    const free = await call(premiumForecastHandler, path, { cookie: cookie.pair })
    expect(free.status).toBe(403)
    expect(problemSchema.parse(await free.json()).error).toBe('premium_required')
    expect((await demoSubscribe({ cookie: cookie.pair })).status).toBe(200)
    const premium = await call(premiumForecastHandler, path, { cookie: cookie.pair })
    expect(premium.status).toBe(200)
    expect(((await premium.json()) as { list: unknown[] }).list.length).toBeGreaterThan(48)
  })
})

describe('cross-origin requests', () => {
  it('are refused with 403 JSON before anything is written', async () => {
    const res = await demoSubscribe({ origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(problemSchema.parse(await res.json()).error).toBe('cross_origin')
    expect(await rowCount('users')).toBe(0)
    expect(setCookieOf(res)).toBeNull()
  })

  it('pass from the same origin', async () => {
    expect((await demoSubscribe({ origin: 'http://localhost' })).status).toBe(200)
  })

  it('a cross-origin logout does not end the session', async () => {
    const cookie = await signIn('+12015550123')
    const res = await call(logoutHandler, '/api/auth/logout', { body: {}, cookie: cookie.pair, origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await rowCount('sessions')).toBe(1)
  })
})

describe('GET /api/login', () => {
  it.each([
    [undefined, '/'],
    ['/subscribe', '/subscribe'],
    ['/alerts?tab=1#x', '/alerts?tab=1#x'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['subscribe', '/'],
    ['/api/auth/user', '/'],
    ['/%0d%0aSet-Cookie:x', '/'],
  ])('next=%s redirects to /sign-in?next=%s', async (next, expected) => {
    const query = next === undefined ? '' : `?next=${encodeURIComponent(next)}`
    const res = await call(loginHandler, `/api/login${query}`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/sign-in?next=${encodeURIComponent(expected)}`)
  })

  /** The `next` the sign-in page gets from a /api/login redirect. */
  async function nextOfRedirect(query: string): Promise<string | null> {
    const res = await call(loginHandler, `/api/login${query}`)
    expect(res.status).toBe(302)
    const location = new URL(res.headers.get('location') ?? '', 'https://airahead.example')
    expect(location.origin).toBe('https://airahead.example')
    expect(location.pathname).toBe('/sign-in')
    return location.searchParams.get('next')
  }

  it.each(OFF_SITE_OR_REFUSED.map((next) => [next]))('next=%j (encoded or as is) leads to /sign-in?next=/', async (next) => {
    expect(await nextOfRedirect(`?next=${encodeURIComponent(next)}`)).toBe('/')
    // Written as is, a `#` starts /api/login's own fragment, which never reaches a server.
    if (!next.includes('#')) expect(await nextOfRedirect(`?next=${next}`)).toBe('/')
  })

  it.each(SAME_SITE)('next=%j is kept', async (next, kept) => {
    expect(await nextOfRedirect(`?next=${encodeURIComponent(next)}`)).toBe(kept)
  })

  it('is GET only', async () => {
    const res = await call(loginHandler, '/api/login', { method: 'POST' })
    expect(res.status).toBe(405)
  })
})
