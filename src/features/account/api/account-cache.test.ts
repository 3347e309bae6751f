import { describe, expect, it } from 'vitest'
import { currentUser } from '../../../../tests/support/account-fixtures'
import { createQueryClient } from '../../../lib/query-client'
import { queryKeys } from '../../../lib/query-keys'
import { replaceCurrentUser } from './account-cache'

const user = currentUser()

describe('replaceCurrentUser', () => {
  it('sets the user and marks every per-account query stale, but not air quality', async () => {
    const client = createQueryClient()
    const airQuality = queryKeys.airQuality.current({ lat: 40.71, lon: -74.01 })
    client.setQueryData(airQuality, { list: [] })
    client.setQueryData(['alerts', 'settings'], { enabled: true })
    client.setQueryData(queryKeys.account.currentUser, null)

    await replaceCurrentUser(client, user)

    expect(client.getQueryData(queryKeys.account.currentUser)).toEqual(user)
    expect(client.getQueryState(queryKeys.account.currentUser)?.isInvalidated).toBe(false)
    expect(client.getQueryState(['alerts', 'settings'])?.isInvalidated).toBe(true)
    expect(client.getQueryState(airQuality)?.isInvalidated).toBe(false)
  })
})
