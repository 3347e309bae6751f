import { describe, expect, it } from 'vitest'
import type { Owm5Index } from '../aqi/owm5'
import { decideAlert, type AlertDecision, type AlertDecisionSettings, type EpisodeState } from './decide'
import type { ForecastHour } from './forecast-hour'
import { gsm7Length, isGsm7 } from './gsm'
import { defaultThreshold, effectiveThreshold } from './threshold'

const HOUR = 3600
const CYCLE = 900
/** 12 PM in London (UTC+0 in November); quiet hours 22:00-07:00 are 10 h away. */
const T0 = Date.UTC(2026, 10, 21, 12) / 1000
const MIDNIGHT = T0 + 12 * HOUR

type Sent = Exclude<AlertDecision, { kind: 'none' }>

/** An hourly forecast from `start`, one hour per 1-5 level. */
const levels = (start: number, values: readonly (number | null)[]): ForecastHour[] =>
  values.map((level, i) => ({ time: start + i * HOUR, level: level as Owm5Index | null, usAqi: null, pm25: null }))

const settings = (overrides: Partial<AlertDecisionSettings> = {}): AlertDecisionSettings => ({
  enabled: true,
  optedOut: false,
  threshold: { kind: 'level', value: 4 },
  sensitivity: 'general',
  quietHours: { start: '22:00', end: '07:00' },
  dailyCap: 3,
  allClear: true,
  sentToday: 0,
  place: { name: 'Home', timeZone: 'UTC' },
  cycleSeconds: CYCLE,
  ...overrides,
})

const episode = (firstHour: number, overrides: Partial<EpisodeState> = {}): EpisodeState => ({
  key: `ep-${firstHour}`, firstHour, escalated: false, closed: false, ...overrides,
})

function sent(decision: AlertDecision): Sent {
  if (decision.kind === 'none') throw new Error(`expected a text, got none: ${decision.reason}`)
  return decision
}

/** The alert job every 15 minutes over [from, to), storing the episode as the server does. */
function simulate(forecast: readonly ForecastHour[], from: number, to: number, base: AlertDecisionSettings, start: EpisodeState | null = null) {
  const texts: Array<Sent & { sentAt: number }> = []
  let stored = start
  for (let now = from; now < to; now += CYCLE) {
    const decision = decideAlert(forecast, now, { ...base, sentToday: texts.length }, stored)
    stored = decision.episode
    if (decision.kind !== 'none') {
      expect(isGsm7(decision.message) && gsm7Length(decision.message) <= 160, decision.message).toBe(true)
      texts.push({ ...decision, sentAt: now })
    }
  }
  return { texts, episode: stored }
}

describe('advance warning', () => {
  const riseIn3h = levels(T0, [2, 2, 2, 4, 4, 4, 2, 2])

  it('a rise 3 h ahead: nothing yet, with the time it will be due', () => {
    const decision = decideAlert(riseIn3h, T0, settings(), null)
    expect(decision).toEqual({ kind: 'none', episode: null, reason: expect.stringContaining('due at 2026-11-21T13:00:00Z') })
    expect(decideAlert(riseIn3h, T0 + 45 * 60 - 1, settings(), null).kind).toBe('none')
  })

  it('a rise 3 h ahead is sent on the run that first sees it within 2 h plus one cycle', () => {
    const decision = sent(decideAlert(riseIn3h, T0 + 45 * 60, settings(), null))
    expect(decision).toMatchObject({
      kind: 'advance', hourAt: T0 + 3 * HOUR, level: 4, leadSeconds: 7200 + CYCLE, episodeKey: `ep-${T0 + 3 * HOUR}`,
      episode: episode(T0 + 3 * HOUR, { reached: false }),
    })
    expect(decision.message).toBe('AirAhead: Air at Home will be Poor around 3 PM. Limit time outdoors. Reply STOP to opt out')
  })

  it.each<[string, number, number, number, string]>([
    ['+2 h: sent now, 2 h ahead', 2 * HOUR, T0, 7200, 'will be Poor around 2 PM.'],
    ['+30 min: sent at once, saying when', HOUR, T0 + 30 * 60, 1800, 'will be Poor around 1 PM.'],
    ['the current hour: sent at once, "now"', 0, T0 + 10 * 60, 0, 'is Poor now.'],
  ])('%s', (_, riseAt, now, lead, words) => {
    const forecast = levels(T0, [2, 2, 2, 2, 2]).map((h) => (h.time >= T0 + riseAt ? { ...h, level: 4 as const } : h))
    const decision = sent(decideAlert(forecast, now, settings(), null))
    expect(decision).toMatchObject({ kind: 'advance', hourAt: T0 + riseAt, leadSeconds: lead, episodeKey: `ep-${T0 + riseAt}` })
    expect(decision.message).toContain(words)
  })

  it('nothing at or over the threshold: no text, no episode', () => {
    expect(decideAlert(levels(T0, [3, 3, 3, 3]), T0, settings(), null)).toEqual({
      kind: 'none', episode: null, reason: 'nothing at or over Poor (4 of 5) in the forecast',
    })
  })
})

