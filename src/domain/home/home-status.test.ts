import { describe, expect, it } from 'vitest'
import type { AirQualityEntry } from '../contracts/air-quality'
import { aqiInTwoHours, homeStatus, type HomeStatusKind } from './home-status'

const HOUR = 3600
const T0 = Date.UTC(2026, 10, 21, 14) / 1000

const entry = (dt: number, aqi: number): AirQualityEntry => ({
  dt,
  main: { aqi },
  components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: null, pm10: null, nh3: null },
  usAqi: null,
  dominantPollutant: null,
})

describe('homeStatus (spec §4)', () => {
  const table: Array<[now: number, inTwoHours: number | null, kind: HomeStatusKind]> = [
    [4, 1, 'danger'],
    [5, 5, 'danger'],
    [4, null, 'danger'],
    [1, 4, 'warning'],
    [3, 5, 'warning'],
    [1, 2, 'caution'],
    [2, 3, 'caution'],
    [1, 1, 'safe'],
    [3, 3, 'safe'],
    [3, 1, 'safe'],
    [2, null, 'safe'],
  ]

  it.each(table)('now %i, in 2 h %s → %s', (now, inTwoHours, kind) => {
    expect(homeStatus(now, inTwoHours).kind).toBe(kind)
  })

  it('gives each state its own emoji and colours', () => {
    const states = [homeStatus(4, 1), homeStatus(1, 4), homeStatus(1, 2), homeStatus(1, 1)]
    expect(new Set(states.map((s) => s.emoji)).size).toBe(4)
    expect(new Set(states.map((s) => s.color)).size).toBe(4)
  })

  it('names the levels it compares', () => {
    expect(homeStatus(1, 2).message).toContain('Good now, Fair in 2 hours')
    expect(homeStatus(1, 4).title).toBe('Poor air in 2 hours')
    expect(homeStatus(5, 1).title).toBe('Very Poor air now')
  })

  it('does not promise clean air without a forecast', () => {
    expect(homeStatus(1, null).message).toMatch(/forecast is not available/)
  })

  it('throws on an index outside 1-5, as levelFor does', () => {
    expect(() => homeStatus(0, 1)).toThrow(RangeError)
  })
})

describe('aqiInTwoHours', () => {
  const list = [entry(T0, 1), entry(T0 + HOUR, 2), entry(T0 + 2 * HOUR, 3), entry(T0 + 3 * HOUR, 4)]

  it.each([
    ['on the hour', T0, 3],
    ['at 14:20 → the 16:00 hour', T0 + 20 * 60, 3],
    ['at 14:59:59 → still the 16:00 hour', T0 + HOUR - 1, 3],
    ['at 15:00 → the 17:00 hour', T0 + HOUR, 4],
  ])('%s', (_name, now, aqi) => {
    expect(aqiInTwoHours(list, now)).toBe(aqi)
  })

  it('is null when the forecast ends before then', () => {
    expect(aqiInTwoHours(list, T0 + 2 * HOUR)).toBeNull()
    expect(aqiInTwoHours([], T0)).toBeNull()
  })

  it('does not depend on the order of the list', () => {
    expect(aqiInTwoHours([...list].reverse(), T0)).toBe(3)
  })
})
