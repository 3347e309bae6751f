// `npm run replay` on a small fixture of its own (tests/fixtures/replay, laid out like
// ../shared/realdata): the decision every 15 minutes, and how the summary is scored.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseReplayArgs } from '../../scripts/replay/args'
import { readSeries, UsageError } from '../../scripts/replay/series-file'
import { episodesOf, scoreReplay } from '../../scripts/replay/score'
import { replay, type ReplayOptions, type ReplayRun } from '../../scripts/replay/simulate'

const root = fileURLToPath(new URL('../..', import.meta.url))
const FILE = fileURLToPath(new URL('../fixtures/replay/series/fixture.csv', import.meta.url))
const DELHI = 'fixture_delhi__pm25'
/** Hour i of the Delhi fixture (its hours start at :30 UTC: Asia/Kolkata is UTC+5:30). */
const hour = (i: number) => Date.UTC(2026, 0, 1, 0, 30) / 1000 + i * 3600
const PM25 = { kind: 'pm25', value: 55.5 } as const
const options = (overrides: Partial<ReplayOptions> = {}): ReplayOptions => ({
  threshold: PM25, forecast: 'oracle', sensitivity: 'general', quietHours: null, dailyCap: Number.POSITIVE_INFINITY, ...overrides,
})

describe('reading a series', () => {
  it('takes pollutant, unit and time zone from series.csv one folder up', () => {
    const series = readSeries(FILE, DELHI)
    expect(series.metadata).toEqual({ pollutant: 'pm2_5', unit: 'ug/m3', timeZone: 'Asia/Kolkata', station: 'Test Embassy (Chanakyapuri), BAM' })
    expect(series.hours).toHaveLength(47) // hour 10 is missing
    expect(readSeries(FILE, 'fixture_london__o3').metadata).toMatchObject({ pollutant: 'o3', unit: 'ppb', timeZone: 'Europe/London' })
  })

  it.each<[string, string, RegExp]>([
    ['a series no threshold reads', 'fixture_troy__rh', /relative humidity.*which no alert threshold reads/],
    ['an id not in the file', 'nope', /no rows for series "nope"/],
  ])('%s is a usage error', (_, id, message) => {
    expect(() => readSeries(FILE, id)).toThrow(UsageError)
    expect(() => readSeries(FILE, id)).toThrow(message)
  })
})

describe('arguments', () => {
  const base = ['--series', FILE, '--id', DELHI]

  it('reads every option, with the default settings otherwise', () => {
    expect(parseReplayArgs([...base, '--threshold', 'us_aqi:151'])).toMatchObject({
      threshold: { kind: 'us_aqi', value: 151 }, forecast: 'nowcast', sensitivity: 'general',
      quietHours: { start: '22:00', end: '07:00' }, dailyCap: 3, from: undefined, to: undefined,
    })
    expect(parseReplayArgs([
      ...base, '--threshold', 'level:4', '--forecast', 'persistence', '--profile', 'child', '--quiet', 'off', '--cap', 'off',
      '--from', '2026-01-01T12:00:00Z', '--to', '2026-01-02T00:00Z',
    ])).toMatchObject({
      threshold: { kind: 'level', value: 4 }, forecast: 'persistence', sensitivity: 'child', quietHours: null,
      dailyCap: Number.POSITIVE_INFINITY, from: hour(12) - 1800, to: hour(24) - 1800,
    })
  })

  it.each<[string[], RegExp]>([
    [['--series', FILE, '--threshold', 'pm2_5:55.5'], /--series, --id \(or --all-series, not both\) and --threshold are required/],
    [[...base, '--threshold', 'pm10:50'], /expected pm2_5:VALUE, us_aqi:VALUE or level:VALUE/],
    [[...base, '--threshold', 'us_aqi:abc'], /"abc" is not a number/],
    [[...base, '--threshold', 'us_aqi:150.5'], /us_aqi takes a whole number/],
    [[...base, '--threshold', 'us_aqi:40'], /US AQI threshold is a whole number from 51 to 500/],
    [[...base, '--threshold', 'level:7'], /between 2 \(Fair\) and 5/],
    [[...base, '--threshold', 'level:4', '--forecast', 'magic'], /--forecast magic: one of oracle, persistence, nowcast/],
    [[...base, '--threshold', 'level:4', '--quiet', '22-07'], /--quiet 22-07: .*HH:MM/],
    [[...base, '--threshold', 'level:4', '--cap', '0'], /--cap 0/],
    [[...base, '--threshold', 'level:4', '--profile', 'athlete'], /--profile athlete: one of general/],
    [[...base, '--threshold', 'level:4', '--from', 'yesterday'], /--from yesterday: not an ISO date-time/],
    [[...base, '--threshold', 'level:4', '--from', '2026-01-02', '--to', '2026-01-01'], /--to must be later than --from/],
    [[...base, '--threshold', 'level:4', '--verbose'], /Unknown option '--verbose'/],
  ])('%j → usage error', (argv, message) => {
    expect(() => parseReplayArgs(argv)).toThrow(UsageError)
    expect(() => parseReplayArgs(argv)).toThrow(message)
  })
})

