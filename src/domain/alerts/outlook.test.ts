import { describe, expect, it } from 'vitest'
import { decideAlert, type AlertDecision, type AlertDecisionSettings, type EpisodeState } from './decide'
import type { ForecastHour } from './forecast-hour'
import { gsm7Length, isGsm7 } from './gsm'
import { isOutlookEpisode, outlookLapsed, outlookOpening, type ExceedanceOutlook } from './outlook'

const HOUR = 3600
const CYCLE = 900
/** 12 PM in London (UTC+0 in November). */
const T0 = Date.UTC(2026, 10, 21, 12) / 1000
const PM25 = { kind: 'pm25', value: 55.5 } as const

/** Hourly PM2.5 (µg/m³) from `start`. */
const pm25 = (start: number, values: readonly number[]): ForecastHour[] =>
  values.map((v, i) => ({ time: start + i * HOUR, level: null, usAqi: null, pm25: v }))
const flat = pm25(T0, new Array<number>(24).fill(30))

const settings = (overrides: Partial<AlertDecisionSettings> = {}): AlertDecisionSettings => ({
  enabled: true, optedOut: false, threshold: PM25, sensitivity: 'general', quietHours: null, dailyCap: 3, allClear: true,
  sentToday: 0, place: { name: 'Home', timeZone: 'UTC' }, cycleSeconds: CYCLE, ...overrides,
})
const likely: ExceedanceOutlook = { probability: 0.6, operatingPoint: 0.4 }
const unlikely: ExceedanceOutlook = { probability: 0.3, operatingPoint: 0.4 }

function sent(decision: AlertDecision): Exclude<AlertDecision, { kind: 'none' }> {
  if (decision.kind === 'none') throw new Error(`expected a text, got none: ${decision.reason}`)
  return decision
}

/** The job every 15 minutes over [from, to) with an outlook per time, storing the episode. */
function simulate(forecast: readonly ForecastHour[], from: number, to: number, outlookAt: (now: number) => ExceedanceOutlook | null, base = settings()) {
  const texts: Array<Exclude<AlertDecision, { kind: 'none' }> & { sentAt: number }> = []
  let stored: EpisodeState | null = null
  for (let now = from; now < to; now += CYCLE) {
    const decision = decideAlert(forecast, now, { ...base, sentToday: 0 }, stored, outlookAt(now))
    stored = decision.episode
    if (decision.kind !== 'none') texts.push({ ...decision, sentAt: now })
  }
  return { texts, episode: stored }
}

describe('the outlook opens an episode when the forecast has none in sight', () => {
  it('at or over the operating point: one advance text naming the highest forecast hour in +2 … +6', () => {
    const forecast = pm25(T0, [30, 30, 32, 35, 40, 38, 33, 30, 30, 30])
    const decision = sent(decideAlert(forecast, T0, settings(), null, likely))
    expect(decision).toMatchObject({ kind: 'advance', hourAt: T0 + 4 * HOUR, leadSeconds: 4 * HOUR, level: null })
    expect(isOutlookEpisode(decision.episode)).toBe(true)
    expect(decision.episode).toMatchObject({ firstHour: T0 + 4 * HOUR, reached: false, closed: false })
    expect(decision.message).toContain('will likely be at or above PM2.5 55.5 ug/m3 from around 4 PM')
    expect(isGsm7(decision.message) && gsm7Length(decision.message) <= 160).toBe(true)
    expect(decision.reason).toMatch(/exceedance outlook 0\.60 ≥ 0\.40/)
  })

  it('a flat forecast names the middle of the window (+4 h); a level threshold its level name', () => {
    const decision = sent(decideAlert(flat, T0, settings({ threshold: { kind: 'level', value: 4 } }), null, likely))
    expect(decision.hourAt).toBe(T0 + 4 * HOUR)
    expect(decision.message).toBe('AirAhead: Air at Home will likely be Poor from around 4 PM. Limit time outdoors. Reply STOP to opt out')
  })

  it('says "likely" only from an even chance: under it, with a lower operating point, "may"', () => {
    const possible: ExceedanceOutlook = { probability: 0.45, operatingPoint: 0.3 }
    const message = sent(decideAlert(flat, T0, settings({ threshold: { kind: 'level', value: 4 } }), null, possible)).message
    expect(message).toContain('Air at Home may be Poor from around 4 PM')
    expect(message).not.toContain('likely')
    expect(outlookOpening(possible, flat, flat[0] as ForecastHour)?.likely).toBe(false)
    expect(outlookOpening(likely, flat, flat[0] as ForecastHour)?.likely).toBe(true)
  })

  it('a long place name is cut so the "likely" text stays one GSM-7 segment', () => {
    const place = { name: 'A very long place name for the whole of the upper valley school district', timeZone: 'UTC' }
    const message = sent(decideAlert(flat, T0, settings({ place }), null, likely)).message
    expect(isGsm7(message) && gsm7Length(message) <= 160).toBe(true)
    expect(message).toMatch(/^AirAhead: Air at A very long place.*\.\.\. will likely be at or above PM2\.5 55\.5 ug\/m3 from around 4 PM\. /)
  })

  it('a warning the forecast itself sees coming keeps its plain wording', () => {
    const forecast = pm25(T0, [30, 30, 60, 60, 60])
    const message = sent(decideAlert(forecast, T0, settings(), null, likely)).message
    expect(message).toContain('will be at or above PM2.5 55.5 ug/m3 around 2 PM')
    expect(message).not.toMatch(/likely|may be/)
  })

  it.each<[string, ExceedanceOutlook | null]>([['under the operating point', unlikely], ['no outlook', null]])('%s: nothing', (_, outlook) => {
    expect(decideAlert(flat, T0, settings(), null, outlook)).toMatchObject({ kind: 'none', reason: 'nothing at or over PM2.5 55.5 µg/m³ in the forecast' })
  })

  it('an onset in sight in the forecast is warned as before, whatever the outlook', () => {
    const forecast = pm25(T0, [30, 30, 60, 60, 30])
    for (const outlook of [likely, unlikely, null]) {
      expect(sent(decideAlert(forecast, T0, settings(), null, outlook))).toMatchObject({ kind: 'advance', hourAt: T0 + 2 * HOUR, episodeKey: `ep-${T0 + 2 * HOUR}` })
    }
  })

  it('an onset beyond sight: the outlook may warn now', () => {
    const forecast = pm25(T0, [30, 30, 30, 30, 30, 30, 30, 30, 60, 60])
    expect(decideAlert(forecast, T0, settings(), null, unlikely)).toMatchObject({ kind: 'none', reason: expect.stringMatching(/^advance warning for .* due at/) })
    expect(sent(decideAlert(forecast, T0, settings(), null, likely)).hourAt).toBe(T0 + 4 * HOUR)
  })

  it('quiet hours hold it back as any advance text; the daily cap does not (decision 200)', () => {
    const night = T0 + 11 * HOUR
    expect(decideAlert(pm25(night, new Array<number>(10).fill(30)), night, settings({ quietHours: { start: '22:00', end: '07:00' } }), null, likely))
      .toMatchObject({ kind: 'none', reason: 'quiet hours' })
    expect(decideAlert(flat, T0, settings({ sentToday: 3 }), null, likely)).toMatchObject({ kind: 'advance' })
  })
})

