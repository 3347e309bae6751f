import { safeParse, type $ZodType } from 'zod/v4/core'
import type { RequestFailure } from '../domain/validation/request-failure'
import { ApiError, ContractError, apiErrorFrom, languageHeader } from './api'

export interface ApiPostOptions<T> {
  /** Any zod schema (classic or mini): the contract of the success response. */
  schema: $ZodType<T>
  /** Sent as JSON. */
  body: unknown
  /** POST unless told; PUT replaces or updates a resource the same way, PATCH changes part of one. */
  method?: 'POST' | 'PUT' | 'PATCH'
  signal?: AbortSignal
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch
}

/**
 * POSTs (or PUTs) JSON with the session cookie and parses the answer with its contract. A
 * non-success response throws {@link ApiError} with the docs/product.md §Messages message ("<status>: <body>")
 * and the parsed `{ error, message }` problem; an unreachable server throws fetch's TypeError.
 * The app's language goes along (Accept-Language): what the server texts or e-mails in answer
 * is written in it, and sign-in keeps it as the person's (decision 283).
 */
export async function apiPost<T>(path: string, options: ApiPostOptions<T>): Promise<T> {
  const doFetch = options.fetch ?? globalThis.fetch
  const response = await doFetch(path, {
    method: options.method ?? 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...languageHeader() },
    body: JSON.stringify(options.body),
    signal: options.signal,
  })
  if (!response.ok) throw await apiErrorFrom(response)

  const parsed = safeParse(options.schema, await response.json().catch(() => undefined))
  // For developers (error details), not a sentence people read: describeRequestError says it to them.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  if (!parsed.success) throw new ContractError(`Unexpected response from ${path}`, { cause: parsed.error })
  return parsed.data
}

/** DELETEs `path` with the session cookie; any 2xx (usually 204) is success, anything else throws {@link ApiError}. */
export async function apiDelete(path: string, options: { signal?: AbortSignal; fetch?: typeof fetch } = {}): Promise<void> {
  const doFetch = options.fetch ?? globalThis.fetch
  const response = await doFetch(path, { method: 'DELETE', credentials: 'include', headers: { Accept: 'application/json', ...languageHeader() }, signal: options.signal })
  if (!response.ok) throw await apiErrorFrom(response)
}

/**
 * What a form tells a person about a failed POST: the server's own sentence when it
 * answered with one, or "unreachable" when no answer came (fetch rejects with a TypeError).
 * A 2xx the app cannot read counts as an answer without a message.
 */
export function requestFailureOf(error: unknown): RequestFailure {
  if (error instanceof ApiError) return { kind: 'answered', status: error.status, serverMessage: error.problem?.message ?? null }
  if (error instanceof ContractError) return { kind: 'answered', status: 200, serverMessage: null }
  return { kind: 'unreachable' }
}
