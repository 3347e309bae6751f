import { describe, expect, it } from 'vitest'
import { formatLocalHour } from './local-time'

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 21, hour, minute) / 1000

describe('formatLocalHour', () => {
  it.each<[number, number, string]>([
    [at(16), 0, '4 PM'],
    [at(0), 0, '12 AM'],
    [at(12), 0, '12 PM'],
    [at(11), 0, '11 AM'],
    [at(21), -5 * 3600, '4 PM'],
    [at(2), -5 * 3600, '9 PM'],
    [at(23), 3600, '12 AM'],
    [at(12), 19_800, '5:30 PM'],
    [at(9, 45), 0, '9:45 AM'],
    [0, -3600, '11 PM'],
  ])('%i at offset %i → %s', (unix, offset, text) => expect(formatLocalHour(unix, offset)).toBe(text))
})
