import { describe, expect, it } from 'vitest'
import type { Threshold } from '../contracts/alerts'
import { exceeds, firstHourAtOrOver, isBelow, isVeryPoor, type ForecastHour } from './forecast-hour'

const HOUR = 3600
const T0 = Date.UTC(2026, 10, 21, 12) / 1000
const hour = (values: Partial<ForecastHour>): ForecastHour => ({ time: T0, level: null, usAqi: null, pm25: null, ...values })

const POOR: Threshold = { kind: 'level', value: 4 }
const US_151: Threshold = { kind: 'us_aqi', value: 151 }
const PM_55_5: Threshold = { kind: 'pm25', value: 55.5 }

describe('exceeds / isBelow', () => {
  it.each<[string, Partial<ForecastHour>, Threshold, boolean, boolean]>([
    ['level 3 vs Poor', { level: 3 }, POOR, false, true],
    ['level 4 vs Poor (at counts)', { level: 4 }, POOR, true, false],
    ['level 5 vs Poor', { level: 5 }, POOR, true, false],
    ['no level vs Poor', { usAqi: 300, pm25: 300 }, POOR, false, false],
    ['US AQI 150', { usAqi: 150 }, US_151, false, true],
    ['US AQI 151', { usAqi: 151 }, US_151, true, false],
    ['no US AQI', { level: 5 }, US_151, false, false],
    ['PM2.5 55.4', { pm25: 55.4 }, PM_55_5, false, true],
    ['PM2.5 55.5', { pm25: 55.5 }, PM_55_5, true, false],
    ['no PM2.5', { usAqi: 400 }, PM_55_5, false, false],
  ])('%s → exceeds %s, below %s', (_, values, threshold, over, below) => {
    expect(exceeds(hour(values), threshold)).toBe(over)
    expect(isBelow(hour(values), threshold)).toBe(below)
  })
})

describe('isVeryPoor (level 5, US AQI ≥ 201, PM2.5 ≥ 125.5 µg/m³)', () => {
  it.each<[Partial<ForecastHour>, boolean]>([
    [{ level: 4 }, false],
    [{ level: 5 }, true],
    [{ usAqi: 200 }, false],
    [{ usAqi: 201 }, true],
    [{ pm25: 125.4 }, false],
    [{ pm25: 125.5 }, true],
    [{}, false],
  ])('%o → %s', (values, expected) => expect(isVeryPoor(hour(values))).toBe(expected))
})

describe('firstHourAtOrOver', () => {
  const hours = [
    hour({ time: T0 + 3 * HOUR, level: 5 }),
    hour({ time: T0 - HOUR, level: 4 }),
    hour({ time: T0 + 2 * HOUR, level: 4 }),
    hour({ time: T0 + HOUR, level: 3 }),
  ]

  it('finds the earliest hour from `fromTime` on, whatever the order', () => {
    expect(firstHourAtOrOver(hours, T0, POOR)?.time).toBe(T0 + 2 * HOUR)
    expect(firstHourAtOrOver(hours, T0 - HOUR, POOR)?.time).toBe(T0 - HOUR)
    expect(firstHourAtOrOver(hours, T0, { kind: 'level', value: 5 })?.time).toBe(T0 + 3 * HOUR)
  })

  it('returns null when nothing reaches the threshold', () => {
    expect(firstHourAtOrOver(hours, T0 + 4 * HOUR, POOR)).toBeNull()
    expect(firstHourAtOrOver(hours, T0, US_151)).toBeNull()
    expect(firstHourAtOrOver([], T0, POOR)).toBeNull()
  })
})
