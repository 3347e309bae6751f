import { describe, expect, it } from 'vitest'
import { localDayStart } from './local-time'

const utc = (iso: string) => Date.parse(`${iso}Z`) / 1000

describe('localDayStart', () => {
  it.each([
    ['UTC', '2026-11-25T15:00', '2026-11-25T00:00'],
    ['Asia/Kolkata', '2026-11-25T15:00', '2026-11-24T18:30'],
    ['Asia/Kolkata', '2026-11-25T18:30', '2026-11-25T18:30'],
    ['Asia/Kathmandu', '2026-11-25T03:00', '2026-11-24T18:15'],
    ['Australia/Adelaide', '2026-11-25T03:00', '2026-11-24T13:30'],
    ['America/St_Johns', '2026-11-25T03:00', '2026-11-24T03:30'],
    // New York falls back at 06:00 UTC on 1 Nov 2026: that day began at EDT midnight (04:00 UTC)
    // and is 25 hours long; the next begins at EST midnight (05:00 UTC).
    ['America/New_York', '2026-11-02T04:59', '2026-11-01T04:00'],
    ['America/New_York', '2026-11-02T05:00', '2026-11-02T05:00'],
    // Adelaide springs forward on 4 Oct 2026: the day began at ACST midnight (14:30 UTC on the 3rd).
    ['Australia/Adelaide', '2026-10-04T12:00', '2026-10-03T14:30'],
    // Asuncion (Paraguay) had its clocks go from 00:00 to 01:00 on 1 Oct 2023: that day began at 01:00.
    ['America/Asuncion', '2023-10-01T12:00', '2023-10-01T04:00'],
  ])('in %s, %sZ → the day began at %sZ', (zone, iso, start) => {
    expect(localDayStart(utc(iso), zone)).toBe(utc(start))
  })
})
