import { describe, expect, it } from 'vitest'
import type { AirQualityEntry } from '../contracts/air-quality'
import { zoneOffsetAt } from '../time/time-zone'
import { fixedOffset } from '../time/utc-offset'
import { clock12 } from '../time/format'
import { hoursOfLocalDay, keyHoursOfDay } from './key-hours'
import { english } from '../i18n/locales'

const HOUR = 3600
// 2026-11-24T05:00:00Z is midnight in New York (UTC-5).
const NY_MIDNIGHT = Date.UTC(2026, 10, 24, 5) / 1000
const NEW_YORK = zoneOffsetAt('America/New_York')

function entry(dt: number, usAqi: number | null, aqi = usAqi === null ? 1 : Math.min(5, 1 + Math.floor((usAqi - 1) / 50))): AirQualityEntry {
  return {
    dt,
    main: { aqi },
    components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: 5, pm10: null, nh3: null },
    usAqi,
    dominantPollutant: 'pm2_5',
  }
}

/** A local day from midnight, one US AQI per hour. */
function day(start: number, values: readonly (number | null)[]): AirQualityEntry[] {
  return values.map((v, i) => entry(start + i * HOUR, v))
}

const shown = (hours: ReturnType<typeof keyHoursOfDay>, offsetAt = NEW_YORK) =>
  hours.map((h) => `${clock12(h.entry.dt, offsetAt, english)}${h.schoolRun ? ' school' : ''}${h.worst ? ' worst' : ''}`)

describe('keyHoursOfDay (decision 175)', () => {
  it('shows the school run (8 AM, 3 PM local) and the day’s two worst hours, in time order — not 12-3 AM', () => {
    const values = Array.from({ length: 24 }, (_, h) => (h === 18 ? 160 : h === 19 ? 140 : h === 2 ? 90 : 40))
    expect(shown(keyHoursOfDay(day(NY_MIDNIGHT, values), NEW_YORK))).toEqual([
      '8 AM school',
      '3 PM school',
      '6 PM worst',
      '7 PM',
    ])
  })

  it('marks a school-run hour that is also the worst and fills with the next worst', () => {
    const values = Array.from({ length: 24 }, (_, h) => (h === 8 ? 180 : h === 12 ? 120 : h === 13 ? 110 : 30))
    expect(shown(keyHoursOfDay(day(NY_MIDNIGHT, values), NEW_YORK))).toEqual([
      '8 AM school worst',
      '12 PM',
      '1 PM',
      '3 PM school',
    ])
  })

  it('takes the earliest of equally bad hours, and ranks by level before US AQI', () => {
    const values = Array.from({ length: 24 }, () => 40)
    const hours = keyHoursOfDay(day(NY_MIDNIGHT, values), NEW_YORK)
    expect(shown(hours)).toEqual(['12 AM worst', '1 AM', '8 AM school', '3 PM school'])
    const levelBeatsAqi = [entry(NY_MIDNIGHT, 99, 3), entry(NY_MIDNIGHT + HOUR, 140, 2)]
    expect(keyHoursOfDay(levelBeatsAqi, NEW_YORK, 1)[0]?.entry.dt).toBe(NY_MIDNIGHT)
  })

  it('ranks hours without a US AQI last', () => {
    const hours = keyHoursOfDay([entry(NY_MIDNIGHT, null), entry(NY_MIDNIGHT + HOUR, 20)], NEW_YORK, 1)
    expect(hours[0]?.entry.dt).toBe(NY_MIDNIGHT + HOUR)
  })

  it('shows more of the worst hours when the day has no school run left (today after 3 PM)', () => {
    const evening = day(NY_MIDNIGHT + 17 * HOUR, [60, 70, 80, 50, 40, 30, 20])
    expect(shown(keyHoursOfDay(evening, NEW_YORK))).toEqual(['5 PM', '6 PM', '7 PM worst', '8 PM'])
  })

  it('finds the hour holding 8:00 in a half-hour zone (India: the 7:30 AM hour)', () => {
    const kolkata = fixedOffset(19_800)
    // Local midnight in India is 18:30 UTC the day before; model hours start on whole UTC hours.
    const start = Date.UTC(2026, 10, 23, 18) / 1000
    const hours = keyHoursOfDay(day(start, Array.from({ length: 25 }, () => 10)), kolkata)
    expect(shown(hours, kolkata).filter((h) => h.includes('school'))).toEqual(['7:30 AM school', '2:30 PM school'])
  })

  it('returns every hour of a short day, and nothing for none', () => {
    expect(keyHoursOfDay(day(NY_MIDNIGHT, [10, 20]), NEW_YORK)).toHaveLength(2)
    expect(keyHoursOfDay([], NEW_YORK)).toEqual([])
  })
})

describe('hoursOfLocalDay', () => {
  it('keeps the entries of one local date in the place’s time, oldest first', () => {
    const list = day(NY_MIDNIGHT - 2 * HOUR, Array.from({ length: 30 }, () => 10)).reverse()
    const hours = hoursOfLocalDay(list, '2026-11-24', NEW_YORK)
    expect(hours).toHaveLength(24)
    expect(hours[0]?.dt).toBe(NY_MIDNIGHT)
    expect(hours.at(-1)?.dt).toBe(NY_MIDNIGHT + 23 * HOUR)
  })
})
