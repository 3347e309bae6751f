/** Expected failures are values (ARCHITECTURE.md, Conventions): adapters return one of these instead of throwing. */
export type Result<T, E = UpstreamError> = { ok: true; value: T } | { ok: false; error: E }

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value })
export const err = <E>(error: E): Result<never, E> => ({ ok: false, error })

/** Why an upstream call failed, in words fit for a 502 body. */
export interface UpstreamError {
  kind: 'timeout' | 'http' | 'rate-limited' | 'malformed' | 'network'
  /** Which upstream, e.g. "Open-Meteo". */
  upstream: string
  message: string
  status?: number
  /** From the upstream's Retry-After, when it sent one. */
  retryAfterSeconds?: number
}