describe('replaying the decision', () => {
  const series = readSeries(FILE, DELHI)

  it('oracle: each episode warned 2 h 15 min ahead, once, then the all-clear', () => {
    const run = replay(series, options())
    expect(run.from).toBe(hour(12))
    expect(run.texts.map((t) => [t.kind, t.at, t.onset])).toEqual([
      ['advance', hour(20) - 8100, hour(20)],
      ['all_clear', hour(25), hour(25)],
      ['advance', hour(35) - 8100, hour(35)],
      ['all_clear', hour(36), hour(36)],
    ])
    expect(run.texts[0]?.text).toBe('AirAhead: Air at Test Embassy will be Very Poor around 2 AM. Avoid outdoor activity. Reply STOP to opt out')
    expect(scoreReplay(run, series, PM25)).toMatchObject({
      texts: 4, episodes: 2, warned: 2, medianLeadMinutes: 135, missed: 0, falseAlarms: 0, late: 0, maxAdvancePerEpisode: 1,
    })
  })

  it('quiet hours in Delhi time (22:00-07:00 IST): the 2 AM onset is warned at 8 PM IST the evening before', () => {
    const run = replay(series, options({ quietHours: { start: '22:00', end: '07:00' } }))
    expect(run.texts[0]).toMatchObject({ kind: 'advance', at: hour(14), onset: hour(20) })
    expect(run.texts[0]?.text).toContain('will be Very Poor tomorrow from around 2 AM.')
  })

  it('persistence: "is" an hour late; a one-hour spike is texted as its hour is reported (late, not a false alarm: decision 291)', () => {
    const run = replay(series, options({ forecast: 'persistence' }))
    expect(run.texts.filter((t) => t.kind === 'advance').map((t) => [t.at, t.onset])).toEqual([[hour(21), hour(21)], [hour(36), hour(36)]])
    expect(run.texts[0]?.text).toContain('is Very Poor now.')
    expect(scoreReplay(run, series, PM25)).toMatchObject({ episodes: 2, warned: 0, late: 2, missed: 0, falseAlarms: 0, medianLeadMinutes: -60 })
  })

  it('product: the lagging NowCast does not re-open an episode on a spike after a dip; it ends 6 measured hours after its last hour over (decision 270)', () => {
    const start = Date.UTC(2026, 0, 1) / 1000
    const values = [...new Array<number>(20).fill(20), 80, 90, 90, 80, 40, 40, 40, 70, 40, ...new Array<number>(12).fill(20)]
    const spiky = { id: 'spiky', metadata: { pollutant: 'pm2_5' as const, unit: 'ug/m3' as const, timeZone: 'UTC', station: 'S' }, hours: values.map((value, i) => ({ time: start + i * 3600, value })) }
    const run = replay(spiky, options({ forecast: 'product', model: 'none', outlookAt: () => null }))
    // Before: "now" at 22:00, back below at 02:00, "now" again at 04:00 for the one hour at 70, back below at 05:00.
    expect(run.texts.map((t) => [(t.at - start) / 3600, t.kind])).toEqual([[22, 'advance'], [34, 'all_clear']])
  })

  it('--cap 1 counts the local day and never holds back a warning (decision 200)', () => {
    const run = replay(series, options({ dailyCap: 1 }))
    // Advance 23:45 IST on 1 Jan; all-clear 07:00 IST on 2 Jan, the first text of that day (a
    // rolling 24 h would hold it back); the second advance, due 14:45 IST on 2 Jan, goes although
    // the day's one text is spent: the cap is for all-clears and updates.
    expect(run.texts.map((t) => [t.kind, t.at])).toEqual([['advance', hour(20) - 8100], ['all_clear', hour(25)], ['advance', hour(35) - 8100]])
    // Over the cap, the second episode's all-clear is dropped.
    expect(run.texts.filter((t) => t.kind === 'all_clear')).toHaveLength(1)
  })

  it('--from/--to limit the runs', () => {
    const run = replay(series, options({ from: hour(30), to: hour(40) }))
    expect(run.texts.map((t) => t.kind)).toEqual(['advance', 'all_clear'])
    expect(scoreReplay(run, series, PM25)).toMatchObject({ episodes: 1, warned: 1 })
  })
})

