// Issue 13 item 5: warnings before quiet hours, "update: no longer expected", and US AQI /
// 1-5 thresholds that fire in the same hour as the PM2.5 one (decisions 145, 146).
import { describe, expect, it } from 'vitest'
import type { Owm5Index } from '../aqi/owm5'
import { decideAlert, type AlertDecision, type AlertDecisionSettings, type EpisodeState } from './decide'
import type { ForecastHour } from './forecast-hour'
import { gsm7Length, isGsm7 } from './gsm'
import { forecastHourFromConcentration } from './hourly-measures'

const HOUR = 3600
const CYCLE = 900
/** 12 PM in London (UTC+0 in November); quiet hours 22:00-07:00. */
const T0 = Date.UTC(2026, 10, 21, 12) / 1000
const MIDNIGHT = T0 + 12 * HOUR

const levels = (start: number, values: readonly (number | null)[]): ForecastHour[] =>
  values.map((level, i) => ({ time: start + i * HOUR, level: level as Owm5Index | null, usAqi: null, pm25: null }))

/** Level 2 from 6 PM, then Poor (4) from `onset` for `hours` hours (null: none), for 20 h. */
const riseAt = (onset: number, hours = 4, peak: number[] = []) =>
  levels(T0 + 6 * HOUR, Array.from({ length: 20 }, (_, i) => {
    const t = T0 + (6 + i) * HOUR
    return t >= onset && t < onset + hours * HOUR ? (peak[(t - onset) / HOUR] ?? 4) : 2
  }))

const settings = (overrides: Partial<AlertDecisionSettings> = {}): AlertDecisionSettings => ({
  enabled: true,
  optedOut: false,
  threshold: { kind: 'level', value: 4 },
  sensitivity: 'general',
  quietHours: { start: '22:00', end: '07:00' },
  dailyCap: 10,
  allClear: true,
  sentToday: 0,
  place: { name: 'Home', timeZone: 'UTC' },
  cycleSeconds: CYCLE,
  ...overrides,
})

type Sent = Exclude<AlertDecision, { kind: 'none' }> & { sentAt: number }

/** The alert job every 15 minutes over [from, to); `forecastAt` gives the forecast each run sees. */
function simulate(forecastAt: (now: number) => readonly ForecastHour[], from: number, to: number, base: AlertDecisionSettings) {
  const texts: Sent[] = []
  let stored: EpisodeState | null = null
  for (let now = from; now < to; now += CYCLE) {
    const decision = decideAlert(forecastAt(now), now, { ...base, sentToday: texts.length }, stored)
    stored = decision.episode
    if (decision.kind !== 'none') {
      expect(isGsm7(decision.message) && gsm7Length(decision.message) <= 160, decision.message).toBe(true)
      texts.push({ ...decision, sentAt: now })
    }
  }
  return { texts, episode: stored }
}

const summary = (texts: readonly Sent[]) => texts.map((t) => [t.withdrawn ? 'update' : t.kind, t.sentAt, t.hourAt])

