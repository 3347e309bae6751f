import { describe, expect, it } from 'vitest'
import { nowcastLevel, predictHourly, TREND_DAMPING, type HourlyObservation } from './nowcast-predictor'

const HOUR = 3600
const LAST = Date.UTC(2026, 10, 21, 12) / 1000

/** Hourly observations ending at LAST, oldest first; null: a missing hour. */
const series = (values: readonly (number | null)[]): HourlyObservation[] =>
  values.flatMap((value, i) => (value === null ? [] : [{ time: LAST - (values.length - 1 - i) * HOUR, value }]))

describe('nowcastLevel (EPA PM NowCast)', () => {
  it("EPA's worked example: 12 hours ending 13 µg/m³ give 17.4 µg/m³ (weight factor 0.5)", () => {
    const level = nowcastLevel(series([50, 80, 75, 90, 82, 53, 64, 74, 21, 10, 16, 13]), LAST)
    expect(Math.floor((level ?? 0) * 10) / 10).toBe(17.4)
  })

  it('a steady 12 hours is their mean (weight factor near 1)', () => {
    expect(nowcastLevel(series(Array.from({ length: 12 }, () => 40)), LAST)).toBe(40)
    const level = nowcastLevel(series([40, 42, 41, 40, 42, 41, 40, 42, 41, 40, 42, 41]), LAST) ?? 0
    expect(level).toBeGreaterThan(40.8)
    expect(level).toBeLessThan(41.2)
  })

  it('only hours in the 12 before `lastHour` count', () => {
    expect(nowcastLevel(series([500, ...Array.from({ length: 12 }, () => 10)]), LAST)).toBe(10)
  })

  it.each<[string, (number | null)[], boolean]>([
    ['the 2 most recent hours', [10, 10, 10, null, 10, 10], true],
    ['the most recent and the third', [10, 10, 10, 10, null, 10], true],
    ['only the most recent of 3', [10, 10, 10, null, null, 10], false],
    ['the most recent hour missing, the 2 before present', [10, 10, 10, 10, 10, null], true],
  ])('needs 2 of the 3 most recent hours: %s', (_, values, valid) => {
    expect(nowcastLevel(series(values), LAST) !== null).toBe(valid)
  })
})

describe('predictHourly', () => {
  it('flat air stays flat, one value per hour after the last observation', () => {
    const predicted = predictHourly(series(Array.from({ length: 12 }, () => 30)), LAST, 3)
    expect(predicted).toEqual([1, 2, 3].map((k) => ({ time: LAST + k * HOUR, value: 30 })))
  })

  it('a rise is carried forward, damped by 0.8 per hour ahead', () => {
    // Steady 20 µg/m³, then +10 µg/m³ an hour for the last 2 hours: slope 10 µg/m³/h.
    const observations = series([20, 20, 20, 20, 20, 20, 20, 20, 20, 20, 30, 40])
    const level = nowcastLevel(observations, LAST) ?? 0
    const predicted = predictHourly(observations, LAST, 24).map((o) => o.value)
    expect(predicted[0]).toBeCloseTo(level + 10 * TREND_DAMPING)
    expect(predicted[1]).toBeCloseTo(level + 10 * (TREND_DAMPING + TREND_DAMPING ** 2))
    // Never more than slope × φ / (1 − φ) = 40 µg/m³ above the level.
    expect(predicted[23]).toBeLessThan(level + 40)
    expect(predicted[23]).toBeGreaterThan(level + 39.5)
  })

  it('a fall is not extrapolated: the NowCast level is carried', () => {
    const observations = series([80, 80, 80, 80, 80, 80, 80, 80, 80, 80, 60, 40])
    const level = nowcastLevel(observations, LAST)
    expect(predictHourly(observations, LAST, 2).map((o) => o.value)).toEqual([level, level])
  })

  it('no valid NowCast: no prediction', () => {
    expect(predictHourly(series([30, 30, 30, null, null]), LAST, 3)).toEqual([])
    expect(predictHourly([], LAST, 3)).toEqual([])
  })
})
