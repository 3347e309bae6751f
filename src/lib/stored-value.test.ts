import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { parseStoredValue } from './stored-value'

const schema = z.enum(['a', 'b'])

describe('parseStoredValue', () => {
  it('returns a valid stored value', () => {
    expect(parseStoredValue('"b"', schema, 'a')).toBe('b')
  })

  it.each([
    ['nothing stored', null],
    ['broken JSON', '"b'],
    ['a value of another shape', '"c"'],
  ])('falls back for %s', (_, raw) => {
    expect(parseStoredValue(raw, schema, 'a')).toBe('a')
  })
})
