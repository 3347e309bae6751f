import { describe, expect, it } from 'vitest'
import { at, offsetIn } from '../../../tests/support/time-zones'
import type { AlertLogEntry } from '../contracts/alerts'
import { alertsSentSince } from './alerts-sent'
import { lastSevenDays, sevenDayAverage } from './history-summary'
import { isoDate } from './local-days'

const TZ = 'America/New_York'
const NOW = at('2026-11-21T18:00', TZ)
const DAY = 86_400

describe('sevenDayAverage', () => {
  it.each([
    ['no readings', [], null],
    [
      'the last 7 × 24 hours only',
      [
        { time: NOW - 7 * DAY, aqi: 5, usAqi: 250 }, // exactly 7 days ago: out
        { time: NOW - 6 * DAY, aqi: 1, usAqi: 20 },
        { time: NOW - DAY, aqi: 2, usAqi: null },
        { time: NOW, aqi: 4, usAqi: 161 },
        { time: NOW + 3600, aqi: 5, usAqi: 300 }, // in the future: out
      ],
      { meanLevel: 7 / 3, meanUsAqi: 91, readings: 3 },
    ],
    ['no US AQI at all', [{ time: NOW, aqi: 3, usAqi: null }], { meanLevel: 3, meanUsAqi: null, readings: 1 }],
  ] as const)('%s', (_name, readings, expected) => {
    expect(sevenDayAverage([...readings], NOW)).toEqual(expected)
  })
})

describe('lastSevenDays', () => {
  it('has the 7 local days ending today, with the days without readings empty', () => {
    const days = lastSevenDays(
      [
        { time: at('2026-11-14T12:00', TZ), aqi: 5, usAqi: null }, // 8 days ago: out
        { time: at('2026-11-15T12:00', TZ), aqi: 2, usAqi: null },
        { time: at('2026-11-21T09:00', TZ), aqi: 1, usAqi: null },
        { time: at('2026-11-21T10:00', TZ), aqi: 3, usAqi: null },
      ],
      NOW,
      offsetIn(TZ),
    )
    expect(days.map((d) => [isoDate(d.day), d.levels?.worstLevel ?? null, d.levels?.readings ?? 0])).toEqual([
      ['2026-11-15', 2, 1],
      ['2026-11-16', null, 0],
      ['2026-11-17', null, 0],
      ['2026-11-18', null, 0],
      ['2026-11-19', null, 0],
      ['2026-11-20', null, 0],
      ['2026-11-21', 3, 2],
    ])
  })
})

describe('alertsSentSince', () => {
  const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
  const entry = (status: AlertLogEntry['status'], sentAt: string | null) => ({ status, sentAt })
  it.each([
    ['an empty log', [], 0],
    ['sent and delivered within the week', [entry('sent', iso(NOW - DAY)), entry('delivered', iso(NOW - 6 * DAY))], 2],
    ['pending and failed do not count', [entry('pending', null), entry('failed', iso(NOW - DAY)), entry('sent', iso(NOW))], 1],
    ['older than 7 days does not count', [entry('sent', iso(NOW - 7 * DAY - 1)), entry('sent', iso(NOW - 7 * DAY))], 1],
    ['a sent alert without a time, or an unreadable one, does not count', [entry('sent', null), entry('sent', 'soon')], 0],
  ] as const)('%s → %i', (_name, log, count) => {
    expect(alertsSentSince([...log], NOW - 7 * DAY)).toBe(count)
  })
})
