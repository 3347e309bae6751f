import type { $ZodType } from 'zod/v4/core'
import { ApiError } from '../../../lib/api'
import { apiPost } from '../../../lib/api-post'

/** A 429 from the sign-in endpoints: ask again after `retryAfterSeconds` (the Retry-After header). */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number

  constructor(error: ApiError, retryAfterSeconds: number) {
    super(error.status, error.message, error.problem)
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Seconds of a Retry-After header (our server sends delta-seconds; an HTTP date also works). */
export function retryAfterSeconds(header: string | null, nowMs: number): number | null {
  if (!header) return null
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000))
}

/**
 * `apiPost`, but a 429 becomes a {@link RateLimitedError} that says how long to wait: the
 * sign-in form counts down instead of letting people hammer the button.
 */
export async function postWithRetryAfter<T>(
  path: string,
  options: { schema: $ZodType<T>; body: unknown; signal?: AbortSignal; fetch?: typeof fetch },
): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch
  let retryAfter: string | null = null
  const peek: typeof fetch = async (input, init) => {
    const response = await doFetch(input, init)
    retryAfter = response.headers.get('retry-after')
    return response
  }
  try {
    return await apiPost(path, { ...options, fetch: peek })
  } catch (error) {
    const seconds = retryAfterSeconds(retryAfter, Date.now())
    if (error instanceof ApiError && error.status === 429 && seconds !== null) throw new RateLimitedError(error, seconds)
    throw error
  }
}
