import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CurrentUser } from '../../../domain/contracts/user'
import { getCurrentUser, isPremiumUser, isSignedIn } from './get-current-user'

const user = (fields: Partial<CurrentUser>): CurrentUser => ({
  id: 'u1',
  isPremium: false,
  subscriptionStatus: null,
  phoneNumber: '+15551234567',
  phoneVerified: true,
  alertsEnabled: false,
  subscriptionActive: false,
  trialEndsAt: null,
  ...fields,
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('getCurrentUser', () => {
  it('is null when not signed in (a 401 is an empty result)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'unauthorized', message: 'Not signed in.' }, { status: 401 }))
    await expect(getCurrentUser()).resolves.toBeNull()
  })

  it('returns the signed-in user', async () => {
    vi.stubGlobal('fetch', async () => Response.json(user({ isPremium: true, subscriptionStatus: 'active' })))
    await expect(getCurrentUser()).resolves.toMatchObject({ id: 'u1', isPremium: true })
  })

  it('rejects a body that does not fit the contract', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ id: 'u1', isPremium: true }))
    await expect(getCurrentUser()).rejects.toThrow('Unexpected response from /api/auth/user')
  })

  it('still fails on other errors', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500, statusText: 'Internal Server Error' }))
    await expect(getCurrentUser()).rejects.toThrow('500: Internal Server Error')
  })
})

describe('isPremiumUser (docs/product.md §Accounts)', () => {
  it.each([
    [null, false],
    [undefined, false],
    [user({ isPremium: false }), false],
    [user({ isPremium: true }), true],
    [user({ isPremium: false, subscriptionStatus: 'premium' }), true],
  ])('%j → %s', (candidate, premium) => expect(isPremiumUser(candidate)).toBe(premium))
})

describe('isSignedIn', () => {
  it.each([
    [null, false],
    [undefined, false],
    [user({ phoneVerified: false, phoneNumber: null }), false],
    [user({ phoneVerified: true }), true],
  ])('%j → %s', (candidate, signedIn) => expect(isSignedIn(candidate)).toBe(signedIn))
})
