// Decision 201: the screen's promise is the job's own decision run for the coming runs.
import { describe, expect, it } from 'vitest'
import type { Owm5Index } from '../aqi/owm5'
import { decideAlert, type AlertDecisionSettings, type EpisodeState } from './decide'
import type { ForecastHour } from './forecast-hour'
import { planAlert } from './plan'

const HOUR = 3600
const CYCLE = 900
/** Saturday 21 November 2026, 12:00 in New York (17:00 UTC). */
const NOON_NY = Date.UTC(2026, 10, 21, 17) / 1000

const levels = (start: number, values: readonly number[]): ForecastHour[] =>
  values.map((level, i) => ({ time: start + i * HOUR, level: level as Owm5Index, usAqi: null, pm25: null }))

/** Level 2 for 48 h from `start`, Poor (4) for 4 h from `onset`. */
const riseAt = (start: number, onset: number): ForecastHour[] =>
  levels(start, Array.from({ length: 48 }, (_, i) => (start + i * HOUR >= onset && start + i * HOUR < onset + 4 * HOUR ? 4 : 2)))

const settings = (overrides: Partial<AlertDecisionSettings> = {}): AlertDecisionSettings => ({
  enabled: true,
  optedOut: false,
  threshold: { kind: 'level', value: 4 },
  sensitivity: 'child',
  quietHours: { start: '22:00', end: '07:00' },
  dailyCap: 3,
  allClear: true,
  sentToday: 0,
  place: { name: 'Home', timeZone: 'America/New_York' },
  timeZone: 'America/New_York',
  cycleSeconds: CYCLE,
  ...overrides,
})

/** The job's runs from `from`: the first text it sends, with the same inputs the plan had. */
function firstJobText(forecast: readonly ForecastHour[], from: number, base: AlertDecisionSettings, episode: EpisodeState | null) {
  let stored = episode
  for (let at = Math.ceil(from / CYCLE) * CYCLE; at < from + 48 * HOUR; at += CYCLE) {
    const decision = decideAlert(forecast, at, base, stored)
    if (decision.kind !== 'none') return { at, kind: decision.kind, hourAt: decision.hourAt }
    stored = decision.episode
  }
  return null
}

describe('planAlert', () => {
  it('promises the run 2 h (and one run) before a daytime onset, as the job sends it', () => {
    const onset = NOON_NY + 5 * HOUR // 5 PM
    const forecast = riseAt(NOON_NY, onset)
    const plan = planAlert({ forecast, now: NOON_NY + 7 * 60, settings: settings(), episode: null, sentAt: [], lastWarning: null })
    expect(plan).toEqual({ status: 'will_text', at: onset - 2 * HOUR - CYCLE, hourAt: onset, kind: 'advance', beforeQuietHours: false })
    expect(firstJobText(forecast, NOON_NY + 7 * 60, settings(), null)).toMatchObject({ at: onset - 2 * HOUR - CYCLE, kind: 'advance' })
  })

  it("promises the evening before for an onset in the member's quiet hours", () => {
    const onset = NOON_NY + 12 * HOUR // midnight in New York
    const forecast = riseAt(NOON_NY, onset)
    const plan = planAlert({ forecast, now: NOON_NY, settings: settings(), episode: null, sentAt: [], lastWarning: null })
    // 8 PM: the first run 2 h before quiet hours begin at 10 PM.
    expect(plan).toMatchObject({ status: 'will_text', at: NOON_NY + 8 * HOUR, hourAt: onset, beforeQuietHours: true })
  })

  it('is not held back by texts already sent today: a warning never waits for the cap (decision 200)', () => {
    const onset = NOON_NY + 5 * HOUR
    const sentAt = [NOON_NY - 3 * HOUR, NOON_NY - 2 * HOUR, NOON_NY - HOUR, NOON_NY - 30 * 60]
    const plan = planAlert({ forecast: riseAt(NOON_NY, onset), now: NOON_NY, settings: settings(), episode: null, sentAt, lastWarning: null })
    expect(plan).toMatchObject({ status: 'will_text', at: onset - 2 * HOUR - CYCLE })
  })

  it('says the open episode was texted, and when', () => {
    const onset = NOON_NY + HOUR
    const open: EpisodeState = { key: `ep-${onset}`, firstHour: onset, escalated: false, closed: false, reached: false }
    const lastWarning = { at: NOON_NY - 60 * 60, hourAt: onset }
    const plan = planAlert({ forecast: riseAt(NOON_NY, onset), now: NOON_NY, settings: settings(), episode: open, sentAt: [lastWarning.at], lastWarning })
    expect(plan).toEqual({ status: 'texted', at: lastWarning.at, hourAt: onset })
  })

  it('promises the escalation when a Very Poor hour comes in sight in a warned episode', () => {
    const forecast = levels(NOON_NY, [4, 4, 4, 5, 5, 4, 2, 2, 2, 2])
    const open: EpisodeState = { key: `ep-${NOON_NY}`, firstHour: NOON_NY, escalated: false, closed: false, reached: true }
    const plan = planAlert({ forecast, now: NOON_NY, settings: settings(), episode: open, sentAt: [], lastWarning: { at: NOON_NY - 7200, hourAt: NOON_NY } })
    expect(plan).toMatchObject({ status: 'will_text', kind: 'escalation', hourAt: NOON_NY + 3 * HOUR, at: NOON_NY + 45 * 60 })
  })

  it('says nothing is expected when the forecast stays below the threshold, until its end', () => {
    const forecast = levels(NOON_NY, Array.from({ length: 24 }, () => 3))
    expect(planAlert({ forecast, now: NOON_NY, settings: settings(), episode: null, sentAt: [], lastWarning: null }))
      .toEqual({ status: 'nothing_expected', until: NOON_NY + 24 * HOUR })
  })

  it('looks past an episode that ends at the next run to the next onset', () => {
    const onset = NOON_NY + 8 * HOUR
    const forecast = levels(NOON_NY - 2 * HOUR, [4, 4, 2, 2, 2, 2, 2, 2, 2, 2, 4, 4, 4, 2, 2])
    const closing: EpisodeState = { key: 'ep-x', firstHour: NOON_NY - 2 * HOUR, escalated: false, closed: false, reached: true }
    const plan = planAlert({ forecast, now: NOON_NY, settings: settings(), episode: closing, sentAt: [], lastWarning: null })
    expect(plan).toMatchObject({ status: 'will_text', kind: 'advance', hourAt: onset })
  })
})