describe('scoring', () => {
  const series = readSeries(FILE, DELHI)
  const run = (texts: ReplayRun['texts']): ReplayRun => ({ texts, from: hour(12), to: hour(47) })
  const advance = (at: number, onset: number) => ({ at, kind: 'advance' as const, onset, text: '' })

  it('episodes are the runs of hours at or over the threshold, split by 3 hours below', () => {
    expect(episodesOf(series, PM25, hour(12), hour(47))).toEqual([{ onset: hour(20), end: hour(25) }, { onset: hour(35), end: hour(36) }])
    expect(episodesOf(series, { kind: 'pm25', value: 75 }, hour(12), hour(47))).toEqual([{ onset: hour(20), end: hour(25) }])
  })

  it('warned (≥ 2 h ahead), late, missed, false alarms and the median lead', () => {
    expect(scoreReplay(run([advance(hour(18), hour(20)), advance(hour(35) + 900, hour(35))]), series, PM25)).toMatchObject({
      episodes: 2, warned: 1, late: 1, missed: 0, falseAlarms: 0, medianLeadMinutes: 53, // (120 − 15) / 2, rounded
    })
    expect(scoreReplay(run([advance(hour(18) + 60, hour(20)), advance(hour(28), hour(30))]), series, PM25)).toMatchObject({
      warned: 0, late: 1, missed: 1, falseAlarms: 1, medianLeadMinutes: 119,
    })
  })

  it('a warning within 3 h of the real onset belongs to it; two of them count twice', () => {
    const summary = scoreReplay(run([advance(hour(16), hour(23)), advance(hour(19), hour(20))]), series, PM25)
    expect(summary).toMatchObject({ warned: 1, falseAlarms: 0, maxAdvancePerEpisode: 2, medianLeadMinutes: 240 })
  })
})

describe('npm run replay', () => {
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 30_000 })

  it('prints one JSON line per text, then the summary line', () => {
    const { status, stdout } = cli('--series', FILE, '--id', DELHI, '--threshold', 'us_aqi:151', '--forecast', 'oracle', '--quiet', 'off')
    expect(status).toBe(0)
    const lines = stdout.trim().split('\n')
    expect(lines.slice(0, -1).map((line) => JSON.parse(line) as unknown)).toEqual([
      { series: DELHI, at: '2026-01-01T18:15:00Z', kind: 'advance', onset: '2026-01-01T20:30:00Z', text: expect.stringContaining('will be Very Poor around 2 AM') },
      { series: DELHI, at: '2026-01-02T01:30:00Z', kind: 'all_clear', onset: '2026-01-02T01:30:00Z', text: expect.stringContaining('back below US AQI 151') },
      { series: DELHI, at: '2026-01-02T09:15:00Z', kind: 'advance', onset: '2026-01-02T11:30:00Z', text: expect.stringContaining('at or above US AQI 151 around 5 PM') },
      { series: DELHI, at: '2026-01-02T12:30:00Z', kind: 'all_clear', onset: '2026-01-02T12:30:00Z', text: expect.any(String) },
    ])
    expect(lines.at(-1)).toMatch(/^replay: texts=4 episodes=2 warned=2 median_lead_min=135 missed=0 false_alarms=0 /)
  })

  it('--all-series --forecast product: every series the threshold reads, each line naming it, then one summary for all', () => {
    const { status, stdout, stderr } = cli('--series', FILE, '--all-series', '--threshold', 'pm2_5:55.5', '--forecast', 'product', '--model', 'none', '--quiet', 'off', '--cap', 'off')
    expect(status).toBe(0)
    expect(stderr).toContain('not PM2.5, left out: fixture_london__o3')
    const lines = stdout.trim().split('\n')
    const texts = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { series: string; kind: string })
    expect(texts.length).toBeGreaterThan(0)
    expect(texts.every((t) => t.series === DELHI)).toBe(true)
    expect(lines.filter((line) => line.startsWith('replay: ')).map((line) => line.split(' ')[1])).toEqual([`series=${DELHI}`, 'series=all(1)'])
  })

  it.each<[string, string[], RegExp]>([
    ['--model without product', ['--series', FILE, '--id', DELHI, '--threshold', 'pm2_5:55.5', '--model', 'none'], /--model goes with --forecast product/],
    ['a bad threshold', ['--series', FILE, '--id', DELHI, '--threshold', 'pm2_5:abc'], /--threshold pm2_5:abc/],
    ['a missing file', ['--series', 'nowhere.csv', '--id', DELHI, '--threshold', 'level:4'], /no such file: nowhere\.csv/],
    ['a PM2.5 threshold on ozone', ['--series', FILE, '--id', 'fixture_london__o3', '--threshold', 'pm2_5:55.5'], /needs a PM2\.5 series/],
  ])('%s: the reason and the usage on stderr, exit code 2', (_, args, message) => {
    const { status, stdout, stderr } = cli(...args)
    expect(status).toBe(2)
    expect(stdout).toBe('')
    expect(stderr).toMatch(message)
    expect(stderr).toContain('usage: npm run replay -- --series FILE --id SERIES_ID --threshold SPEC')
  })
})