describe('one advance warning per episode', () => {
  // From 12 PM: 3,4,3,4,3,4,3,4 then Moderate from 8 PM.
  const flapping = levels(T0 - 2 * HOUR, [2, 2, 3, 4, 3, 4, 3, 4, 3, 4, 3, 3, 3, 3, 3, 3])

  it('a level flapping 4,3,4,3 around Poor texts once, then the all-clear after 3 h below', () => {
    const { texts, episode: last } = simulate(flapping, T0, T0 + 12 * HOUR, settings({ quietHours: null, dailyCap: 10 }))
    expect(texts.map((t) => [t.kind, t.sentAt, t.hourAt])).toEqual([
      ['advance', T0, T0 + HOUR],
      ['all_clear', T0 + 8 * HOUR, T0 + 8 * HOUR],
    ])
    expect(last).toEqual(episode(T0 + HOUR, { closed: true, reached: true }))
  })

  it('without the all-clear, still one text', () => {
    const { texts } = simulate(flapping, T0, T0 + 12 * HOUR, settings({ quietHours: null, dailyCap: 10, allClear: false }))
    expect(texts.map((t) => t.kind)).toEqual(['advance'])
  })

  it('a rise after the episode closed opens a new one', () => {
    const closed = episode(T0 - 5 * HOUR, { closed: true, escalated: true })
    const decision = sent(decideAlert(levels(T0, [2, 2, 4, 4]), T0, settings(), closed))
    expect(decision.episodeKey).toBe(`ep-${T0 + 2 * HOUR}`)
    expect(decision.episode).toEqual(episode(T0 + 2 * HOUR, { reached: false }))
  })
})

