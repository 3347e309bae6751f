import { describe, expect, it } from 'vitest'
import type { ForecastHour } from '../alerts/forecast-hour'
import type { Threshold } from '../contracts/alerts'
import { onsetInSight, persistenceHours, predictionsAt, PREDICTION_HORIZON_SECONDS } from './predictions'

const HOUR = 3600
const T0 = Date.UTC(2026, 10, 3, 8) / 1000
const PM = { kind: 'pm25', value: 55.5 } as const satisfies Threshold
/** Hours from T0 with these PM2.5 values (µg/m³); level 4 from 55.5 as the job reads them. */
const hours = (...pm25: number[]): ForecastHour[] =>
  pm25.map((v, i) => ({ time: T0 + i * HOUR, level: v >= 55.5 ? 4 : 2, usAqi: null, pm25: v }))

describe('onsetInSight', () => {
  it('names the first hour at or over the threshold up to 2 h 15 min ahead, as the job would warn now', () => {
    expect(PREDICTION_HORIZON_SECONDS).toBe(8100)
    // At 08:00 an onset at 10:00 is 7200 s ahead: in sight.
    expect(onsetInSight(hours(20, 20, 80, 80), T0, PM)?.time).toBe(T0 + 2 * HOUR)
    // At 07:44 the same onset is 8160 s ahead: not yet.
    expect(onsetInSight(hours(20, 20, 80, 80), T0 - 16 * 60, PM)).toBeNull()
    // At 07:45 it is 8100 s ahead: in sight.
    expect(onsetInSight(hours(20, 20, 80, 80), T0 - 15 * 60, PM)?.time).toBe(T0 + 2 * HOUR)
  })

  it('counts the hour under way and ignores hours before it', () => {
    expect(onsetInSight(hours(80, 20, 20), T0 + 30 * 60, PM)?.time).toBe(T0)
    expect(onsetInSight(hours(80, 20, 20), T0 + HOUR + 60, PM)).toBeNull()
  })
})

describe('persistence', () => {
  it('holds the hour under way for the horizon and has nothing without one', () => {
    const held = persistenceHours(hours(30, 90, 90), T0 + 600)
    expect(held.map((h) => h.pm25)).toEqual([30, 30, 30, 30])
    expect(held.map((h) => h.time - T0)).toEqual([0, HOUR, 2 * HOUR, 3 * HOUR])
    expect(persistenceHours(hours(30), T0 + 2 * HOUR)).toEqual([])
  })
})

describe('predictionsAt', () => {
  it('gives each forecaster that has an onset in sight, with its level', () => {
    const job = hours(20, 40, 70, 70)
    const model = hours(20, 20, 20, 20)
    expect(predictionsAt(job, model, T0, PM)).toEqual([{ forecaster: 'job', onset: T0 + 2 * HOUR, level: 4 }])
  })

  it('persistence warns only once the hour under way is over the threshold, and names it', () => {
    const air = hours(60, 60, 60)
    expect(predictionsAt(air, air, T0 + 900, PM)).toEqual([
      { forecaster: 'job', onset: T0, level: 4 },
      { forecaster: 'model', onset: T0, level: 4 },
      { forecaster: 'persistence', onset: T0, level: 4 },
    ])
  })
})
