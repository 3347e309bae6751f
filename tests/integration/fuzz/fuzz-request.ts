import fc from 'fast-check'
import { anyMethod, contentType, cookieStyle, extraHeaders, origin, type Caller, type CookieStyle, type FuzzBody } from './generators'

/**
 * A generated request as plain data (so a failing one prints readably and replays), how it
 * becomes a `Request`, and the oracle's building blocks: what each contract accepts, read
 * from the request the way the contract (not the code) says.
 */

export interface FuzzRequest {
  method: string
  /** Path and query, e.g. `/api/geocoding/search?q=%00`. */
  target: string
  caller: Caller
  cookie: CookieStyle
  origin: string | null
  contentType: string | null
  /** Set in order after the others (a later one replaces an earlier one of the same name). */
  headers: [string, string][]
  body: FuzzBody
}

const NORMALISED = new Set(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'POST', 'PUT'])
/** The method as `new Request` leaves it (it upper-cases only the standard ones). */
export const methodOf = (r: FuzzRequest) => (NORMALISED.has(r.method.toUpperCase()) ? r.method.toUpperCase() : r.method)

/**
 * The frame every endpoint's requests share: mostly the endpoint's own methods (so
 * requests reach validation), any caller and cookie, origins, content types, junk headers.
 */
export function requests(options: {
  methods: readonly string[]
  target: fc.Arbitrary<string>
  body: fc.Arbitrary<FuzzBody>
  callers?: Partial<Record<Caller, number>>
  /** Weight of the caller's real cookie among the cookie styles (20 of 30 by default). */
  realCookies?: number
  contentType?: fc.Arbitrary<string | null>
  headers?: fc.Arbitrary<[string, string][]>
}): fc.Arbitrary<FuzzRequest> {
  const weights = options.callers ?? { none: 1, anonymous: 1, member: 2, premium: 4 }
  const caller = fc.oneof(...Object.entries(weights).map(([c, weight]) => ({ weight, arbitrary: fc.constant(c as Caller) })))
  const method = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...options.methods) }, { weight: 1, arbitrary: anyMethod })
  return fc
    .record({
      method,
      target: options.target,
      caller,
      cookie: cookieStyle(options.realCookies),
      origin,
      contentType: options.contentType ?? contentType,
      own: options.headers ?? fc.constant<[string, string][]>([]),
      extra: fc.oneof({ weight: 4, arbitrary: fc.constant<[string, string][]>([]) }, { weight: 1, arbitrary: extraHeaders }),
      body: options.body,
    })
    .map(({ own, extra, ...r }) => {
      const request: FuzzRequest = { ...r, headers: [...own, ...extra] }
      // A GET or HEAD cannot carry a body (the Request constructor refuses one).
      return ['GET', 'HEAD'].includes(methodOf(request)) ? { ...request, body: undefined } : request
    })
}

/** For endpoints behind premium: most requests carry a premium caller's real cookie, so they get past the gate to the body checks. */
export const PREMIUM_CALLERS = { callers: { none: 1, anonymous: 1, member: 1, premium: 5 }, realCookies: 60 }
/** For endpoints behind a sign-in: mostly signed-in callers with their real cookies. */
export const SIGNED_IN_CALLERS = { callers: { none: 1, anonymous: 2, member: 3, premium: 3 }, realCookies: 40 }

/** The callers' session cookies ("name=value"), created for each test. */
export type CallerCookies = Record<Exclude<Caller, 'none'>, string>

export const SESSION_COOKIE = 'airahead_session'

function cookieHeader(style: CookieStyle, real: string | null): string | null {
  switch (style.style) {
    case 'real': return real
    case 'real-among-junk': return [style.junk, real, 'theme=dark'].filter(Boolean).join('; ')
    case 'none': return null
    case 'forged': return `${SESSION_COOKIE}=${style.token}`
    case 'garbage': return `${SESSION_COOKIE}=${style.value}`
    case 'huge': return [`${SESSION_COOKIE}=${'A'.repeat(style.times)}`, real].filter(Boolean).join('; ')
    case 'forged-then-real': return [`${SESSION_COOKIE}=${style.token}`, real].filter(Boolean).join('; ')
    case 'secure-name': return real && `__Host-${real}`
    case 'junk-only': return style.junk
  }
}