describe('warned before quiet hours begin', () => {
  it.each<[string, number, string]>([
    ['an onset at 1 AM, in quiet hours', MIDNIGHT + HOUR, 'will be Poor tomorrow from around 1 AM.'],
    ['an onset at 8 AM, within 2 h after they end', MIDNIGHT + 8 * HOUR, 'will be Poor tomorrow from around 8 AM.'],
    ['an onset at 11 PM, the same evening', MIDNIGHT - HOUR, 'will be Poor from around 11 PM.'],
  ])('%s: one text at 8 PM, 2 h before they begin, and none in the morning', (_, onset, words) => {
    const { texts } = simulate(() => riseAt(onset), T0 + 6 * HOUR, MIDNIGHT + 10 * HOUR, settings())
    expect(summary(texts).slice(0, 1)).toEqual([['advance', T0 + 8 * HOUR, onset]])
    expect(texts.filter((t) => t.kind === 'advance')).toHaveLength(1)
    expect(texts[0]?.message).toBe(`AirAhead: Air at Home ${words} Limit time outdoors. Reply STOP to opt out`)
  })

  it('an onset at 9 AM, 2 h after they end, is warned at 7 AM as usual', () => {
    const { texts } = simulate(() => riseAt(MIDNIGHT + 9 * HOUR), T0 + 6 * HOUR, MIDNIGHT + 10 * HOUR, settings())
    expect(summary(texts)[0]).toEqual(['advance', MIDNIGHT + 7 * HOUR, MIDNIGHT + 9 * HOUR])
    expect(texts[0]?.message).toContain('will be Poor around 9 AM.')
  })

  it('a forecast that first shows the night onset at 10:30 PM is held until 7 AM', () => {
    const forecastAt = (now: number) => (now < MIDNIGHT - 90 * 60 ? riseAt(MIDNIGHT + 20 * HOUR) : riseAt(MIDNIGHT + 5 * HOUR))
    const { texts } = simulate(forecastAt, T0 + 6 * HOUR, MIDNIGHT + 8 * HOUR, settings())
    expect(summary(texts)[0]).toEqual(['advance', MIDNIGHT + 7 * HOUR, MIDNIGHT + 7 * HOUR])
    expect(texts[0]?.message).toContain('is Poor now.')
  })

  it('names a Very Poor hour in the night, so no escalation wakes anyone', () => {
    const { texts } = simulate(() => riseAt(MIDNIGHT + HOUR, 5, [4, 4, 5, 5]), T0 + 6 * HOUR, MIDNIGHT + 7 * HOUR, settings())
    expect(summary(texts)).toEqual([['advance', T0 + 8 * HOUR, MIDNIGHT + HOUR]])
    expect(texts[0]?.message).toContain('will be Poor tomorrow from around 1 AM, Very Poor around 3 AM. Avoid outdoor activity.')
    expect(texts[0]?.episode.escalated).toBe(true)
  })

  it('warns a night onset the evening before even while an earlier episode is under way (decision 202)', () => {
    // Poor 6 PM-11 PM, clear 11 PM-3 AM, Poor again from 3 AM: the evening text is about the 3 AM rise.
    const night = levels(T0 + 6 * HOUR, Array.from({ length: 20 }, (_, i) => (i < 5 || (i >= 9 && i < 13) ? 4 : 2)))
    const open: EpisodeState = { key: `ep-${T0 + 6 * HOUR}`, firstHour: T0 + 6 * HOUR, escalated: false, closed: false, reached: true }
    const texts: Sent[] = []
    let stored: EpisodeState | null = open
    for (let now = T0 + 6 * HOUR; now < MIDNIGHT + 10 * HOUR; now += CYCLE) {
      const decision = decideAlert(night, now, settings({ sentToday: texts.length }), stored)
      stored = decision.episode
      if (decision.kind !== 'none') texts.push({ ...decision, sentAt: now })
    }
    expect(summary(texts)).toEqual([['advance', T0 + 8 * HOUR, MIDNIGHT + 3 * HOUR], ['all_clear', MIDNIGHT + 7 * HOUR, MIDNIGHT + 7 * HOUR]])
    expect(texts[0]?.message).toContain('will be Poor tomorrow from around 3 AM.')
    // The evening hours of the first episode neither reach nor escalate the second.
    expect(texts[0]?.episode).toMatchObject({ firstHour: MIDNIGHT + 3 * HOUR, reached: false, follows: MIDNIGHT - HOUR })
  })

  it("reads the evening in the place's time: 8 PM in Delhi (UTC+5:30) is 14:30 UTC", () => {
    const delhi = settings({ place: { name: 'Delhi', timeZone: 'Asia/Kolkata' } })
    const forecast = levels(T0, Array.from({ length: 24 }, (_, i) => (i >= 15 ? 4 : 2)))
    expect(decideAlert(forecast, T0 + 2.5 * HOUR - 60, delhi, null)).toMatchObject({ kind: 'none' })
    const decision = decideAlert(forecast, T0 + 2.5 * HOUR, delhi, null)
    expect(decision).toMatchObject({ kind: 'advance', hourAt: T0 + 15 * HOUR })
    expect(decision.kind !== 'none' && decision.message).toContain('tomorrow from around 8:30 AM')
  })
})

