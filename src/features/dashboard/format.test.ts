import { describe, expect, it } from 'vitest'
import { formatConcentration } from './format'

describe('formatConcentration', () => {
  it.each([
    [null, '—'],
    [Number.NaN, '—'],
    [0, '0.0'],
    [8.26, '8.3'],
    [99.94, '99.9'],
    [250.4, '250'],
  ])('%s → %s', (value, text) => expect(formatConcentration(value)).toBe(text))
})