describe('escalation to Very Poor', () => {
  it('sends one escalation when a Very Poor hour comes within 2 h (plus a cycle)', () => {
    const forecast = levels(T0, [2, 4, 4, 4, 5, 5, 4, 4, 4, 4])
    const { texts } = simulate(forecast, T0, T0 + 6 * HOUR, settings({ dailyCap: 10 }))
    expect(texts.map((t) => [t.kind, t.sentAt, t.hourAt])).toEqual([
      ['advance', T0, T0 + HOUR],
      ['escalation', T0 + 4 * HOUR - 7200 - CYCLE, T0 + 4 * HOUR],
    ])
    const escalation = texts[1]
    expect(escalation?.episode).toEqual(episode(T0 + HOUR, { escalated: true, reached: true }))
    expect(escalation?.message).toBe('AirAhead: Air at Home will be Very Poor around 4 PM. Avoid outdoor activity. Reply STOP to opt out')
  })

  it('names a Very Poor hour already in sight in the advance warning, and sends no second text', () => {
    const forecast = levels(T0, [2, 4, 5, 5, 4, 4])
    const { texts } = simulate(forecast, T0, T0 + 5 * HOUR, settings({ dailyCap: 10 }))
    expect(texts).toHaveLength(1)
    expect(texts[0]).toMatchObject({ kind: 'advance', hourAt: T0 + HOUR, episode: episode(T0 + HOUR, { escalated: true }) })
    expect(texts[0]?.message).toContain('will be Poor around 1 PM, Very Poor around 2 PM. Avoid outdoor activity.')
  })

  it('ignores a Very Poor level that is under the user\'s own US AQI threshold', () => {
    const forecast: ForecastHour[] = [
      { time: T0, level: 4, usAqi: 160, pm25: null },
      { time: T0 + HOUR, level: 5, usAqi: 140, pm25: null },
    ]
    const open = episode(T0)
    expect(decideAlert(forecast, T0, settings({ threshold: { kind: 'us_aqi', value: 151 } }), open)).toMatchObject({ kind: 'none', episode: open })
  })
})

describe('all-clear', () => {
  const open = episode(T0 - 2 * HOUR)
  const run = (fromNow: readonly (number | null)[], overrides: Partial<AlertDecisionSettings> = {}, last = open) =>
    decideAlert(levels(T0 - 2 * HOUR, [4, 4, ...fromNow]), T0 + 5 * 60, settings(overrides), last)

  it.each<[string, (number | null)[], AlertDecision['kind']]>([
    ['3 h below, then below', [3, 3, 3, 3], 'all_clear'],
    ['3 h below, then no data', [3, 3, 3], 'all_clear'],
    ['2 h below, then Poor', [3, 3, 4, 3], 'none'],
    ['a Poor hour in between', [3, 4, 3, 3], 'none'],
    ['3 h below, Poor in the 4th', [3, 3, 3, 4], 'none'],
    ['an hour without data', [3, null, 3, 3], 'none'],
    ['the forecast ends after 2 h', [3, 3], 'none'],
    ['still Poor now', [4, 3, 3, 3], 'none'],
  ])('%s → %s', (_, fromNow, kind) => expect(run(fromNow).kind).toBe(kind))

  it('says the air is back below the threshold and closes the episode', () => {
    const decision = sent(run([2, 3, 3, 3]))
    expect(decision).toMatchObject({
      kind: 'all_clear', episodeKey: open.key, episode: { ...open, closed: true }, hourAt: T0, level: 2, leadSeconds: 0,
    })
    expect(decision.message).toBe('AirAhead: Air at Home is back below Poor (around 12 PM). Reply STOP to opt out')
  })

  it('with all-clear texts off: no text, but the closed episode to store', () => {
    expect(run([3, 3, 3, 3], { allClear: false })).toEqual({
      kind: 'none', reason: expect.stringContaining('all-clear texts are off'), episode: { ...open, closed: true },
    })
  })

  it('decision 257: no "back below" while the place’s official index is at its warning level (DAQI 7+), the episode closed', () => {
    const daqi = (value: number) => (h: ForecastHour): ForecastHour => ({ ...h, official: { ukDaqi: value, eaqi: null } })
    const uk = { officialWarning: { scale: 'uk_daqi' as const, from: 7 } }
    const underWarning = levels(T0 - 2 * HOUR, [4, 4, 2, 3, 3, 3]).map(daqi(10))
    expect(decideAlert(underWarning, T0 + 5 * 60, settings(uk), open)).toEqual({
      kind: 'none', reason: 'official index at its warning level; no all-clear', episode: { ...open, closed: true },
    })
    // The DAQI back to Moderate (6): the all-clear goes as before; nor is any other scale's reading checked.
    expect(decideAlert(levels(T0 - 2 * HOUR, [4, 4, 2, 3, 3, 3]).map(daqi(6)), T0 + 5 * 60, settings(uk), open).kind).toBe('all_clear')
    expect(decideAlert(underWarning, T0 + 5 * 60, settings({ officialWarning: { scale: 'eaqi', from: 4 } }), open).kind).toBe('all_clear')
    // An update for a warned onset that never came is held back too.
    const warned = episode(T0 + 2 * HOUR, { reached: false })
    expect(decideAlert(levels(T0, [2, 2, 2, 2, 2, 2]).map(daqi(8)), T0, settings(uk), warned)).toMatchObject({ kind: 'none', reason: 'official index at its warning level; no all-clear' })
  })

  it('does not close an episode warned about in advance before its first hour', () => {
    const ahead = episode(T0 + 2 * HOUR)
    const decision = decideAlert(levels(T0, [3, 3, 3, 3, 3]), T0 + 5 * 60, settings(), ahead)
    expect(decision).toMatchObject({ kind: 'none', episode: ahead })
  })
})

