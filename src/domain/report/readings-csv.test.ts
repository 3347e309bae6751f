import { describe, expect, it } from 'vitest'
import { READING_T0, storedReading } from '../../../tests/support/stored-reading'
import { readingsCsv } from './readings-csv'
import { readingsNear } from './place-readings'
import { weeklyShareText } from './weekly-share-text'
import { english } from '../i18n/locales'
import type { WeeklyReport } from './weekly-report'

const T0 = READING_T0
const reading = storedReading

describe('readingsCsv', () => {
  it('writes a header and one row per reading, oldest first, with CRLF line ends', () => {
    const csv = readingsCsv([
      reading({ time: T0 + 3600, aqi: 4, usAqi: null, source: { id: 'simulated', name: 'Simulated data', simulated: true } }),
      reading(),
    ])
    expect(csv.split('\r\n')).toEqual([
      'time,place,latitude,longitude,level,label,us_aqi,source,simulated,fetched_at,pm2_5_ugm3,pm10_ugm3,o3_ugm3,no2_ugm3,so2_ugm3,co_ugm3,no_ugm3,nh3_ugm3',
      '2026-11-21T14:00:00.000Z,"40.71,-74.01",40.71,-74.01,2,Fair,54,CAMS forecast via Open-Meteo,no,2026-11-21T13:55:00.000Z,12.5,20,40,10,2,200,,',
      '2026-11-21T15:00:00.000Z,"40.71,-74.01",40.71,-74.01,4,Poor,,Simulated data,yes,2026-11-21T13:55:00.000Z,12.5,20,40,10,2,200,,',
      '',
    ])
  })

  it.each([
    ['a comma', 'CAMS, via Open-Meteo', '"CAMS, via Open-Meteo"'],
    ['quotes', 'The "best" source', '"The ""best"" source"'],
    ['a formula', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['a leading @', '@source', "'@source"],
  ])('quotes or defuses a source name with %s', (_name, name, written) => {
    const csv = readingsCsv([reading({ source: { id: 'open-meteo', name, simulated: false } })])
    expect(csv.split('\r\n')[1]?.split(',').slice(7).join(',')).toContain(written)
  })

  it('is only the header without readings', () => {
    expect(readingsCsv([])).toBe(
      'time,place,latitude,longitude,level,label,us_aqi,source,simulated,fetched_at,pm2_5_ugm3,pm10_ugm3,o3_ugm3,no2_ugm3,so2_ugm3,co_ugm3,no_ugm3,nh3_ugm3\r\n',
    )
  })
})

describe('readingsNear', () => {
  it('keeps readings within 10 km of the place, newest first', () => {
    const here = { lat: 40.7128, lon: -74.006 }
    const kept = readingsNear(
      [
        reading({ time: T0, coords: { lat: 40.71, lon: -74.01 } }),
        reading({ time: T0 + 7200, coords: { lat: 40.68, lon: -73.94 } }), // Brooklyn, ~7 km
        reading({ time: T0 + 3600, coords: { lat: 40.74, lon: -74.17 } }), // Newark, ~14 km
        reading({ time: T0 + 60, coords: { lat: 51.51, lon: -0.13 } }), // London
      ],
      here,
    )
    expect(kept.map((r) => r.time)).toEqual([T0 + 7200, T0])
  })
})

describe('weeklyShareText', () => {
  const report = (over: Partial<WeeklyReport>): WeeklyReport => ({
    week: { firstDay: 0, lastDay: 6 },
    days: [],
    readings: 0,
    goodDays: 0,
    daysWithReadings: 0,
    scorePercent: null,
    bestDay: null,
    worstDay: null,
    ...over,
  })
  it.each([
    ['no readings yet', report({}), false, null],
    [
      'a measured week',
      report({ goodDays: 5, daysWithReadings: 7, scorePercent: 71 }),
      false,
      'My air this week in New York City: 71% score, good air on 5 of 7 days with readings. Checked with AirAhead.',
    ],
    [
      'one simulated day',
      report({ goodDays: 0, daysWithReadings: 1, scorePercent: 0 }),
      true,
      'My air this week in New York City: 0% score, good air on 0 of 1 day with readings (simulated data). Checked with AirAhead.',
    ],
  ])('%s', (_name, value, simulated, text) => {
    expect(weeklyShareText('New York City', value, simulated, english)).toBe(text)
  })
})