describe('a forecast revised below the threshold before the onset', () => {
  const onset = T0 + 3 * HOUR
  const poorAt3 = levels(T0, [2, 2, 2, 4, 4, 4, 2, 2, 2, 2])
  const clean = levels(T0, Array.from({ length: 10 }, () => 2))

  it('sends "update: no longer expected" once, and no all-clear', () => {
    const forecastAt = (now: number) => (now < T0 + 90 * 60 ? poorAt3 : clean)
    const { texts, episode } = simulate(forecastAt, T0, T0 + 8 * HOUR, settings({ quietHours: null }))
    expect(summary(texts)).toEqual([['advance', onset - 7200 - CYCLE, onset], ['update', T0 + 90 * 60, onset]])
    expect(texts[1]?.message).toBe('AirAhead update: Air at Home is no longer expected to reach Poor around 3 PM. Reply STOP to opt out')
    expect(episode).toMatchObject({ closed: true, reached: false })
  })

  it('an onset that comes 2 h later than forecast keeps the warning and ends with an all-clear', () => {
    const later = levels(T0, [2, 2, 2, 2, 2, 4, 4, 2, 2, 2, 2, 2])
    const forecastAt = (now: number) => (now < T0 + 90 * 60 ? poorAt3 : later)
    const { texts } = simulate(forecastAt, T0, T0 + 11 * HOUR, settings({ quietHours: null }))
    expect(summary(texts).map(([kind]) => kind)).toEqual(['advance', 'all_clear'])
  })

  it('an onset hour that arrives clean, with 3 clean hours after it, is withdrawn, not "back below"', () => {
    const forecastAt = (now: number) => (now < onset ? poorAt3 : clean)
    const { texts } = simulate(forecastAt, T0, T0 + 8 * HOUR, settings({ quietHours: null }))
    expect(summary(texts)).toEqual([['advance', onset - 7200 - CYCLE, onset], ['update', onset, onset]])
  })

  it('in quiet hours the update waits for their end, while the promised hours are not long past', () => {
    const night = riseAt(MIDNIGHT + 7 * HOUR)
    const calm = levels(T0 + 6 * HOUR, Array.from({ length: 20 }, () => 2))
    const forecastAt = (now: number) => (now < MIDNIGHT + HOUR ? night : calm)
    const { texts } = simulate(forecastAt, T0 + 6 * HOUR, MIDNIGHT + 12 * HOUR, settings())
    expect(summary(texts)).toEqual([['advance', T0 + 8 * HOUR, MIDNIGHT + 7 * HOUR], ['update', MIDNIGHT + 7 * HOUR, MIDNIGHT + 7 * HOUR]])
    const early = riseAt(MIDNIGHT + 2 * HOUR)
    const quietAll = simulate((now) => (now < MIDNIGHT ? early : calm), T0 + 6 * HOUR, MIDNIGHT + 12 * HOUR, settings())
    expect(quietAll.texts.map((t) => t.kind)).toEqual(['advance'])
    expect(quietAll.episode).toMatchObject({ closed: true })
  })

  it('the episode is marked reached in the first hour at or over the threshold', () => {
    const open: EpisodeState = { key: `ep-${T0}`, firstHour: T0, escalated: false, closed: false, reached: false }
    expect(decideAlert(levels(T0, [4, 4, 4]), T0 + 60, settings({ quietHours: null }), open)).toMatchObject({
      kind: 'none', episode: { ...open, reached: true },
    })
  })
})

describe('US AQI and 1-5 thresholds fire in the same hour as PM2.5', () => {
  // Hourly PM2.5, µg/m³ (levels are US AQI categories, decision 135): the hour at 3 PM is the
  // first at 55.5 (US AQI 151, Poor 4 of 5; 55.4 at 2 PM is US AQI 150), the hour at 1 PM the
  // first at 35.5 (US AQI 101, Moderate 3 of 5).
  const pm25 = [5, 5, 5, 12, 35.5, 55.4, 55.5, 80, 60, 20, 10]
  const forecast = pm25.map((value, i) => forecastHourFromConcentration(T0 + (i - 3) * HOUR, 'pm2_5', value, 'ug/m3'))

  it.each<[string, AlertDecisionSettings['threshold'], number, string]>([
    ['PM2.5 55.5 µg/m³', { kind: 'pm25', value: 55.5 }, T0 + 3 * HOUR, 'at or above PM2.5 55.5 ug/m3 around 3 PM'],
    ['US AQI 151', { kind: 'us_aqi', value: 151 }, T0 + 3 * HOUR, 'at or above US AQI 151 around 3 PM'],
    ['level 4 (Poor: PM2.5 from 55.5 µg/m³)', { kind: 'level', value: 4 }, T0 + 3 * HOUR, 'Poor around 3 PM'],
    ['level 3 (Moderate: PM2.5 from 35.5 µg/m³)', { kind: 'level', value: 3 }, T0 + HOUR, 'Moderate around 1 PM'],
  ])('%s', (_, threshold, at, words) => {
    const { texts } = simulate(() => forecast, T0 - 3 * HOUR, T0 + 8 * HOUR, settings({ threshold, quietHours: null }))
    expect(texts[0]).toMatchObject({ kind: 'advance', hourAt: at, sentAt: at - 7200 - CYCLE, leadSeconds: 7200 + CYCLE })
    expect(texts[0]?.message).toContain(`will be ${words}.`)
  })

  it('says "is" when the current hour is already over, whichever measure', () => {
    for (const threshold of [{ kind: 'pm25', value: 55.5 }, { kind: 'us_aqi', value: 151 }, { kind: 'level', value: 4 }] as const) {
      const decision = decideAlert(forecast, T0 + 3 * HOUR + 60, settings({ threshold, quietHours: null }), null)
      expect(decision).toMatchObject({ kind: 'advance', hourAt: T0 + 3 * HOUR, leadSeconds: 0 })
      expect(decision.kind !== 'none' && decision.message).toMatch(/ is (Poor|Very Poor|at or above .+) now[.,]/)
    }
  })

  it('beyond the top of the AQI table (PM2.5 400 µg/m³) still fires a US AQI 500 threshold', () => {
    const beyond = forecastHourFromConcentration(T0, 'pm2_5', 400, 'ug/m3')
    expect(beyond.usAqi).toBeGreaterThanOrEqual(500)
    const decision = decideAlert([beyond], T0, settings({ threshold: { kind: 'us_aqi', value: 500 }, quietHours: null }), null)
    expect(decision).toMatchObject({ kind: 'advance', episode: { escalated: true } })
  })
})
