import { describe, expect, it } from 'vitest'
import { fixedOffset, offsetFromChanges } from './utc-offset'

describe('offsetFromChanges', () => {
  const changes = [
    { from: 1000, seconds: -14_400 },
    { from: 5000, seconds: -18_000 },
  ]

  it('gives each moment the offset of the last change at or before it', () => {
    const offsetAt = offsetFromChanges(changes, 0)
    expect([0, 1000, 4999, 5000, 99_999].map(offsetAt)).toEqual([-14_400, -14_400, -14_400, -18_000, -18_000])
  })

  it('falls back to one offset when there are no changes', () => {
    expect(offsetFromChanges([], 19_800)(123)).toBe(19_800)
    expect(fixedOffset(-9000)(456)).toBe(-9000)
  })
})