describe('quiet hours (22:00-07:00 local)', () => {
  // Poor from 1 AM to 9 AM; the advance would be due at 10:45 PM (MIDNIGHT - 75 min).
  const nightRise = (peak: number) =>
    levels(T0 + 8 * HOUR, [2, 2, 2, 2, 2, peak, 4, 4, 4, 4, 4, 4, 4, 4, 2, 2, 2, 2])

  const noEveningBefore = { dailyCap: 10, warnBeforeQuietHours: false }

  it('without the evening-before warning: holds an advance warning until they end, then sends it', () => {
    const { texts } = simulate(nightRise(4), T0 + 9 * HOUR, MIDNIGHT + 10 * HOUR, settings(noEveningBefore))
    expect(texts.map((t) => [t.kind, t.sentAt, t.leadSeconds])).toEqual([['advance', MIDNIGHT + 7 * HOUR, 0]])
    expect(texts[0]?.message).toContain('is Poor now.')
    expect(decideAlert(nightRise(4), MIDNIGHT - 75 * 60, settings(noEveningBefore), null)).toMatchObject({ kind: 'none', reason: 'quiet hours' })
  })

  it('lets a Very Poor advance warning through', () => {
    const { texts } = simulate(nightRise(5), T0 + 9 * HOUR, MIDNIGHT + 10 * HOUR, settings(noEveningBefore))
    expect(texts.map((t) => [t.kind, t.sentAt, t.hourAt])).toEqual([['advance', MIDNIGHT - 75 * 60, MIDNIGHT + HOUR]])
    expect(texts[0]?.message).toContain('Very Poor around 1 AM')
  })

  it('lets an escalation to Very Poor through', () => {
    const forecast = levels(T0 + 9 * HOUR, [4, 4, 4, 4, 5, 5, 4])
    const decision = sent(decideAlert(forecast, MIDNIGHT - 75 * 60, settings(), episode(T0 + 9 * HOUR)))
    expect(decision).toMatchObject({ kind: 'escalation', hourAt: MIDNIGHT + HOUR })
  })

  it('drops an all-clear during them but closes the episode', () => {
    const open = episode(MIDNIGHT - 3 * HOUR)
    const forecast = levels(MIDNIGHT - 3 * HOUR, [4, 4, 4, 3, 3, 3, 3])
    expect(decideAlert(forecast, MIDNIGHT + 5 * 60, settings(), open)).toEqual({
      kind: 'none', reason: 'quiet hours', episode: { ...open, closed: true },
    })
  })

  it("reads them in the place's local time while the member's zone is not known", () => {
    // 12:00 UTC is 23:00 in Sydney (UTC+11 in November).
    const forecast = levels(T0, [2, 4, 4])
    const sydney = { name: 'Sydney', timeZone: 'Australia/Sydney' }
    expect(decideAlert(forecast, T0, settings({ place: sydney }), null)).toMatchObject({ kind: 'none', reason: 'quiet hours' })
    expect(decideAlert(forecast, T0, settings({ place: sydney, quietHours: null }), null).kind).toBe('advance')
  })

  it("reads them on the member's clock, not the place's (decision 200)", () => {
    // 12:00 UTC: 23:00 in Sydney, 7:00 in New York. A New York member is awake; a Sydney one is not.
    const forecast = levels(T0, [2, 4, 4])
    const sydney = { name: 'Sydney', timeZone: 'Australia/Sydney' }
    const london = { name: 'Grandma', timeZone: 'Europe/London' }
    expect(decideAlert(forecast, T0, settings({ place: sydney, timeZone: 'America/New_York' }), null).kind).toBe('advance')
    // 12:00 UTC is noon in London but 23:00 for a member in Sydney: held.
    expect(decideAlert(forecast, T0, settings({ place: london, timeZone: 'Australia/Sydney' }), null))
      .toMatchObject({ kind: 'none', reason: 'quiet hours' })
  })
})

