import type { z } from 'zod'
import type { Problem } from '../../src/domain/contracts/problem'
import type { MessageDescriptor } from '../../src/domain/i18n/locales'
import { ConfigurationError } from './env'
import { currentLocale, withRequestLocale } from './request-context'
import { requestLocale } from './request-locale'
import { translator } from './i18n'
import { withSecurityHeaders } from './security-headers'

/** A JSON response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { ...init, headers })
}

/** A message for the reader: a sentence already in their language, or a descriptor (with its values). */
export type ReaderMessage = string | MessageDescriptor

/** `message` in the language of the request being answered (decision 285); a string as it is. */
export function readerText(message: ReaderMessage): string {
  return typeof message === 'string' ? message : translator(currentLocale())(message)
}

/**
 * A JSON error `{ error, message }` (docs/product.md §API). Errors are never cached. A
 * descriptor's message is written in the request's language (decision 285); `error` is a code.
 */
export function problem(status: number, error: string, message: ReaderMessage, headers: HeadersInit = {}): Response {
  const h = new Headers(headers)
  h.set('cache-control', 'no-store')
  const body: Problem = { error, message: readerText(message) }
  return json(body, { status, headers: h })
}

const HTTP_MESSAGES = {
  useMethods: /*i18n*/ { id: 'problem.http.useMethods', message: 'Use {methods} for this endpoint.', comment: 'methods: "GET or POST" (HTTP method names, untranslated)' },
  notConfigured: /*i18n*/ { id: 'problem.http.notConfigured', message: 'This AirAhead is not configured yet. {problems}', comment: 'problems: which server settings are missing, in English for its owner' },
  internal: /*i18n*/ { id: 'problem.http.internal', message: 'Something went wrong on our side. Please try again in a moment.' },
}

/** 405 with an Allow header unless the method is one of `allowed`. */
export function allowMethods(req: Request, allowed: readonly string[]): Response | null {
  if (allowed.includes(req.method)) return null
  return problem(405, 'method_not_allowed', { ...HTTP_MESSAGES.useMethods, values: { methods: orList(allowed) } }, {
    allow: allowed.join(', '),
  })
}

/** "GET or POST" in the request's language ("GET o POST"); English keeps its plain "or" between each. */
function orList(methods: readonly string[]): string {
  const locale = currentLocale()
  return locale === 'en' ? methods.join(' or ') : new Intl.ListFormat(locale, { type: 'disjunction' }).format(methods)
}

/** Parses the query string with a contract; a 400 problem when it does not fit. */
export function parseQuery<S extends z.ZodType>(
  req: Request,
  schema: S,
): { ok: true; value: z.output<S> } | { ok: false; response: Response } {
  const params = Object.fromEntries(new URL(req.url).searchParams)
  const parsed = schema.safeParse(params)
  if (parsed.success) return { ok: true, value: parsed.data }
  const message = parsed.error.issues.map((i) => i.message).join('; ')
  return { ok: false, response: problem(400, 'invalid_request', message) }
}

/**
 * Wraps a handler so that an unexpected exception becomes a 500 JSON problem with a
 * generic message (details go to the function log, never to the caller), a missing or
 * wrong variable a 503 that names it (a deploy's owner fixes it in the site settings; no
 * secret's value is ever in it), and every answer carries the security headers.
 */
export function handler(fn: (req: Request) => Promise<Response>): (req: Request) => Promise<Response> {
  return (req) => withRequestLocale(requestLocale(req), () => answer(fn, req))
}

/** `fn`'s answer to `req`, in the request's language (decision 285). */
async function answer(fn: (req: Request) => Promise<Response>, req: Request): Promise<Response> {
  try {
    return withSecurityHeaders(await fn(req))
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(`${req.method} ${new URL(req.url).pathname}: ${error.message}`)
      return withSecurityHeaders(problem(503, 'not_configured', { ...HTTP_MESSAGES.notConfigured, values: { problems: error.problems } }))
    }
    console.error(`${req.method} ${new URL(req.url).pathname} failed:`, error)
    return withSecurityHeaders(problem(500, 'internal_error', HTTP_MESSAGES.internal))
  }
}
