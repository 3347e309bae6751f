import { describe, expect, it } from 'vitest'
import { thresholdSchema, type Threshold } from '../contracts/alerts'
import { pm25EquivalentUgM3 } from '../forecast/exceedance/threshold'
import { chartThreshold } from '../forecast/chart-threshold'
import { decideAlert, type AlertDecisionSettings } from './decide'
import { exceeds, forecastHourOf, isBelow, type ForecastHour } from './forecast-hour'
import { gsm7Length, isGsm7 } from './gsm'
import { forecastHourFromConcentration } from './hourly-measures'
import { composeAlertText } from './message'
import { describeThreshold } from './threshold'
import { english } from '../i18n/locales'

const HOUR = 3600
/** 12 PM in London (UTC+0 in November). */
const T0 = Date.UTC(2026, 10, 21, 12) / 1000
const DAQI_7: Threshold = { kind: 'uk_daqi', value: 7 }
const EAQI_4: Threshold = { kind: 'eaqi', value: 4 }

/** Hours whose AirAhead level stays Moderate (3) while the DAQI takes `daqi[i]`. */
const daqiHours = (daqi: readonly (number | null)[]): ForecastHour[] =>
  daqi.map((value, i) => ({ time: T0 + i * HOUR, level: 3, usAqi: 120, pm25: 44, official: { ukDaqi: value, eaqi: null } }))

const settings = (overrides: Partial<AlertDecisionSettings> = {}): AlertDecisionSettings => ({
  enabled: true, optedOut: false, threshold: DAQI_7, sensitivity: 'child', quietHours: null, dailyCap: 3, allClear: true,
  sentToday: 0, place: { name: 'London', timeZone: 'Europe/London' }, cycleSeconds: 900,
  officialWarning: { scale: 'uk_daqi', from: 7 },
  ...overrides,
})

