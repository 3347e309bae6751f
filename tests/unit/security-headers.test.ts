import { describe, expect, it } from 'vitest'
import { handler } from '../../netlify/server/http'
import { API_SECURITY_HEADERS, withSecurityHeaders } from '../../netlify/server/security-headers'

describe('withSecurityHeaders', () => {
  it('adds every header, keeping status, body and each cookie', async () => {
    const headers = new Headers({ 'content-type': 'application/json' })
    headers.append('set-cookie', 'a=1; Path=/; HttpOnly')
    headers.append('set-cookie', 'b=2; Path=/; HttpOnly')
    const res = withSecurityHeaders(new Response('{"ok":true}', { status: 201, headers }))
    expect(res.status).toBe(201)
    expect(await res.text()).toBe('{"ok":true}')
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; HttpOnly'])
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(res.headers.get(name), name).toBe(value)
  })

  it("keeps a response's own policy", () => {
    const res = withSecurityHeaders(new Response('<p>', { headers: { 'content-security-policy': "default-src 'none'; style-src 'sha256-x'" } }))
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'sha256-x'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('works on responses whose headers cannot change', () => {
    const res = withSecurityHeaders(Response.redirect('https://example.com/next', 302))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://example.com/next')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  })
})

describe('handler', () => {
  it('sends the headers with answers and with the 500 of an unexpected error', async () => {
    const ok = await handler(async () => new Response(null, { status: 204 }))(new Request('http://localhost/api/x'))
    expect(ok.status).toBe(204)
    expect(ok.headers.get('x-content-type-options')).toBe('nosniff')
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const failed = await handler(async () => {
        throw new Error('boom')
      })(new Request('http://localhost/api/x'))
      expect(failed.status).toBe(500)
      expect(failed.headers.get('content-security-policy')).toBe(API_SECURITY_HEADERS['content-security-policy'])
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1)
  })
})
