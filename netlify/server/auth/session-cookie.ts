import { createHash, randomBytes } from 'node:crypto'

/** Sessions last 30 days from their last refresh (rolling). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60
/** A session used at least this long after its last refresh is extended (and the cookie re-sent). */
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
/** 256 bits in base64url without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/**
 * Secure everywhere except plain http on this machine, decided from the request URL: a
 * browser keeps no Secure cookie from http://localhost, and anywhere else plain http must
 * not carry a session at all.
 */
export function isSecureRequest(req: Request): boolean {
  const url = new URL(req.url)
  return !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname))
}

/**
 * `__Host-` when Secure: the browser then refuses the cookie unless it is Secure, host-only
 * and Path=/, so a sibling subdomain cannot plant a session. Plain http (localhost) cannot
 * use the prefix.
 */
export function sessionCookieName(req: Request): string {
  return isSecureRequest(req) ? '__Host-airahead_session' : 'airahead_session'
}

/** A new random 256-bit session token (base64url) — only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url')
}

/** SHA-256 of the token: what the sessions table keeps. */
export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest()
}

/** The session token the request carries, if it has a well-formed one. */
export function readSessionToken(req: Request): string | null {
  const name = sessionCookieName(req)
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue
    const value = part.slice(eq + 1).trim()
    return TOKEN_PATTERN.test(value) ? value : null
  }
  return null
}

/** Set-Cookie for a session token: HttpOnly, SameSite=Lax, Path=/, 30 days, Secure unless http://localhost. */
export function sessionCookie(req: Request, token: string): string {
  return serialize(req, token, SESSION_MAX_AGE_SECONDS)
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(req: Request): string {
  return serialize(req, '', 0)
}

function serialize(req: Request, value: string, maxAgeSeconds: number): string {
  const parts = [`${sessionCookieName(req)}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax']
  if (isSecureRequest(req)) parts.push('Secure')
  return parts.join('; ')
}

/**
 * The name of a cookie scripts may read, `1` while a session cookie is set: the app asks
 * GET /api/auth/user only when it is there, so a visitor's first page does not answer
 * 401 (which browsers log as a console error). It holds no secret.
 */
export const SESSION_HINT_COOKIE = 'airahead_session_hint'

/** Adds a Set-Cookie to a response (no-op for null). Responses that set cookies are never cached. */
export function withSetCookie(response: Response, setCookie: string | null): Response {
  if (setCookie === null) return response
  response.headers.append('set-cookie', setCookie)
  // The hint follows the session cookie: same lifetime and flags, minus HttpOnly.
  const [pair = '', ...attributes] = setCookie.split('; ')
  const cleared = pair.endsWith('=')
  const hint = [`${SESSION_HINT_COOKIE}=${cleared ? '' : '1'}`, ...attributes.filter((a) => a !== 'HttpOnly')].join('; ')
  response.headers.append('set-cookie', hint)
  response.headers.set('cache-control', 'no-store')
  return response
}
