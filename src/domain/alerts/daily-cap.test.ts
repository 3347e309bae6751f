import { describe, expect, it } from 'vitest'
import { localDayStart, textsSentToday } from './daily-cap'

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 21, hour, minute) / 1000

describe('the daily cap counts the place\'s local day', () => {
  it('a text yesterday evening does not count this morning; a rolling 24 h would', () => {
    const sent = [at(-4), at(-3), at(-2)] // 8, 9 and 10 PM yesterday (UTC+0)
    expect(textsSentToday(sent, at(7), 0)).toBe(0)
    expect(textsSentToday([...sent, at(7)], at(7, 15), 0)).toBe(1)
  })

  it('counts from local midnight in the place\'s offset', () => {
    // Midnight in New York (UTC-5) is 05:00 UTC; in Kolkata (UTC+5:30) 18:30 UTC the day before.
    expect(localDayStart(at(12), -5 * 3600)).toBe(at(5))
    expect(localDayStart(at(12), 5.5 * 3600)).toBe(at(-6, 30))
    expect(textsSentToday([at(4, 59), at(5), at(11)], at(12), -5 * 3600)).toBe(2)
  })

  it('ignores texts after now', () => {
    expect(textsSentToday([at(11), at(13)], at(12), 0)).toBe(1)
  })
})
