import type { ObservationCallOptions } from '../../../netlify/server/observations/types'
import type { Result } from '../../../netlify/server/result'

const HOUR = 3600
/** 2026-11-26 01:20 UTC, unix seconds: 20 minutes into an hour. */
export const NOW = Date.UTC(2026, 10, 26, 1, 20) / 1000
export const CURRENT_HOUR = NOW - (NOW % HOUR)
/** Berlin, where the fake networks' sites are. */
export const BERLIN = { lat: 52.52, lon: 13.405 }

export function callOptions(extra: Partial<ObservationCallOptions> = {}): ObservationCallOptions {
  return { signal: new AbortController().signal, now: NOW, admit: async () => true, ...extra }
}

/** The global fetch, remembering each request's URL and headers. */
export function recordingFetch() {
  const headers: Headers[] = []
  const urls: URL[] = []
  const fetchFn: typeof fetch = (input, init) => {
    urls.push(new URL(String(input)))
    headers.push(new Headers(init?.headers))
    return fetch(input, init)
  }
  return { fetch: fetchFn, headers, urls }
}

export function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected success, got ${result.error.kind}: ${result.error.message}`)
  return result.value
}

export function failure<T>(result: Result<T>) {
  if (result.ok) throw new Error('expected a failure')
  return result.error
}
