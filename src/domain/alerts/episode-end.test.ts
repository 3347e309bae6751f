import { describe, expect, it } from 'vitest'
import { decideAlert, type AlertDecisionSettings, type EpisodeState } from './decide'
import { measuredOverLately } from './episode-end'
import type { ForecastHour } from './forecast-hour'

const HOUR = 3600
/** 12 PM UTC; the hour under way. */
const T0 = Date.UTC(2026, 10, 21, 12) / 1000
const PM25 = { kind: 'pm25', value: 55.5 } as const

/** Hourly PM2.5 (µg/m³) from `start`, each hour measured or forecast. */
const pm25 = (start: number, values: readonly number[], basis: 'measured' | 'forecast'): ForecastHour[] =>
  values.map((v, i) => ({ time: start + i * HOUR, level: null, usAqi: null, pm25: v, basis }))

const settings = (overrides: Partial<AlertDecisionSettings> = {}): AlertDecisionSettings => ({
  enabled: true, optedOut: false, threshold: PM25, sensitivity: 'general', quietHours: null, dailyCap: 3, allClear: true,
  sentToday: 0, place: { name: 'Home', timeZone: 'UTC' }, cycleSeconds: 900, ...overrides,
})
/** An episode reached 5 h ago. */
const open: EpisodeState = { key: `ep-${T0 - 5 * HOUR}`, firstHour: T0 - 5 * HOUR, escalated: false, closed: false, reached: true }
/** The lagging NowCast has fallen under the threshold: the hour under way and the next ones. */
const below = pm25(T0, new Array<number>(8).fill(40), 'forecast')

describe('an episode ends when the measured hours have stayed under the threshold for 6 (decision 270)', () => {
  it('reads only measured hours of the last 6 before the hour under way', () => {
    expect(measuredOverLately(pm25(T0 - 6 * HOUR, [70, 30, 30, 30, 30, 30], 'measured'), T0, PM25)).toBe(true)
    expect(measuredOverLately(pm25(T0 - 7 * HOUR, [70, 30, 30, 30, 30, 30, 30], 'measured'), T0, PM25)).toBe(false)
    // The model's hours, and the hour under way, hold nothing open.
    expect(measuredOverLately(pm25(T0 - 2 * HOUR, [70, 70], 'forecast'), T0, PM25)).toBe(false)
    expect(measuredOverLately(pm25(T0, [70], 'measured'), T0, PM25)).toBe(false)
    // A US AQI or level threshold through its PM2.5 (151 and level 4: 55.5 µg/m³).
    expect(measuredOverLately(pm25(T0 - HOUR, [56], 'measured'), T0, { kind: 'us_aqi', value: 151 })).toBe(true)
    expect(measuredOverLately(pm25(T0 - HOUR, [55], 'measured'), T0, { kind: 'level', value: 4 })).toBe(false)
  })

  it('no all-clear while an hour of the last 6 was measured over, though the NowCast is under', () => {
    const spikedTwoHoursAgo = [...pm25(T0 - 6 * HOUR, [80, 70, 50, 40, 66, 45], 'measured'), ...below]
    const decision = decideAlert(spikedTwoHoursAgo, T0, settings(), open)
    expect(decision).toMatchObject({ kind: 'none', reason: 'episode under way; already texted' })
    expect(decision.episode?.closed).toBe(false)
  })

  it('the all-clear once the last 6 measured hours are under', () => {
    const clean = [...pm25(T0 - 7 * HOUR, [80, 50, 40, 40, 30, 30, 30], 'measured'), ...below]
    const decision = decideAlert(clean, T0, settings(), open)
    expect(decision.kind).toBe('all_clear')
    expect(decision.episode?.closed).toBe(true)
  })

  it('a place with no measured hours ends as before, on the forecast', () => {
    const decision = decideAlert([...pm25(T0 - 2 * HOUR, [80, 70], 'forecast'), ...below], T0, settings(), open)
    expect(decision.kind).toBe('all_clear')
  })

  it('the outlook opens no new episode within 6 measured hours of the last one', () => {
    const likely = { probability: 0.95, operatingPoint: 0.86 }
    const closed = { ...open, closed: true }
    const recent = [...pm25(T0 - 6 * HOUR, [30, 30, 30, 70, 30, 30], 'measured'), ...below]
    expect(decideAlert(recent, T0, settings(), closed, likely).kind).toBe('none')
    const longAgo = [...pm25(T0 - 7 * HOUR, [70, 30, 30, 30, 30, 30, 30], 'measured'), ...below]
    expect(decideAlert(longAgo, T0, settings(), closed, likely).kind).toBe('advance')
  })

  describe('held open by its measured hours, the classifier expecting the air back (decision 292)', () => {
    const spikedTwoHoursAgo = [...pm25(T0 - 6 * HOUR, [80, 70, 50, 40, 66, 45], 'measured'), ...below]
    const likely = { probability: 0.8, operatingPoint: 0.7 }

    it('warns of the next episode now, as a new one opened on the outlook, with no all-clear first', () => {
      const decision = decideAlert(spikedTwoHoursAgo, T0, settings(), open, likely)
      expect(decision).toMatchObject({ kind: 'advance', withdrawn: false, hourAt: T0 + 4 * HOUR })
      expect(decision.episode).toMatchObject({ key: `outlook-${T0 + 4 * HOUR}`, reached: false, closed: false })
      expect(decision.kind === 'advance' ? decision.message : '').toContain('will likely be')
    })

    it('stays quiet under the operating point, in quiet hours, and while the air is not clear ahead', () => {
      expect(decideAlert(spikedTwoHoursAgo, T0, settings(), open, { probability: 0.6, operatingPoint: 0.7 }).kind).toBe('none')
      expect(decideAlert(spikedTwoHoursAgo, T0, settings({ quietHours: { start: '11:00', end: '14:00' } }), open, likely).kind).toBe('none')
      const stillOver = [...pm25(T0 - 6 * HOUR, [80, 70, 50, 40, 66, 45], 'measured'), ...pm25(T0, [40, 60, 40, 40, 40, 40, 40, 40], 'forecast')]
      expect(decideAlert(stillOver, T0, settings(), open, likely)).toMatchObject({ kind: 'none', reason: 'episode under way; already texted' })
    })

    it('is the episode’s warning until it lapses: no second text while the outlook stays over its point', () => {
      const first = decideAlert(spikedTwoHoursAgo, T0, settings(), open, likely)
      const later = decideAlert(spikedTwoHoursAgo.map((h) => ({ ...h })), T0 + 900, settings(), first.episode, likely)
      expect(later.kind).toBe('none')
    })
  })
})
