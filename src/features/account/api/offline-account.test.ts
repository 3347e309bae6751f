import { IDBFactory } from 'fake-indexeddb'
import 'fake-indexeddb/auto'
import { onlineManager, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CurrentUser } from '../../../domain/contracts/user'

const MEMBER: CurrentUser = {
  id: 'u1',
  isPremium: true,
  subscriptionStatus: 'premium',
  phoneNumber: '+12025550123',
  phoneVerified: true,
  alertsEnabled: true,
  subscriptionActive: true,
  trialEndsAt: null,
}

/** Fresh modules (the marks and the database connection are per module) and an empty IndexedDB. */
async function modules() {
  vi.resetModules()
  return {
    copy: await import('../../../lib/offline-copy'),
    user: await import('./get-current-user'),
    storage: await import('../../../storage/offline-copies'),
    queryClient: await import('../../../lib/query-client'),
  }
}

/** The network as `fetch` sees it: an answer, or down (fetch rejects with a TypeError). */
let network: (() => Response) | 'down'
const fetch = vi.fn<typeof globalThis.fetch>(async () => {
  if (network === 'down') throw new TypeError('Failed to fetch')
  return network()
})

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  vi.stubGlobal('fetch', fetch)
  fetch.mockClear()
  onlineManager.setOnline(true)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Waits until the (fire-and-forget) copy of `name` is on the device. */
async function kept(storage: Awaited<ReturnType<typeof modules>>['storage'], name: string) {
  return vi.waitFor(async () => {
    const copy = await storage.loadOfflineCopy(name)
    if (!copy) throw new Error('not kept yet')
    return copy
  })
}

describe('withOfflineCopy: the account read offline (decision 151)', () => {
  it('keeps the member, and answers with them when the network is down, marked as offline', async () => {
    const { user, copy, storage, queryClient } = await modules()
    network = () => Response.json(MEMBER)
    const client = queryClient.createQueryClient()
    expect(await client.fetchQuery(user.currentUserQueryOptions)).toEqual(MEMBER)
    expect(copy.servedOfflineSince(['auth', 'user'])).toBeNull()
    const saved = await kept(storage, '["auth","user"]')

    network = 'down'
    const offline = queryClient.createQueryClient()
    const shown = await offline.fetchQuery(user.currentUserQueryOptions)
    expect(user.isPremiumUser(shown)).toBe(true)
    expect(copy.servedOfflineSince(['auth', 'user'])).toBe(saved.savedAt)

    // Online again, the fresh answer clears the mark.
    network = () => Response.json(MEMBER)
    await offline.refetchQueries({ queryKey: ['auth', 'user'] })
    expect(copy.servedOfflineSince(['auth', 'user'])).toBeNull()
  })

  it('never stands in for an answer the server gave: a 403 is the truth, not a reason to show the copy', async () => {
    const { copy, storage } = await modules()
    await storage.saveOfflineCopy('["alerts","settings"]', { kept: true }, 1_790_000_000)
    network = () => Response.json({ error: 'premium_required', message: 'Premium only.' }, { status: 403 })
    const { apiGet } = await import('../../../lib/api')
    const schema = (await import('zod/mini')).object({ kept: (await import('zod/mini')).boolean() })
    await expect(
      copy.withOfflineCopy(['alerts', 'settings'], schema, () => apiGet('/api/user/alert-settings', { schema })),
    ).rejects.toThrow(/^403: /)
    expect(copy.servedOfflineSince(['alerts', 'settings'])).toBeNull()
  })

  it('fails as the network failed when there is no copy, or the copy does not fit the contract', async () => {
    const { copy, storage } = await modules()
    const z = await import('zod/mini')
    const schema = z.object({ id: z.string() })
    network = 'down'
    const read = () => copy.withOfflineCopy(['k'], schema, () => globalThis.fetch('/api/x').then((r) => r.json() as Promise<{ id: string }>))
    await expect(read()).rejects.toThrow(TypeError)
    await storage.saveOfflineCopy('["k"]', { id: 42 }, 1_790_000_000)
    await expect(read()).rejects.toThrow(TypeError)
    expect(copy.servedOfflineSince(['k'])).toBeNull()
  })

  it('forgets every copy once nobody is signed in, so the next person offline sees the free view', async () => {
    const { user, storage, queryClient } = await modules()
    network = () => Response.json(MEMBER)
    await queryClient.createQueryClient().fetchQuery(user.currentUserQueryOptions)
    await kept(storage, '["auth","user"]')
    await storage.saveOfflineCopy('["alerts","settings"]', { kept: true }, 1_790_000_000)

    network = () => Response.json({ error: 'unauthorized', message: 'Sign in.' }, { status: 401 })
    expect(await queryClient.createQueryClient().fetchQuery(user.currentUserQueryOptions)).toBeNull()
    await vi.waitFor(async () => expect(await storage.loadOfflineCopy('["alerts","settings"]')).toBeNull())

    network = 'down'
    // The kept answer is now "nobody": not the member of before.
    expect(await queryClient.createQueryClient().fetchQuery(user.currentUserQueryOptions)).toBeNull()
  })

  it('reads an answer served offline again once the network is back, though account reads never go stale', async () => {
    const { user, copy, storage, queryClient } = await modules()
    network = () => Response.json(MEMBER)
    await queryClient.createQueryClient().fetchQuery(user.currentUserQueryOptions)
    await kept(storage, '["auth","user"]')

    network = 'down'
    onlineManager.setOnline(false)
    const client = queryClient.createQueryClient()
    const stop = copy.refetchOfflineCopiesOnReconnect(client)
    // A screen showing the account: the observer a mounted component has.
    const unsubscribe = new QueryObserver(client, user.currentUserQueryOptions).subscribe(() => undefined)
    await vi.waitFor(() => expect(copy.servedOfflineSince(['auth', 'user'])).not.toBeNull())
    expect(user.isPremiumUser(client.getQueryData(['auth', 'user']))).toBe(true)

    network = () => Response.json({ ...MEMBER, alertsEnabled: false })
    const calls = fetch.mock.calls.length
    onlineManager.setOnline(true)
    await vi.waitFor(() => expect(copy.servedOfflineSince(['auth', 'user'])).toBeNull())
    expect(fetch.mock.calls.length).toBe(calls + 1)
    expect(client.getQueryData<CurrentUser>(['auth', 'user'])?.alertsEnabled).toBe(false)
    stop()
    unsubscribe()
  })
})
