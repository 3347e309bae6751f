import { describe, expect, it } from 'vitest'
import type { AirQualityEntry } from '../contracts/air-quality'
import { forecastStrip, stripLabel } from './strip'
import { ALERT_LEAD_SECONDS, forecastWarning } from './warning'
import { english } from '../i18n/locales'

const HOUR = 3600
const T0 = Date.UTC(2026, 10, 21, 14) / 1000

const entry = (dt: number, aqi: number): AirQualityEntry => ({
  dt,
  main: { aqi },
  components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: 5, pm10: null, nh3: null },
  usAqi: null,
  dominantPollutant: 'pm2_5',
})

describe('stripLabel', () => {
  it.each([
    [0, 'Now'],
    [1, '+1h'],
    [2, '+2h'],
    [23, '+23h'],
  ])('%i → %s', (position, label) => expect(stripLabel(position)).toBe(label))
})

describe('forecastStrip', () => {
  const list = Array.from({ length: 30 }, (_, i) => entry(T0 - 2 * HOUR + i * HOUR, 1))

  it('starts at the hour containing now and labels by distance', () => {
    const strip = forecastStrip(list, T0 + 25 * 60)
    expect(strip).toHaveLength(24)
    expect(strip[0]).toMatchObject({ label: 'Now', entry: { dt: T0 } })
    expect(strip[5]?.label).toBe('+5h')
    expect(strip.at(-1)?.label).toBe('+23h')
  })

  it('returns fewer entries when the data ends early', () => {
    expect(forecastStrip(list, T0 + 20 * HOUR)).toHaveLength(8)
    expect(forecastStrip(list, T0, 6)).toHaveLength(6)
  })
})

describe('forecastWarning (docs/product.md §Forecast: first later entry ≥ 4, alert 7200 s earlier)', () => {
  it('finds the first later poor hour', () => {
    const list = [entry(T0, 4), entry(T0 + HOUR, 2), entry(T0 + 3 * HOUR, 4), entry(T0 + 4 * HOUR, 5)]
    expect(forecastWarning(list, T0 + 600, undefined, english)).toEqual({ at: T0 + 3 * HOUR, aqi: 4, alertAt: T0 + 3 * HOUR - ALERT_LEAD_SECONDS })
  })

  it('ignores the current hour and returns null when nothing is poor', () => {
    expect(forecastWarning([entry(T0, 5), entry(T0 + HOUR, 3)], T0, undefined, english)).toBeNull()
    expect(forecastWarning([], T0, undefined, english)).toBeNull()
  })

  it('honours a custom threshold, but never hides a Poor hour', () => {
    expect(forecastWarning([entry(T0 + HOUR, 3)], T0, { kind: 'level', value: 3 }, english)?.aqi).toBe(3)
    expect(forecastWarning([entry(T0 + HOUR, 3)], T0, undefined, english)).toBeNull()
    expect(forecastWarning([entry(T0 + HOUR, 4), entry(T0 + 2 * HOUR, 5)], T0, { kind: 'level', value: 5 }, english)?.at).toBe(T0 + HOUR)
    const pm25 = { ...entry(T0 + 2 * HOUR, 2), components: { ...entry(T0, 2).components, pm2_5: 60 } }
    expect(forecastWarning([entry(T0 + HOUR, 2), pm25], T0, { kind: 'pm25', value: 55.5 }, english)?.at).toBe(T0 + 2 * HOUR)
  })
})

describe('forecastWarning on an official-index threshold (decision 275)', () => {
  it('names the hour on that index when it reaches it, whatever the 1-5 level', () => {
    const at = (i: number, ukDaqi: number): AirQualityEntry => ({ ...entry(T0 + i * HOUR, 3), official: { ukDaqi, eaqi: null } })
    expect(forecastWarning([at(0, 5), at(1, 6), at(2, 8)], T0, { kind: 'uk_daqi', value: 7 }, english)).toEqual({
      at: T0 + 2 * HOUR, aqi: 3, alertAt: T0 + 2 * HOUR - ALERT_LEAD_SECONDS, official: 'UK DAQI 8 (High)',
    })
    expect(forecastWarning([at(0, 5), at(1, 6)], T0, { kind: 'uk_daqi', value: 7 }, english)).toBeNull()
  })
})