describe('an episode the outlook opened', () => {
  it('one advance text, however long the outlook stays high; withdrawn once its hours pass without the air reaching it', () => {
    const { texts } = simulate(flat, T0, T0 + 8 * HOUR, (now) => (now < T0 + 6 * HOUR ? likely : unlikely))
    expect(texts.map((t) => [t.kind, t.withdrawn, (t.sentAt - T0) / HOUR])).toEqual([
      ['advance', false, 0],
      ['all_clear', true, 7], // named hour +4, lapsed 3 h later
    ])
    expect(texts[1]?.message).toContain('no longer expected to reach PM2.5 55.5 ug/m3')
  })

  it('reached: the episode goes on as any other, with its all-clear', () => {
    const forecast = pm25(T0, [30, 30, 30, 60, 60, 30, 30, 30, 30, 30, 30, 30])
    const { texts } = simulate(forecast, T0, T0 + 10 * HOUR, (now) => (now === T0 ? likely : unlikely))
    expect(texts.map((t) => [t.kind, t.withdrawn, (t.sentAt - T0) / HOUR])).toEqual([['advance', false, 0], ['all_clear', false, 5]])
  })

  it('not lapsed while the forecast has an hour over the threshold in sight', () => {
    const episode = { key: `outlook-${T0}`, firstHour: T0, reached: false }
    expect(outlookLapsed(episode, flat, T0 + 3 * HOUR, T0 + 5 * HOUR, PM25, unlikely)).toBe(true)
    expect(outlookLapsed(episode, flat, T0 + 3 * HOUR, T0 + 5 * HOUR, PM25, null)).toBe(true)
    expect(outlookLapsed(episode, flat, T0 + 2 * HOUR, T0 + 4 * HOUR, PM25, unlikely)).toBe(false)
    expect(outlookLapsed(episode, pm25(T0, [30, 30, 30, 30, 60]), T0 + 3 * HOUR, T0 + 5 * HOUR, PM25, unlikely)).toBe(false)
    expect(outlookLapsed({ ...episode, key: `ep-${T0}` }, flat, T0 + 3 * HOUR, T0 + 5 * HOUR, PM25, unlikely)).toBe(false)
  })

  it('not lapsed while the outlook stays at or over its operating point: the warning stands, no update and new warning', () => {
    const episode = { key: `outlook-${T0}`, firstHour: T0, reached: false }
    expect(outlookLapsed(episode, flat, T0 + 5 * HOUR, T0 + 7 * HOUR, PM25, likely)).toBe(false)
    const { texts } = simulate(flat, T0, T0 + 14 * HOUR, (now) => (now < T0 + 10 * HOUR ? likely : unlikely))
    expect(texts.map((t) => [t.kind, t.withdrawn, (t.sentAt - T0) / HOUR])).toEqual([['advance', false, 0], ['all_clear', true, 10]])
  })

  it('outlookOpening ignores a probability that is not a number', () => {
    expect(outlookOpening({ probability: Number.NaN, operatingPoint: 0.4 }, flat, flat[0] as ForecastHour)).toBeNull()
  })
})
