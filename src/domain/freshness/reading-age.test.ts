import { describe, expect, it } from 'vitest'
import { ageSeconds, formatAge, freshnessOf, readingTime } from './reading-age'
import { english } from '../i18n/locales'

const MIN = 60
const HOUR = 3600

describe('freshnessOf', () => {
  it.each([
    [0, 'fresh'],
    [14 * MIN + 59, 'fresh'],
    [15 * MIN, 'aging'],
    [2 * HOUR + 10 * MIN, 'aging'],
    [3 * HOUR - 1, 'aging'],
    [3 * HOUR, 'old'],
    [30 * HOUR, 'old'],
  ] as const)('%i s old is %s', (age, expected) => {
    expect(freshnessOf(age)).toBe(expected)
  })
})

describe('formatAge', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 min ago'],
    [14 * MIN + 30, '14 min ago'],
    [59 * MIN + 59, '59 min ago'],
    [HOUR, '1 h ago'],
    [2 * HOUR + 10 * MIN + 20, '2 h 10 min ago'],
    [47 * HOUR + 59 * MIN, '47 h 59 min ago'],
    [48 * HOUR, '2 days ago'],
    [80 * HOUR, '3 days ago'],
  ] as const)('%i s is "%s"', (age, expected) => {
    expect(formatAge(age, english)).toBe(expected)
  })
})

describe('ageSeconds', () => {
  it('counts whole seconds from the reading to the clock', () => {
    expect(ageSeconds(1_000, 1_000 + 2 * HOUR + 10 * MIN + 0.9)).toBe(2 * HOUR + 10 * MIN)
  })

  it('is never negative when the clock is behind the reading', () => {
    expect(ageSeconds(2_000, 1_000)).toBe(0)
  })
})

describe('readingTime', () => {
  const received = 1_790_008_000
  const generated = 1_790_000_000
  const times = (fields: Partial<Parameters<typeof readingTime>[0]>) =>
    readingTime({ receivedAtSeconds: received, generatedAtSeconds: generated, fetchedAtSeconds: generated, fromDeviceCache: false, ...fields })

  it('dates a fresh answer by its arrival on this device, whatever the server clock says', () => {
    expect(times({})).toBe(received)
    expect(times({ receivedAtSeconds: generated, generatedAtSeconds: received, fetchedAtSeconds: received })).toBe(generated)
  })

  it('dates a stored copy by when the server made it, not when it was read back', () => {
    expect(times({ fromDeviceCache: true })).toBe(generated)
  })

  it("ignores the server's usual hour of caching, and counts upstream data older than that", () => {
    // Fetched upstream 50 min before the answer: as current as the model allows.
    expect(times({ fetchedAtSeconds: generated - 50 * MIN })).toBe(received)
    expect(times({ fetchedAtSeconds: generated - HOUR })).toBe(received)
    // The upstream could not be reached for 4 h: the reading is 3 h older than its arrival says.
    expect(times({ fetchedAtSeconds: generated - 4 * HOUR })).toBe(received - 3 * HOUR)
    expect(times({ fetchedAtSeconds: generated - 4 * HOUR, fromDeviceCache: true })).toBe(generated - 3 * HOUR)
  })

  it('falls back to the other time when one is unknown, and to null when both are', () => {
    expect(times({ receivedAtSeconds: null })).toBe(generated)
    expect(times({ generatedAtSeconds: null, fromDeviceCache: true })).toBe(received)
    expect(times({ receivedAtSeconds: null, generatedAtSeconds: null })).toBeNull()
  })
})
