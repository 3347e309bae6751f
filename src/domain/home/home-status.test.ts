import { describe, expect, it } from 'vitest'
import type { AirQualityEntry } from '../contracts/air-quality'
import type { Threshold } from '../contracts/alerts'
import type { RegionalResponse } from '../contracts/air-quality'
import { entryInTwoHours, homeStatus, officialWarningOf, type HomeStatusKind } from './home-status'
import { UK_DAQI_BANDS } from '../aqi/regional-levels'
import { english } from '../i18n/locales'

const HOUR = 3600
const T0 = Date.UTC(2026, 10, 21, 14) / 1000

const entry = (dt: number, aqi: number): AirQualityEntry => ({
  dt,
  main: { aqi },
  components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: null, pm10: null, nh3: null },
  usAqi: null,
  dominantPollutant: null,
})

/** homeStatus from 1-5 indices (and optional US AQI / PM2.5 values) at 14:00 and 16:00. */
function status(now: number, inTwoHours: number | null, threshold?: Threshold) {
  return homeStatus(entry(T0, now), inTwoHours === null ? null : entry(T0 + 2 * HOUR, inTwoHours), threshold, undefined, english)
}

describe('homeStatus (docs/product.md §States)', () => {
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
    expect(status(now, inTwoHours).kind).toBe(kind)
  })

  it('gives each state its own emoji and colours', () => {
    const states = [status(4, 1), status(1, 4), status(1, 2), status(1, 1)]
    expect(new Set(states.map((s) => s.emoji)).size).toBe(4)
    expect(new Set(states.map((s) => s.color)).size).toBe(4)
  })

  it('names the levels it compares', () => {
    expect(status(1, 2).message).toContain('Good now, Fair in 2 hours')
    expect(status(1, 4).title).toBe('Poor air in 2 hours')
    expect(status(5, 1).title).toBe('Very Poor air now')
  })

  it("gives the level's own advice when no warning is due: a Moderate hour is not 'enjoy your usual activities'", () => {
    expect(status(1, 1).message).toBe('Good now and Good in 2 hours. Enjoy your usual outdoor activities.')
    expect(status(3, 1).message).toMatch(/^Moderate now and Good in 2 hours\. You can stay active outside; take more breaks/)
    expect(status(1, 3).kind).toBe('caution')
  })

  it('does not promise clean air without a forecast', () => {
    expect(status(1, null).message).toMatch(/forecast is not available/)
  })

  it("uses the viewer's alert threshold, as the SMS alerts do (issue 5: one set of rules)", () => {
    const moderate: Threshold = { kind: 'level', value: 3 }
    expect(status(3, 1, moderate).kind).toBe('danger')
    expect(status(3, 1, moderate).message).toMatch(/your alert level, Moderate \(3 of 5\)/)
    expect(status(2, 3, moderate).kind).toBe('warning')
    expect(status(2, 3).kind).toBe('caution')
    // A US AQI or PM2.5 threshold is read from those values of the entries, not the 1-5 index.
    const pm = (aqi: number, pm25: number) => ({ ...entry(T0, aqi), components: { ...entry(T0, aqi).components, pm2_5: pm25 } })
    const pm25Threshold: Threshold = { kind: 'pm25', value: 55.5 }
    expect(homeStatus(pm(3, 60), null, pm25Threshold, undefined, english).kind).toBe('danger')
    expect(homeStatus(pm(3, 40), null, pm25Threshold, undefined, english).kind).toBe('safe')
    // A personal threshold never hides Poor air: the spec's rule still holds.
    expect(homeStatus(pm(4, 40), null, pm25Threshold, undefined, english).kind).toBe('danger')
    expect(status(1, 4, { kind: 'level', value: 5 }).kind).toBe('warning')
    const usAqi = (aqi: number, value: number) => ({ ...entry(T0 + 2 * HOUR, aqi), usAqi: value })
    expect(homeStatus(entry(T0, 2), usAqi(3, 151), { kind: 'us_aqi', value: 151 }, undefined, english).kind).toBe('warning')
    expect(homeStatus(entry(T0, 2), usAqi(3, 150), { kind: 'us_aqi', value: 151 }, undefined, english).kind).toBe('caution')
  })

  it('throws on an index outside 1-5, as levelFor does', () => {
    expect(() => status(0, 1)).toThrow(RangeError)
  })
})

