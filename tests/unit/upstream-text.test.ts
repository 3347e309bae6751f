import { describe, expect, it } from 'vitest'
import { boundedText } from '../../netlify/server/upstream-text'

describe('boundedText (decision 230)', () => {
  it.each([
    ['Bronx - IS 52', 120, 'Bronx - IS 52'],
    ['  two\n\tlines\u0000 ', 120, 'two lines'],
    ['abcdefghij', 5, 'abcd…'],
    ['😀😀😀😀😀😀', 4, '😀😀😀…'],
    ['a'.repeat(1_000_000), 3, 'aa…'],
  ])('%j within %i characters is %j', (value, max, expected) => {
    expect(boundedText(value, max)).toBe(expected)
  })
})
