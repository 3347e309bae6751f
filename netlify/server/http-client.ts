import type { z } from 'zod'
import { err, ok } from './result'
import type { Result, UpstreamError } from './result'

/** An upstream failure; `retryAfterSeconds` is set when a 429 carried a usable Retry-After. */
export interface HttpClientError extends UpstreamError {
  retryAfterSeconds?: number
}

export interface FetchJsonOptions {
  /** Name a person reads in the error message, e.g. "Open-Meteo". */
  upstream: string
  /** Time allowed for the whole exchange (headers and body), milliseconds. */
  timeoutMs: number
  /** The caller's signal; aborting it aborts the request. */
  signal: AbortSignal
  headers?: Record<string, string>
  /** Injected for tests; defaults to the global `fetch`. */
  fetch?: typeof fetch
}

/**
 * GET `url` and validate the JSON body with `schema`. Expected failures come back as values:
 * timeout, network failure, 429 (`rate-limited`), other non-2xx (`http`), and a body that is
 * not JSON or does not match the schema (`malformed`). When the caller's `signal` aborts,
 * the request is cancelled and the signal's reason (an `AbortError`) is thrown, because a
 * cancelled request is the caller's decision, not an upstream failure.
 */
export async function fetchJson<S extends z.ZodType>(
  url: string | URL,
  schema: S,
  options: FetchJsonOptions,
): Promise<Result<z.output<S>, HttpClientError>> {
  const { upstream, timeoutMs, signal } = options
  signal.throwIfAborted()
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), timeoutMs)
  const combined = AbortSignal.any([signal, timeout.signal])
  const fail = (kind: UpstreamError['kind'], message: string, extra: Partial<HttpClientError> = {}) =>
    err<HttpClientError>({ kind, upstream, message, ...extra })
  try {
    const response = await (options.fetch ?? fetch)(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: combined,
    })
    const body = await response.text()
    if (response.status === 429) {
      const retryAfterSeconds = parseRetryAfterSeconds(response.headers.get('retry-after'))
      const wait = retryAfterSeconds === undefined ? '' : `; retry after ${retryAfterSeconds} s`
      return fail('rate-limited', `${upstream} rate limit reached${wait}`, {
        status: 429,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      })
    }
    if (!response.ok) {
      const reason = vendorReason(body)
      return fail('http', `${upstream} answered HTTP ${response.status}${reason ? `: ${reason}` : ''}`, {
        status: response.status,
      })
    }
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return fail('malformed', `${upstream} sent a response that is not valid JSON`)
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : ''
      return fail('malformed', `${upstream} sent an unexpected response${where}: ${issue?.message ?? 'invalid'}`)
    }
    return ok(parsed.data)
  } catch (error) {
    if (signal.aborted) throw signal.reason
    if (timeout.signal.aborted) {
      return fail('timeout', `${upstream} did not answer within ${formatSeconds(timeoutMs)}`)
    }
    return fail('network', `Could not reach ${upstream}${networkCause(error)}`)
  } finally {
    clearTimeout(timer)
  }
}

/** Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3); both become seconds. */
function parseRetryAfterSeconds(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  const date = Date.parse(header)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - Date.now()) / 1000))
}

/** Vendors explain errors in JSON (`reason` at Open-Meteo, `message` at OpenWeatherMap). */
function vendorReason(body: string): string | undefined {
  try {
    const json: unknown = JSON.parse(body)
    if (typeof json !== 'object' || json === null) return undefined
    const record = json as Record<string, unknown>
    const text = record['reason'] ?? record['message']
    return typeof text === 'string' ? text.slice(0, 200) : undefined
  } catch {
    return undefined
  }
}

function networkCause(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' ? ` (${cause.code})` : ''
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(2))} s`
}
