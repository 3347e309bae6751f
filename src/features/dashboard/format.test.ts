import { describe, expect, it } from 'vitest'
import { localeStyleFor } from '../../domain/time/locale-style'
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

describe('formatConcentration in a decimal-comma locale', () => {
  it('writes 12,5 for de-DE and keeps whole numbers from 100 up', () => {
    const de = localeStyleFor(['de-DE'])
    expect(formatConcentration(12.46, de)).toBe('12,5')
    expect(formatConcentration(123.4, de)).toBe('123')
    expect(formatConcentration(null, de)).toBe('—')
  })
})
