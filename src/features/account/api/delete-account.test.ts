import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api'
import { deleteAccount } from './delete-account'

describe('deleteAccount', () => {
  it('sends DELETE with the confirmation and the cookie', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ success: true, message: 'Your account was deleted.' }))
    await expect(deleteAccount(fetch)).resolves.toEqual({ success: true, message: 'Your account was deleted.' })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/auth/account')
    expect(init).toMatchObject({ method: 'DELETE', credentials: 'include', body: '{"confirm":"DELETE"}' })
  })

  it('fails with the docs/product.md §Messages message', async () => {
    const body = JSON.stringify({ error: 'not_signed_in', message: 'You are not signed in.' })
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(body, { status: 401 }))
    const error = await deleteAccount(fetch).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe(`401: ${body}`)
  })
})
