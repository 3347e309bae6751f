import { describe, expect, it } from 'vitest'
import { searchTextFor } from './search-text'

describe('searchTextFor (docs/product.md §Validation: ignored when empty or under 3 characters after trimming)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['Lo', null],
    ['  Lo  ', null],
    ['😀😀', null],
    ['Lon', 'lon'],
    ['  New   York ', 'new york'],
    ['x'.repeat(201), null],
  ])('%j → %j', (input, expected) => {
    expect(searchTextFor(input)).toBe(expected)
  })
})