/** Whose session the server should see: the caller's for a real cookie, nobody's for a forged or broken one. */
export function effectiveCaller(r: FuzzRequest): Caller {
  return r.cookie.style === 'real' || r.cookie.style === 'real-among-junk' ? r.caller : 'none'
}

export function bodyInit(body: FuzzBody): string | Uint8Array<ArrayBuffer> | undefined {
  if (body === undefined || typeof body === 'string') return body
  if ('bytes' in body) return new Uint8Array(body.bytes)
  return body.prefix + body.repeat.repeat(body.times) + body.suffix
}

export function toRequest(r: FuzzRequest, cookies: CallerCookies): Request {
  const headers = new Headers({ 'x-nf-client-connection-ip': '198.51.100.7' })
  if (r.contentType !== null) headers.set('content-type', r.contentType)
  if (r.origin !== null) headers.set('origin', r.origin)
  const cookie = cookieHeader(r.cookie, r.caller === 'none' ? null : cookies[r.caller])
  if (cookie) headers.set('cookie', cookie)
  for (const [name, value] of r.headers) headers.set(name, value)
  return new Request(new URL(r.target, 'http://localhost'), { method: r.method, headers, body: bodyInit(r.body) })
}

// ---- the oracle's building blocks: what the contract says, not what the code does ----

/** The last value set for a header (names are case-insensitive). */
export function headerOf(r: FuzzRequest, name: string): string | null {
  const found = r.headers.filter(([n]) => n.toLowerCase() === name)
  const value = found.length > 0 ? found[found.length - 1]?.[1] : name === 'content-type' ? r.contentType : name === 'origin' ? r.origin : null
  return value === null || value === undefined ? null : value.trim()
}

/** No Origin (API clients), or this site's host. */
export function isSameSite(r: FuzzRequest): boolean {
  const value = headerOf(r, 'origin')
  if (value === null) return true
  try {
    return new URL(value).host === 'localhost'
  } catch {
    return false
  }
}

/** The body's JSON value, when it is JSON by content type, size (100 KB) and encoding (UTF-8). */
export function jsonValueOf(r: FuzzRequest): { ok: true; value: unknown } | { ok: false } {
  if (headerOf(r, 'content-type')?.split(';')[0]?.trim().toLowerCase() !== 'application/json') return { ok: false }
  const limit = 100 * 1024
  const declared = Number(headerOf(r, 'content-length'))
  if (Number.isFinite(declared) && declared > limit) return { ok: false }
  const init = bodyInit(r.body) ?? ''
  const bytes = typeof init === 'string' ? new TextEncoder().encode(init) : init
  if (bytes.byteLength > limit) return { ok: false }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) }
  } catch {
    return { ok: false }
  }
}

interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false }
}

/** The body as the endpoint's contract reads it (JSON that fits `schema`), or null. */
export function parsedBody<T>(r: FuzzRequest, schema: Schema<T>): T | null {
  const json = jsonValueOf(r)
  if (!json.ok) return null
  const parsed = schema.safeParse(json.value)
  return parsed.success ? parsed.data : null
}

/** A body the endpoint's contract accepts: JSON that fits `schema`. */
export const fitsJson = <T>(r: FuzzRequest, schema: Schema<T>): boolean => parsedBody(r, schema) !== null

/** "JSON content type, no body" endpoints: no bytes at all with the JSON type, or JSON that fits `schema`. */
export function fitsEmptyJson<T>(r: FuzzRequest, schema: Schema<T>): boolean {
  const empty = r.body === undefined || headerOf(r, 'content-length') === '0'
  if (!empty) return fitsJson(r, schema)
  return headerOf(r, 'content-type')?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}
