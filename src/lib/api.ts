import { msg } from '@lingui/core/macro'
import { safeParse, type $ZodType } from 'zod/v4/core'
import { problemSchema, type Problem } from '../domain/contracts/problem'
import { i18n } from './i18n'

/**
 * A non-success HTTP response. The message follows docs/product.md §Messages ("<status>: <body text>", or the
 * status text when the body is empty); `problem` is the parsed `{ error, message }` body, if any.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly problem: Problem | null

  constructor(status: number, message: string, problem: Problem | null) {
    super(message)
    this.status = status
    this.problem = problem
  }
}

/** The response was 2xx but did not match the contract: a bug or a version skew, never data to show. */
export class ContractError extends Error {
  override readonly name = 'ContractError'
}

export interface ApiGetOptions<T> {
  /** Any zod schema (classic or mini): the contract of the response. */
  schema: $ZodType<T>
  query?: Record<string, string | number>
  /** TanStack Query's signal, so a superseded request is cancelled. */
  signal?: AbortSignal
  /** docs/product.md §API: by default a 401 is an error; 'returnNull' makes "not signed in" an empty result. */
  on401?: 'throw' | 'returnNull'
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch
}

/**
 * The app's language as a request header (decision 285): a problem's message, which the app may
 * show, comes back in it. What a cacheable GET answers does not depend on it (only problems,
 * never cached, and private answers are worded), so no response varies by it.
 */
export function languageHeader(): Record<string, string> {
  return i18n.locale ? { 'Accept-Language': i18n.locale } : {}
}

export function apiGet<T>(path: string, options: ApiGetOptions<T> & { on401: 'returnNull' }): Promise<T | null>
export function apiGet<T>(path: string, options: ApiGetOptions<T>): Promise<T>
export async function apiGet<T>(path: string, options: ApiGetOptions<T>): Promise<T | null> {
  const doFetch = options.fetch ?? globalThis.fetch
  const search = options.query ? `?${new URLSearchParams(toStrings(options.query)).toString()}` : ''
  const response = await doFetch(`${path}${search}`, {
    method: 'GET',
    credentials: 'include',
    headers: { Accept: 'application/json', ...languageHeader() },
    signal: options.signal,
  })
  if (response.status === 401 && options.on401 === 'returnNull') {
    // Unread, the body would keep the request open (the page never goes network-idle).
    await response.body?.cancel().catch(() => undefined)
    return null
  }
  if (!response.ok) throw await apiErrorFrom(response)

  const parsed = safeParse(options.schema, await response.json())
  if (!parsed.success) {
    // For developers (error details), not a sentence people read: describeRequestError says it to them.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    throw new ContractError(`Unexpected response from ${path}`, { cause: parsed.error })
  }
  return parsed.data
}

/** Builds the docs/product.md §Messages error of a non-success response. */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => '')
  const message = `${response.status}: ${body || response.statusText}`
  return new ApiError(response.status, message, parseProblem(body))
}

function parseProblem(body: string): Problem | null {
  if (!body) return null
  try {
    const parsed = problemSchema.safeParse(JSON.parse(body))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function toStrings(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]))
}

/**
 * One short sentence about a failed request for people, in the app's language (the server's
 * own sentence as it sent it); the full text stays in `error.message`.
 */
export function describeRequestError(error: unknown): string {
  if (error instanceof ApiError) return error.problem?.message ?? error.message
  if (error instanceof ContractError) return i18n._(msg`The server sent data this version of AirAhead cannot read.`)
  if (error instanceof TypeError) return i18n._(msg`Could not reach the server. Check your connection.`)
  return error instanceof Error ? error.message : String(error)
}
