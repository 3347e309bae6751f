import { describe, expect, it } from 'vitest'
import codeHandler from '../../netlify/functions/auth-code'
import verifyHandler from '../../netlify/functions/auth-verify'
import logoutHandler from '../../netlify/functions/auth-logout'
import { useTestDatabase } from '../support/database'
import { call, codeFromOutbox, useLocalMode } from './auth-helpers'

useTestDatabase()

useLocalMode()

describe('the session hint cookie', () => {
  it('is set (readable by scripts, no secret) beside the session cookie, and cleared with it', async () => {
    const phone = '+12015550123'
    await call(codeHandler, '/api/auth/code', { body: { phone } })
    const verified = await call(verifyHandler, '/api/auth/verify', { body: { phone, code: await codeFromOutbox(phone) } })
    const [session, hint] = verified.headers.getSetCookie()
    expect(session).toMatch(/HttpOnly/)
    expect(hint).toMatch(/^airahead_session_hint=1; Path=\/; Max-Age=2592000; SameSite=Lax$/)

    const cookie = session?.split(';')[0] ?? ''
    const out = await call(logoutHandler, '/api/auth/logout', { body: {}, cookie })
    const cleared = out.headers.getSetCookie()
    expect(cleared[1]).toMatch(/^airahead_session_hint=; Path=\/; Max-Age=0; SameSite=Lax$/)
  })
})
