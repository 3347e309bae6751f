import { clientRateLimitKey } from './client-ip'
import { serverEnv } from './env'
import { takeRateLimit, tooManyRequests } from './rate-limit'
import { isPremiumSubscription } from './billing/premium'
import { paymentsMode } from './providers/payments/mode'
import {
  hashSessionToken,
  readSessionToken,
  sessionCookie,
  SESSION_REFRESH_AFTER_SECONDS,
} from './auth/session-cookie'
import { createAnonymousSession, extendSession, findSession, type SessionRecord } from './auth/session-store'
import type { SessionUser } from './session-user'

export type { SessionUser } from './session-user'

interface LoadedSession {
  user: SessionUser
  token: string
  tokenHash: Buffer
  lastSeenAt: Date
}

/** New anonymous accounts one network (IPv4 address, IPv6 /64) may create per hour (each is a row kept for 30 days). */
const ANONYMOUS_ACCOUNT_RULE = { name: 'anonymous-account', limit: 30, windowSeconds: 3600 }

// One lookup per request, however many helpers ask who is calling.
const loaded = new WeakMap<Request, Promise<LoadedSession | null>>()

function loadSession(req: Request): Promise<LoadedSession | null> {
  let pending = loaded.get(req)
  if (!pending) {
    pending = readSession(req)
    loaded.set(req, pending)
  }
  return pending
}

async function readSession(req: Request): Promise<LoadedSession | null> {
  const token = readSessionToken(req)
  if (token === null) return null
  const tokenHash = hashSessionToken(token)
  const record = await findSession(tokenHash, new Date())
  return record && { user: toSessionUser(record), token, tokenHash, lastSeenAt: record.lastSeenAt }
}

function toSessionUser(record: SessionRecord): SessionUser {
  return {
    id: record.userId,
    anonymous: record.phone === null,
    isPremium: isPremiumSubscription(record.subscription, paymentsMode(serverEnv())),
    phone: record.phone,
  }
}

/**
 * The one place that says who the caller is: the account of the request's live session
 * cookie (anonymous or signed in), or null. It never writes; see `ensureUser`.
 */
export async function currentUser(req: Request): Promise<SessionUser | null> {
  return (await loadSession(req))?.user ?? null
}

export async function isPremium(req: Request): Promise<boolean> {
  return (await currentUser(req))?.isPremium ?? false
}

export type EnsuredUser =
  | { ok: true; user: SessionUser; created: boolean; setCookie: string | null }
  | { ok: false; response: Response }

/**
 * The caller's account, creating an anonymous one (and its session cookie) when there is
 * none: for actions whose result must be kept (demo subscribe, saving a place). Add
 * `setCookie` to the response with `withSetCookie` (auth/session-cookie.ts). New accounts
 * are limited per IP address (429 with Retry-After).
 */
export async function ensureUser(req: Request): Promise<EnsuredUser> {
  const now = new Date()
  const session = await loadSession(req)
  if (session) return { ok: true, user: session.user, created: false, setCookie: await refreshSession(req, session, now) }

  const limit = await takeRateLimit(ANONYMOUS_ACCOUNT_RULE, clientRateLimitKey(req), Math.floor(now.getTime() / 1000))
  if (!limit.allowed) {
    return { ok: false, response: tooManyRequests(limit.retryAfterSeconds, /*i18n*/ { id: 'problem.session.tooManyAccounts', message: 'Too many new accounts from this network. Try again later.' }) }
  }
  const { userId, token } = await createAnonymousSession(now)
  const user: SessionUser = { id: userId, anonymous: true, isPremium: false, phone: null }
  loaded.set(req, Promise.resolve({ user, token, tokenHash: hashSessionToken(token), lastSeenAt: now }))
  return { ok: true, user, created: true, setCookie: sessionCookie(req, token) }
}

/**
 * Rolling expiry: a session used a day or more after its last refresh gets 30 more days,
 * in the database and in a re-sent cookie (the Set-Cookie to send, or null).
 */
export async function refreshedSessionCookie(req: Request): Promise<string | null> {
  const session = await loadSession(req)
  return session ? refreshSession(req, session, new Date()) : null
}

async function refreshSession(req: Request, session: LoadedSession, now: Date): Promise<string | null> {
  if (now.getTime() - session.lastSeenAt.getTime() < SESSION_REFRESH_AFTER_SECONDS * 1000) return null
  await extendSession(session.tokenHash, now)
  session.lastSeenAt = now
  return sessionCookie(req, session.token)
}

/** The request's live session: who, and the hash of its token (sign-in replaces it). */
export async function currentSession(req: Request): Promise<{ user: SessionUser; tokenHash: Buffer } | null> {
  const session = await loadSession(req)
  return session && { user: session.user, tokenHash: session.tokenHash }
}
