import type { z } from 'zod'
import type { Problem } from '../../src/domain/contracts/problem'
import { ConfigurationError } from './env'
import { withSecurityHeaders } from './security-headers'

/** A JSON response. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  headers.set('content-type', 'application/json; charset=utf-8')
  return new Response(JSON.stringify(body), { ...init, headers })
}

/** A JSON error `{ error, message }` (docs/product.md §API). Errors are never cached. */
export function problem(status: number, error: string, message: string, headers: HeadersInit = {}): Response {
  const h = new Headers(headers)
  h.set('cache-control', 'no-store')
  const body: Problem = { error, message }
  return json(body, { status, headers: h })
}

/** 405 with an Allow header unless the method is one of `allowed`. */
export function allowMethods(req: Request, allowed: readonly string[]): Response | null {
  if (allowed.includes(req.method)) return null
  return problem(405, 'method_not_allowed', `Use ${allowed.join(' or ')} for this endpoint.`, {
    allow: allowed.join(', '),
  })
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
  return async (req) => {
    try {
      return withSecurityHeaders(await fn(req))
    } catch (error) {
      if (error instanceof ConfigurationError) {
        console.error(`${req.method} ${new URL(req.url).pathname}: ${error.message}`)
        return withSecurityHeaders(problem(503, 'not_configured', `This AirAhead is not configured yet. ${error.problems}`))
      }
      console.error(`${req.method} ${new URL(req.url).pathname} failed:`, error)
      return withSecurityHeaders(problem(500, 'internal_error', 'Something went wrong on our side. Please try again in a moment.'))
    }
  }
}
