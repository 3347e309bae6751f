// `--forecast model` and `--forecast fused` (decisions 165, 166) on a fixture of their own
// (tests/fixtures/replay-fusion): 10 µg/m³, 100 for hours 24-29, hours 36-41 missing.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { nowcast } from '../../src/domain/aqi/nowcast'
import { parseReplayArgs } from '../../scripts/replay/args'
import { degradedModelHours, runFor, timingErrorHours, underestimatePeak } from '../../scripts/replay/degraded-model'
import { fusedForecast, modelForecast } from '../../scripts/replay/model-forecasts'
import { readSeries } from '../../scripts/replay/series-file'
import { scoreReplay } from '../../scripts/replay/score'
import { replay, type ReplayOptions } from '../../scripts/replay/simulate'

const root = fileURLToPath(new URL('../..', import.meta.url))
const FILE = fileURLToPath(new URL('../fixtures/replay-fusion/series/fusion.csv', import.meta.url))
const ID = 'fixture_smoke__pm25'
const HOUR = 3600
const hour = (i: number) => Date.UTC(2026, 2, 1) / 1000 + i * HOUR
const series = readSeries(FILE, ID)
const byTime = new Map(series.hours.map((h) => [h.time, h.value]))
const PM25 = { kind: 'pm25', value: 55.5 } as const
const options = (forecast: ReplayOptions['forecast']): ReplayOptions => ({
  threshold: PM25, forecast, sensitivity: 'general', quietHours: null, dailyCap: Number.POSITIVE_INFINITY,
})
const valueAt = (hours: readonly { time: number; value: number }[], t: number) => hours.find((h) => h.time === t)?.value ?? Number.NaN

describe('the degraded model', () => {
  it('keeps half the excess over 20 µg/m³', () => {
    expect([10, 20, 100, 420].map(underestimatePeak)).toEqual([10, 20, 60, 220])
  })

  it('uses a run 12-24 h old, issued at 00 or 12 UTC, whose timing error cycles through -2…+2 h', () => {
    for (let i = 0; i < 24; i += 1) {
      const age = hour(i) - runFor(hour(i))
      expect(age).toBeGreaterThanOrEqual(12 * HOUR)
      expect(age).toBeLessThan(24 * HOUR)
      expect(runFor(hour(i)) % (12 * HOUR)).toBe(0)
    }
    const errors = [0, 1, 2, 3, 4].map((k) => timingErrorHours(runFor(hour(12 * k))))
    expect([...errors].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2])
  })

  it('an hour is the 3-hour mean around it, shifted by the run’s timing error; none observed, none modelled', () => {
    // Decisions in hours 12-23 use the run of 1 March 00 UTC (no timing error).
    expect(timingErrorHours(runFor(hour(12)))).toBe(0)
    const model = degradedModelHours(byTime, hour(12), hour(22), hour(30))
    expect(model.map((h) => h.pm2_5)).toEqual([10, 30, 45, 60, 60, 60, 60, 45, 30])
    expect(degradedModelHours(byTime, hour(12), hour(37), hour(40))).toEqual([])
  })
})

describe('replaying with the model', () => {
  it('arguments: --forecast model and fused', () => {
    const base = ['--series', FILE, '--id', ID, '--threshold', 'pm2_5:55.5']
    expect(parseReplayArgs([...base, '--forecast', 'model'])).toMatchObject({ forecast: 'model' })
    expect(parseReplayArgs([...base, '--forecast', 'fused'])).toMatchObject({ forecast: 'fused' })
    expect(() => parseReplayArgs([...base, '--forecast', 'cams'])).toThrow(/one of oracle, persistence, nowcast, model, fused/)
  })

  it('model: sees the smoke an hour late and at 60 µg/m³, so warns 75 min before the real onset (late)', () => {
    const run = replay(series, options('model'))
    expect(run.texts[0]).toMatchObject({ kind: 'advance', at: hour(22) + 2700, onset: hour(25) })
    expect(scoreReplay(run, series, PM25)).toMatchObject({ episodes: 1, warned: 0, late: 1, medianLeadMinutes: 75 })
  })

  it('fused: where measured and model agree (clean air), the fused hours are the model’s', () => {
    const fused = fusedForecast(series, byTime, hour(20), 24)
    expect(fused.map((h) => h.time)).toEqual(modelForecast(byTime, hour(20), 24).map((h) => h.time))
    expect(fused.map((h) => h.value)).toEqual(modelForecast(byTime, hour(20), 24).map((h) => h.value))
  })

  it('fused: in the smoke the model underestimates, the first hours are pulled to the measured NowCast, the later ones less', () => {
    const at = hour(26)
    const measured = nowcast('pm', [25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14].map((i) => byTime.get(hour(i)) ?? null)) ?? 0
    const fused = fusedForecast(series, byTime, at, 24)
    const model = modelForecast(byTime, at, 24)
    expect(Math.abs(valueAt(fused, at) - measured)).toBeLessThan(Math.abs(valueAt(model, at) - measured))
    const lift = (t: number) => valueAt(fused, t) - valueAt(model, t)
    expect(lift(at)).toBeGreaterThan(0)
    expect(lift(at + 24 * HOUR)).toBeLessThan(lift(at) / 2)
    expect(lift(at + 24 * HOUR)).toBeGreaterThan(0)
  })

  it('fused: with no measurement in the last 3 h, the model estimate', () => {
    expect(fusedForecast(series, byTime, hour(40), 24)).toEqual(modelForecast(byTime, hour(40), 24))
  })

  it('npm run replay -- --forecast fused prints the summary', () => {
    const { status, stdout } = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/replay.ts', '--series', FILE, '--id', ID, '--threshold', 'pm2_5:55.5', '--forecast', 'fused', '--quiet', 'off'],
      { cwd: root, encoding: 'utf8', timeout: 30_000 },
    )
    expect(status).toBe(0)
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^replay: texts=\d+ episodes=1 warned=0 median_lead_min=75 /)
  })
})
