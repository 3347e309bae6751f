import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiError, ContractError } from './api'
import { apiDelete, apiPost, requestFailureOf } from './api-post'

const schema = z.object({ success: z.literal(true), message: z.string() })

describe('apiPost', () => {
  it('POSTs JSON with credentials and parses the answer with the schema', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ success: true, message: 'Thanks!' }, { status: 201 }))
    await expect(apiPost('/api/thing', { schema, body: { email: 'a@b.co' }, fetch })).resolves.toEqual({ success: true, message: 'Thanks!' })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/thing')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"email":"a@b.co"}' })
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
  })

  it('throws the docs/product.md §Messages "<status>: <body>" error with the parsed problem', async () => {
    const body = JSON.stringify({ error: 'rate_limited', message: 'Please try again later.' })
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status: 429 }))
    const error = await apiPost('/api/thing', { schema, body: {}, fetch }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(`429: ${body}`)
    expect(requestFailureOf(error)).toEqual({ kind: 'answered', status: 429, serverMessage: 'Please try again later.' })
  })

  it('PUTs when told to', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ success: true, message: 'Saved' }))
    await apiPost('/api/thing/1', { schema, body: { name: 'x' }, method: 'PUT', fetch })
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'PUT', body: '{"name":"x"}' })
  })

  it('rejects a 2xx that breaks the contract, including a non-JSON body', async () => {
    const notJson = vi.fn<typeof globalThis.fetch>(async () => new Response('<html>', { status: 200 }))
    await expect(apiPost('/api/thing', { schema, body: {}, fetch: notJson })).rejects.toBeInstanceOf(ContractError)
  })
})

describe('apiDelete', () => {
  it('DELETEs with credentials and accepts a 204', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }))
    await expect(apiDelete('/api/thing/1', { fetch })).resolves.toBeUndefined()
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'DELETE', credentials: 'include' })
  })

  it('throws the docs/product.md §Messages error with the problem', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ error: 'not_found', message: 'No such place.' }, { status: 404 }))
    const error = await apiDelete('/api/thing/1', { fetch }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).problem?.message).toBe('No such place.')
  })
})

describe('requestFailureOf', () => {
  it.each([
    ['a problem answer', new ApiError(400, '400: …', { error: 'invalid_request', message: 'Bad.' }), { kind: 'answered', status: 400, serverMessage: 'Bad.' }],
    ['an answer without a problem body', new ApiError(502, '502: Bad Gateway', null), { kind: 'answered', status: 502, serverMessage: null }],
    ['an unreadable 2xx', new ContractError('x'), { kind: 'answered', status: 200, serverMessage: null }],
    ['a network failure', new TypeError('Failed to fetch'), { kind: 'unreachable' }],
  ])('%s', (_name, error, failure) => expect(requestFailureOf(error)).toEqual(failure))
})
