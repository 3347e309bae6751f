import { describe, expect, it } from 'vitest'
import { MAX_OFFLINE_COPIES, offlineCopiesToDrop, restoreOfflineCopy } from './offline-copy'

describe('restoreOfflineCopy', () => {
  it('reads back a copy as written', () => {
    expect(restoreOfflineCopy({ version: 1, savedAt: 1_790_000_000, data: { id: 'u1' } })).toEqual({
      version: 1,
      savedAt: 1_790_000_000,
      data: { id: 'u1' },
    })
    expect(restoreOfflineCopy({ version: 1, savedAt: 5, data: null })?.data).toBeNull()
  })

  it.each([
    ['nothing', undefined],
    ['another version', { version: 2, savedAt: 5, data: {} }],
    ['no time', { version: 1, data: {} }],
    ['a time that is no number', { version: 1, savedAt: Number.NaN, data: {} }],
    ['no answer', { version: 1, savedAt: 5 }],
    ['a list', [1, 5, {}]],
  ])('refuses %s', (_name, value) => {
    expect(restoreOfflineCopy(value)).toBeNull()
  })
})

describe('offlineCopiesToDrop', () => {
  const copies = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `copy:${i}`, savedAt: 1000 - i }))

  it(`keeps up to ${MAX_OFFLINE_COPIES}`, () => {
    expect(offlineCopiesToDrop(copies(MAX_OFFLINE_COPIES))).toEqual([])
  })

  it('drops the oldest beyond that', () => {
    // copy:i was saved at 1000 - i: the highest numbers are the oldest.
    expect(offlineCopiesToDrop(copies(MAX_OFFLINE_COPIES + 2))).toEqual([`copy:${MAX_OFFLINE_COPIES + 1}`, `copy:${MAX_OFFLINE_COPIES}`])
  })
})
