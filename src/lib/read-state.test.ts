import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { readState, type ReadResult } from './read-state'

const read = (over: Partial<ReadResult>): ReadResult => ({ data: undefined, isError: false, error: null, fetchStatus: 'idle', ...over })

describe('readState: unknown is never an empty answer (issue 24 item 4)', () => {
  it.each<[string, Partial<ReadResult>, string]>([
    ['an answer, even an empty one', { data: { cells: [] } }, 'known'],
    ['an answer kept while a refetch is paused', { data: {}, fetchStatus: 'paused' }, 'known'],
    ['a query paused while the device is offline', { fetchStatus: 'paused' }, 'offline'],
    ['a fetch that could not reach the server', { isError: true, error: new TypeError('Failed to fetch') }, 'offline'],
    ['a server that answered an error', { isError: true, error: new ApiError(502, '502: upstream', null) }, 'failed'],
    ['a read under way', { fetchStatus: 'fetching' }, 'loading'],
    ['a read that waits for the place', {}, 'loading'],
  ])('%s → %s', (_, over, state) => {
    expect(readState(read(over))).toBe(state)
  })
})