describe("times in a text are the member's (decision 200)", () => {
  it('converts a Delhi time to a New York member\'s clock and says so', () => {
    // Onset 16:00 UTC = 9:30 PM in Delhi (+05:30) = 11 AM in New York (-05:00 in November).
    const forecast = levels(T0 + 2 * HOUR, [2, 2, 4, 4])
    const delhi = { name: 'Delhi', timeZone: 'Asia/Kolkata' }
    const text = sent(decideAlert(forecast, T0 + 2 * HOUR, settings({ place: delhi, timeZone: 'America/New_York', quietHours: null }), null)).message
    expect(text).toContain('Air at Delhi will be Poor around 11 AM your time')
    const local = sent(decideAlert(forecast, T0 + 2 * HOUR, settings({ place: delhi, timeZone: 'Asia/Kolkata', quietHours: null }), null)).message
    expect(local).toContain('will be Poor around 9:30 PM.')
  })
})

describe('daily cap (decision 200): it holds back the rest, never a warning', () => {
  const warnings: Array<[string, readonly ForecastHour[], EpisodeState | null, Sent['kind']]> = [
    ['advance', levels(T0, [2, 4, 4]), null, 'advance'],
    ['escalation', levels(T0, [4, 5, 5]), episode(T0), 'escalation'],
  ]

  it.each(warnings)('%s: sent even past the cap', (_, forecast, last, kind) => {
    expect(decideAlert(forecast, T0, settings({ sentToday: 7, dailyCap: 3 }), last).kind).toBe(kind)
  })

  it('all-clear: dropped at the cap (the episode closes, so the next rise gets its warning)', () => {
    const forecast = levels(T0 - HOUR, [4, 3, 3, 3, 3])
    expect(decideAlert(forecast, T0, settings({ sentToday: 3, dailyCap: 3 }), episode(T0 - HOUR)))
      .toEqual({ kind: 'none', reason: 'daily cap', episode: episode(T0 - HOUR, { closed: true }) })
    expect(decideAlert(forecast, T0, settings({ sentToday: 2, dailyCap: 3 }), episode(T0 - HOUR)).kind).toBe('all_clear')
  })

  it('update (a withdrawn warning): dropped at the cap, sent below it', () => {
    const forecast = levels(T0, [2, 2, 2, 2, 2, 2])
    const warned = episode(T0 + 2 * HOUR, { reached: false })
    expect(decideAlert(forecast, T0, settings({ sentToday: 3, dailyCap: 3 }), warned))
      .toEqual({ kind: 'none', reason: 'daily cap', episode: { ...warned, closed: true } })
    expect(decideAlert(forecast, T0, settings({ sentToday: 2, dailyCap: 3 }), warned)).toMatchObject({ kind: 'all_clear', withdrawn: true })
  })
})