describe('entryInTwoHours', () => {
  const list = [entry(T0, 1), entry(T0 + HOUR, 2), entry(T0 + 2 * HOUR, 3), entry(T0 + 3 * HOUR, 4)]

  it.each([
    ['on the hour', T0, 3],
    ['at 14:20 → the 16:00 hour', T0 + 20 * 60, 3],
    ['at 14:59:59 → still the 16:00 hour', T0 + HOUR - 1, 3],
    ['at 15:00 → the 17:00 hour', T0 + HOUR, 4],
  ])('%s', (_name, now, aqi) => {
    expect(entryInTwoHours(list, now)?.main.aqi).toBe(aqi)
  })

  it('is null when the forecast ends before then', () => {
    expect(entryInTwoHours(list, T0 + 2 * HOUR)).toBeNull()
    expect(entryInTwoHours([], T0)).toBeNull()
  })

  it('does not depend on the order of the list', () => {
    expect(entryInTwoHours([...list].reverse(), T0)?.main.aqi).toBe(3)
  })
})

describe('an official index at its warning level (decision 243)', () => {
  /** A regional answer for London on the UK DAQI, as /home's regional card shows it. */
  const daqi = (index: number): RegionalResponse => {
    // DEFRA's bands: Low 1-3, Moderate 4-6, High 7-9, Very High 10.
    const level = UK_DAQI_BANDS[index === 10 ? 3 : Math.floor((index - 1) / 3)]!
    return {
      region: 'UK',
      scale: 'uk_daqi',
      regionScale: 'uk_daqi',
      aqi: index,
      level: { index, name: level.name, description: level.description, healthAdvice: level.healthAdvice, color: '#990099' },
      isDangerous: index >= 7,
      country: 'GB',
      smsThreshold: 7,
      components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: null, pm10: null, nh3: null },
      source: { id: 'simulated', name: 'Simulated data', simulated: true, url: null },
      generatedAt: '2026-11-21T14:00:00Z',
      fetchedAt: '2026-11-21T14:00:00Z',
    }
  }
  const london = (nowAqi: number, laterAqi: number | null, regional: RegionalResponse) =>
    homeStatus(entry(T0, nowAqi), laterAqi === null ? null : entry(T0 + 2 * HOUR, laterAqi), undefined, officialWarningOf(regional, english), english)

  it('London Fair now beside UK DAQI 10 (Very High): the official warning and its advice, never "enjoy"', () => {
    const verdict = london(2, 2, daqi(10))
    expect(verdict.kind).toBe('warning')
    expect(verdict.title).toBe('Official warning: UK DAQI 10, Very High')
    expect(verdict.message).toContain(UK_DAQI_BANDS[3]!.healthAdvice)
    expect(verdict.message).toContain("AirAhead's level is Fair now")
    expect(verdict.message).not.toMatch(/Enjoy your usual/)
  })

  it('a rising hour under the official warning still leads with the official warning', () => {
    expect(london(1, 2, daqi(7)).title).toBe('Official warning: UK DAQI 7, High')
  })

  it('under its warning level the official index changes nothing', () => {
    expect(officialWarningOf(daqi(6), english)).toBeNull()
    expect(london(2, 2, daqi(6))).toEqual(status(2, 2))
  })

  it('Poor air now, or Poor in 2 hours, keeps its own stronger verdict', () => {
    expect(london(4, 4, daqi(10)).kind).toBe('danger')
    expect(london(2, 4, daqi(10)).kind).toBe('warning')
    expect(london(2, 4, daqi(10)).title).toBe('Poor air in 2 hours')
  })

  it('no regional answer (offline, failed): no official warning', () => {
    expect(officialWarningOf(undefined, english)).toBeNull()
  })
})

describe('a member’s threshold on the official index (decision 275)', () => {
  const withDaqi = (dt: number, aqi: number, ukDaqi: number): AirQualityEntry => ({ ...entry(dt, aqi), official: { ukDaqi, eaqi: null } })
  const DAQI_7: Threshold = { kind: 'uk_daqi', value: 7 }

  it('at it now: the verdict names the index and its band, as the text does, not "Moderate air now"', () => {
    const verdict = homeStatus(withDaqi(T0, 3, 8), withDaqi(T0 + 2 * HOUR, 3, 8), DAQI_7, undefined, english)
    expect(verdict).toMatchObject({ kind: 'danger', title: 'UK DAQI 8 (High) now' })
    expect(verdict.message).toContain('At or above your alert level, UK DAQI 7 (High).')
  })

  it('at it in 2 hours: "UK DAQI 7 (High) in 2 hours"', () => {
    expect(homeStatus(withDaqi(T0, 3, 6), withDaqi(T0 + 2 * HOUR, 3, 7), DAQI_7, undefined, english)).toMatchObject({ kind: 'warning', title: 'UK DAQI 7 (High) in 2 hours' })
  })

  it('under it, and the 1-5 level unchanged: no warning', () => {
    expect(homeStatus(withDaqi(T0, 3, 6), withDaqi(T0 + 2 * HOUR, 3, 6), DAQI_7, undefined, english).kind).toBe('safe')
  })
})
