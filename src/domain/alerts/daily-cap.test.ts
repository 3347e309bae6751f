import { describe, expect, it } from 'vitest'
import { textsSentToday } from './daily-cap'

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 21, hour, minute) / 1000

describe('the daily cap counts the place\'s local day', () => {
  it('a text yesterday evening does not count this morning; a rolling 24 h would', () => {
    const sent = [at(-4), at(-3), at(-2)] // 8, 9 and 10 PM yesterday (UTC)
    expect(textsSentToday(sent, at(7), 'UTC')).toBe(0)
    expect(textsSentToday([...sent, at(7)], at(7, 15), 'UTC')).toBe(1)
  })

  it('counts from local midnight in the place\'s zone', () => {
    // Midnight in New York (UTC-5 in November) is 05:00 UTC; in Kolkata (UTC+5:30) 18:30 UTC the day before.
    expect(textsSentToday([at(4, 59), at(5), at(11)], at(12), 'America/New_York')).toBe(2)
    expect(textsSentToday([at(-6, 29), at(-6, 30), at(11)], at(12), 'Asia/Kolkata')).toBe(2)
  })

  it('ignores texts after now', () => {
    expect(textsSentToday([at(11), at(13)], at(12), 'UTC')).toBe(1)
  })
})
