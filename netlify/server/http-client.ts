import type { z } from 'zod'
import { err, ok } from './result'
import type { Result, UpstreamError } from './result'
import { readUpstreamText } from './upstream-body'

/**
 * The longest any upstream's Retry-After is obeyed, seconds (decision 230): an hour covers
 * every published window (OpenAQ's and AirNow's hourly limits), and a hostile or broken
 * `Retry-After: 999999999` can no longer hold a network for decades.
 */
export const MAX_RETRY_AFTER_SECONDS = 3600

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
  /** The most the body may weigh, bytes; default `UPSTREAM_BODY_MAX_BYTES` (decision 230). */
  maxBytes?: number
  /** Injected for tests; defaults to the global `fetch`. */
  fetch?: typeof fetch
}

/**
 * GET `url` and validate the JSON body with `schema`. Expected failures come back as values:
 * timeout, network failure, 429 (`rate-limited`), other non-2xx (`http`), and a body that is
 * too large (read streamed, refused past `maxBytes`), not JSON or not the schema (`malformed`). When the caller's `signal` aborts,
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
    const read = await readUpstreamText(response, { upstream, ...(options.maxBytes === undefined ? {} : { maxBytes: options.maxBytes }) })
    if (!read.ok) return read
    const body = read.value
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

/**
 * Retry-After is either delta-seconds or an HTTP date (RFC 9110 §10.2.3); both become
 * seconds, at most `MAX_RETRY_AFTER_SECONDS`.
 */
export function parseRetryAfterSeconds(header: string | null): number | undefined {
  if (header === null || header.trim() === '') return undefined
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : Math.ceil((Date.parse(header) - Date.now()) / 1000)
  if (Number.isNaN(seconds)) return undefined
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, seconds))
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
