import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { apiGet, ApiError, ContractError, describeRequestError } from './api'

const schema = z.object({ value: z.number() })

function fakeFetch(response: Response) {
  return vi.fn<typeof fetch>(async () => response)
}

describe('apiGet', () => {
  it('sends credentials, the query and the signal, and parses the body with the schema', async () => {
    const fetch = fakeFetch(Response.json({ value: 1, extra: true }))
    const signal = new AbortController().signal
    const result = await apiGet('/api/thing', { schema, query: { latitude: 40.71, longitude: -74.01 }, signal, fetch })
    expect(result).toEqual({ value: 1 })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/thing?latitude=40.71&longitude=-74.01')
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', signal })
  })

  it('throws "<status>: <body>" with the parsed problem (docs/product.md §Messages)', async () => {
    const body = JSON.stringify({ error: 'upstream_failed', message: 'The air-quality source did not answer.' })
    const fetch = fakeFetch(new Response(body, { status: 502, statusText: 'Bad Gateway' }))
    const error = await apiGet('/api/thing', { schema, fetch }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(`502: ${body}`)
    expect((error as ApiError).status).toBe(502)
    expect((error as ApiError).problem).toEqual({ error: 'upstream_failed', message: 'The air-quality source did not answer.' })
  })

  it('uses the status text when the body is empty, and has no problem for a non-JSON body', async () => {
    const empty = await apiGet('/a', { schema, fetch: fakeFetch(new Response(null, { status: 503, statusText: 'Service Unavailable' })) }).catch(
      (e: unknown) => e,
    )
    expect((empty as ApiError).message).toBe('503: Service Unavailable')
    const text = await apiGet('/a', { schema, fetch: fakeFetch(new Response('oops', { status: 500 })) }).catch((e: unknown) => e)
    expect((text as ApiError).message).toBe('500: oops')
    expect((text as ApiError).problem).toBeNull()
  })

  it('treats 401 as an error by default and as an empty result with on401: returnNull', async () => {
    const unauthorized = () => fakeFetch(Response.json({ error: 'unauthorized', message: 'Sign in first.' }, { status: 401 }))
    await expect(apiGet('/api/auth/user', { schema, fetch: unauthorized() })).rejects.toThrow(/^401: /)
    await expect(apiGet('/api/auth/user', { schema, fetch: unauthorized(), on401: 'returnNull' })).resolves.toBeNull()
  })

  it('rejects a 2xx body that breaks the contract', async () => {
    const error = await apiGet('/api/thing', { schema, fetch: fakeFetch(Response.json({ value: 'one' })) }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContractError)
  })

  it('passes an abort through as an AbortError', async () => {
    const controller = new AbortController()
    const abortingFetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
      init?.signal?.throwIfAborted()
      return Response.json({ value: 1 })
    })
    controller.abort()
    await expect(apiGet('/api/thing', { schema, fetch: abortingFetch, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('describeRequestError', () => {
  it('prefers the server message, then explains network and contract failures', () => {
    expect(describeRequestError(new ApiError(502, '502: {…}', { error: 'x', message: 'Source down.' }))).toBe('Source down.')
    expect(describeRequestError(new ApiError(500, '500: oops', null))).toBe('500: oops')
    expect(describeRequestError(new TypeError('Failed to fetch'))).toBe('Could not reach the server. Check your connection.')
    expect(describeRequestError(new ContractError('bad'))).toMatch(/cannot read/)
  })
})