describe('off switch and STOP', () => {
  const forecast = levels(T0, [4, 5, 5])
  const open = episode(T0)

  it.each<[string, Partial<AlertDecisionSettings>, string]>([
    ['alerts off', { enabled: false }, 'alerts are off'],
    ['opted out', { optedOut: true }, 'opted out (STOP)'],
  ])('%s: no text, episode unchanged', (_, overrides, reason) => {
    expect(decideAlert(forecast, T0, settings(), open).kind).toBe('escalation')
    const decision = decideAlert(forecast, T0, settings(overrides), open)
    expect(decision).toEqual({ kind: 'none', reason, episode: open })
    expect(decision.episode).toBe(open)
    expect(decideAlert(forecast, T0, settings(overrides), null)).toEqual({ kind: 'none', reason, episode: null })
  })
})

describe('custom thresholds', () => {
  const hours = (values: ReadonlyArray<Partial<ForecastHour>>): ForecastHour[] =>
    values.map((v, i) => ({ time: T0 + i * HOUR, level: null, usAqi: null, pm25: null, ...v }))

  it('US AQI 151: the first hour at 151 or more', () => {
    const forecast = hours([{ usAqi: 120 }, { usAqi: 150 }, { usAqi: 151 }, { usAqi: 180 }])
    const decision = sent(decideAlert(forecast, T0, settings({ threshold: { kind: 'us_aqi', value: 151 } }), null))
    expect(decision).toMatchObject({ kind: 'advance', hourAt: T0 + 2 * HOUR, level: null, leadSeconds: 7200 })
    expect(decision.message).toContain('will be at or above US AQI 151 around 2 PM.')
    expect(decideAlert(forecast.slice(0, 2), T0, settings({ threshold: { kind: 'us_aqi', value: 151 } }), null).kind).toBe('none')
  })

  it('PM2.5 55.5 µg/m³: 55.4 is under, 55.5 is at', () => {
    const forecast = hours([{ pm25: 40 }, { pm25: 55.4 }, { pm25: 55.5 }])
    const decision = sent(decideAlert(forecast, T0, settings({ threshold: { kind: 'pm25', value: 55.5 } }), null))
    expect(decision).toMatchObject({ kind: 'advance', hourAt: T0 + 2 * HOUR })
    expect(decision.message).toContain('at or above PM2.5 55.5 ug/m3 around 2 PM.')
  })

  it('a US AQI of 201 or more is Very Poor', () => {
    const forecast = hours([{ usAqi: 120 }, { usAqi: 205 }])
    const decision = sent(decideAlert(forecast, T0, settings({ threshold: { kind: 'us_aqi', value: 151 } }), null))
    expect(decision.episode.escalated).toBe(true)
    expect(decision.message).toContain('will be Very Poor around 1 PM.')
  })
})

describe('sensitive profiles', () => {
  const forecast = levels(T0, [2, 3, 3, 3])

  it('a child profile is alerted at Moderate (3) by default; the general profile is not', () => {
    const child = settings({ sensitivity: 'child', threshold: effectiveThreshold({ threshold: null, sensitivity: 'child' }) })
    const decision = sent(decideAlert(forecast, T0, child, null))
    expect(decision.message).toBe("AirAhead: Air at Home will be Moderate around 1 PM. Keep children's outdoor play short. Reply STOP to opt out")
    expect(decideAlert(forecast, T0, settings({ threshold: defaultThreshold('general') }), null).kind).toBe('none')
  })
})

describe('missing data', () => {
  it.each<[string, ForecastHour[]]>([
    ['no forecast', []],
    ['the forecast starts later', levels(T0 + HOUR, [5, 5])],
    ['the forecast has ended', levels(T0 - 3 * HOUR, [5, 5, 5])],
  ])('%s: no text, episode kept', (_, forecast) => {
    const open = episode(T0 - 3 * HOUR)
    expect(decideAlert(forecast, T0 + 60, settings(), open)).toEqual({ kind: 'none', reason: 'no forecast for the current hour', episode: open })
  })
})