describe('an official-index threshold (decision 275)', () => {
  it('the contract takes UK DAQI 4-10 and European AQI 2-6 as whole numbers, nothing else', () => {
    expect(thresholdSchema.safeParse({ kind: 'uk_daqi', value: 7 }).success).toBe(true)
    expect(thresholdSchema.safeParse({ kind: 'eaqi', value: 4 }).success).toBe(true)
    for (const bad of [{ kind: 'uk_daqi', value: 3 }, { kind: 'uk_daqi', value: 11 }, { kind: 'uk_daqi', value: 7.5 }, { kind: 'eaqi', value: 1 }, { kind: 'eaqi', value: 7 }]) {
      expect(thresholdSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('is named with its band everywhere: "UK DAQI 7 (High)", "European AQI 4 (Poor)"', () => {
    expect(describeThreshold(DAQI_7, english)).toBe('UK DAQI 7 (High)')
    expect(describeThreshold(EAQI_4, english)).toBe('European AQI 4 (Poor)')
    expect(describeThreshold({ kind: 'uk_daqi', value: 10 }, english)).toBe('UK DAQI 10 (Very High)')
  })

  it('is judged on the hour’s own official value; an hour without one is neither over nor below', () => {
    const [low, high] = daqiHours([6, 7]) as [ForecastHour, ForecastHour]
    expect(exceeds(high, DAQI_7)).toBe(true)
    expect(isBelow(low, DAQI_7)).toBe(true)
    const unknown: ForecastHour = { time: T0, level: 5, usAqi: 250, pm25: 200 }
    expect(exceeds(unknown, DAQI_7)).toBe(false)
    expect(isBelow(unknown, DAQI_7)).toBe(false)
  })

  it('an API entry carries the official values to the screens, so they judge it as the job does', () => {
    const entry = { dt: T0, main: { aqi: 3 }, components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: 55, pm10: null, nh3: null }, usAqi: 150, dominantPollutant: 'pm2_5' as const, official: { ukDaqi: 7, eaqi: 4 } }
    expect(exceeds(forecastHourOf(entry), DAQI_7)).toBe(true)
    expect(exceeds(forecastHourOf(entry), EAQI_4)).toBe(true)
  })

  it('PM2.5 alone reaches DAQI 7 at 53.5 µg/m³ (DEFRA: 54-58 rounded), EAQI 4 above 25 µg/m³; the chart draws it there', () => {
    expect(forecastHourFromConcentration(T0, 'pm2_5', 54, 'ug/m3').official).toEqual({ ukDaqi: 7, eaqi: 4 })
    expect(pm25EquivalentUgM3(DAQI_7)).toBe(53.5)
    expect(chartThreshold(DAQI_7, english).label).toMatch(/^Your alert: UK DAQI 7 \(High\) ≈ US AQI \d+ for PM2\.5$/)
  })

  it('warns 2 h ahead when the DAQI reaches 7 although AirAhead’s level stays Moderate, naming the index and its band', () => {
    const decision = decideAlert(daqiHours([5, 6, 6, 8, 8, 8, 8, 8]), T0 + HOUR, settings(), null)
    expect(decision).toMatchObject({ kind: 'advance', hourAt: T0 + 3 * HOUR })
    expect(decision.kind !== 'none' && decision.message).toBe(
      "AirAhead: Air at London will be UK DAQI 8 (High) around 3 PM. Keep children's outdoor play short. Reply STOP to opt out",
    )
  })

  it('its all-clear says "back below UK DAQI 7 (High)" once the DAQI is below it for 3 hours', () => {
    const open = { key: `ep-${T0}`, firstHour: T0, escalated: false, closed: false, reached: true }
    const decision = decideAlert(daqiHours([8, 8, 8, 6, 5, 5, 5, 5]), T0 + 3 * HOUR + 60, settings(), open)
    expect(decision.kind !== 'none' && decision.message).toBe('AirAhead: Air at London is back below UK DAQI 7 (High) (around 3 PM). Reply STOP to opt out')
  })

  it('a level threshold is still never told "back below" while the DAQI is at its warning level (decision 257)', () => {
    const open = { key: `ep-${T0}`, firstHour: T0, escalated: false, closed: false, reached: true }
    const hours = daqiHours([8, 8, 8, 8, 8, 8, 8]).map((h, i) => ({ ...h, level: (i < 3 ? 4 : 2) as 2 | 4 }))
    const decision = decideAlert(hours, T0 + 3 * HOUR + 60, settings({ threshold: { kind: 'level', value: 4 } }), open)
    expect(decision).toMatchObject({ kind: 'none', reason: 'official index at its warning level; no all-clear' })
  })

  it('every official-index text is one GSM-7 segment with the index and its band, whatever the name', () => {
    const names = ['Home', 'Grandma and Grandpa’s house by the river in Kingston upon Thames', '🏠 Škola Nové Město, Praha 🇨🇿']
    for (const name of names)
      for (const threshold of [DAQI_7, { kind: 'uk_daqi', value: 10 } as Threshold, EAQI_4, { kind: 'eaqi', value: 6 } as Threshold])
        for (const kind of ['advance', 'escalation', 'all_clear', 'update'] as const)
          for (const beforeQuietHours of [false, true])
            for (const basis of ['measured', 'forecast'] as const) {
              const hour: ForecastHour = { time: T0 + 2 * HOUR, level: 5, usAqi: 260, pm25: 210, basis, official: { ukDaqi: 10, eaqi: 6 } }
              const text = composeAlertText({
                kind, place: { name, timeZone: 'Europe/London' }, recipientTimeZone: 'America/New_York', threshold, sensitivity: 'heart_lung',
                hour, leadSeconds: 2 * HOUR, veryPoorAt: T0 + 4 * HOUR, beforeQuietHours,
              }, english)
              expect(isGsm7(text), text).toBe(true)
              expect(gsm7Length(text), text).toBeLessThanOrEqual(160)
              expect(text, text).toMatch(threshold.kind === 'uk_daqi' ? /UK DAQI \d+ \((Low|Moderate|High|Very High)\)/ : /European AQI \d \(\w[\w ]*\)/)
            }
  })
})
