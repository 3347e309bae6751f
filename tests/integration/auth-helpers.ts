import { afterAll, beforeAll, expect } from 'vitest'
import codeHandler from '../../netlify/functions/auth-code'
import verifyHandler from '../../netlify/functions/auth-verify'
import outboxHandler from '../../netlify/functions/dev-outbox'
import { resetServerEnv } from '../../netlify/server/env'
import { outboxResponseSchema } from '../../src/domain/contracts/auth'

export type FunctionHandler = (req: Request) => Promise<Response>

export interface CallOptions {
  method?: string
  /** Serialised as JSON unless a string or bytes; Content-Type: application/json unless told otherwise. */
  body?: unknown
  /** The session cookie ("name=value"). */
  cookie?: string | null
  origin?: string
  ip?: string
  headers?: Record<string, string>
  /** Where the app is served; http://localhost unless said otherwise. */
  base?: string
}

/** Calls a function handler the way the Netlify runtime does: a web Request in, a Response out. */
export function call(handler: FunctionHandler, path: string, options: CallOptions = {}): Promise<Response> {
  const base = options.base ?? 'http://localhost'
  const headers = new Headers(options.headers)
  if (options.body !== undefined) {
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  }
  if (options.cookie) headers.set('cookie', options.cookie)
  if (options.origin) headers.set('origin', options.origin)
  headers.set('x-nf-client-connection-ip', options.ip ?? '198.51.100.7')
  const raw = options.body
  const body = raw === undefined ? undefined : typeof raw === 'string' || raw instanceof Uint8Array ? (raw as string | Uint8Array<ArrayBuffer>) : JSON.stringify(raw)
  return handler(new Request(new URL(path, base), { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body }))
}

export interface ParsedCookie {
  name: string
  value: string
  /** Lower-cased attribute names → values ('' for flags). */
  attributes: Record<string, string>
  /** "name=value", ready for a Cookie header. */
  pair: string
}

/** The Set-Cookie of a response, parsed; null when it sets none. */
export function setCookieOf(res: Response): ParsedCookie | null {
  const [header] = res.headers.getSetCookie()
  if (!header) return null
  const [pair = '', ...attrs] = header.split(';').map((p) => p.trim())
  const eq = pair.indexOf('=')
  const attributes = Object.fromEntries(
    attrs.map((a) => {
      const i = a.indexOf('=')
      return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)]
    }),
  )
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes, pair }
}

/** The code in the newest outbox text to `phone`. */
export async function codeFromOutbox(phone: string): Promise<string> {
  const res = await call(outboxHandler, '/api/dev/outbox')
  expect(res.status).toBe(200)
  const { messages } = outboxResponseSchema.parse(await res.json())
  const text = messages.find((m) => m.to === phone)
  const code = /code is (\d{6})/.exec(text?.body ?? '')?.[1]
  if (!code) throw new Error(`no sign-in code for ${phone} in the outbox`)
  return code
}

/** Asks for a code, reads it from the outbox and verifies it; returns the session cookie. */
export async function signIn(phone: string, options: { cookie?: string | null; ip?: string } = {}): Promise<ParsedCookie> {
  const sent = await call(codeHandler, '/api/auth/code', { body: { phone }, ip: options.ip, cookie: options.cookie })
  expect(sent.status).toBe(200)
  const code = await codeFromOutbox(phone)
  const verified = await call(verifyHandler, '/api/auth/verify', { body: { phone, code }, cookie: options.cookie, ip: options.ip })
  expect(verified.status).toBe(200)
  const cookie = setCookieOf(verified)
  if (!cookie) throw new Error('sign-in set no cookie')
  return cookie
}

/** Environment variables a test file sets, restored after it. */
export function setEnv(values: Record<string, string | undefined>): () => void {
  const before = Object.fromEntries(Object.keys(values).map((k) => [k, process.env[k]]))
  const apply = (vars: Record<string, string | undefined>) => {
    for (const [k, v] of Object.entries(vars)) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  }
  apply(values)
  return () => apply(before)
}

/** Local mode asked for, and every variable that chooses an adapter for accounts cleared (outbox, demo payments). */
export const LOCAL_MODE: Record<string, string | undefined> = {
  AIRAHEAD_LOCAL: '1',
  SITE_ID: undefined,
  TWILIO_ACCOUNT_SID: undefined,
  TWILIO_AUTH_TOKEN: undefined,
  TWILIO_FROM: undefined,
  TWILIO_MESSAGING_SERVICE_SID: undefined,
  TWILIO_API_BASE: undefined,
  STRIPE_SECRET_KEY: undefined,
  STRIPE_PRICE_ID: undefined,
  STRIPE_WEBHOOK_SECRET: undefined,
  STRIPE_API_BASE: undefined,
  SIGN_IN_CODE_SECRET: undefined,
  SMS_ALLOWED_COUNTRIES: undefined,
  VAPID_PUBLIC_KEY: undefined,
  VAPID_PRIVATE_KEY: undefined,
  VAPID_SUBJECT: undefined,
}

/** Local mode (outbox, demo payments) for the whole file: set before its tests, restored after. */
export function useLocalMode(): void {
  let restoreEnv: () => void = () => undefined
  beforeAll(() => {
    restoreEnv = setEnv(LOCAL_MODE)
    resetServerEnv()
  })
  afterAll(() => {
    restoreEnv()
    resetServerEnv()
  })
}
