// `npm run bench`: the alert decision replayed over a fixed set of real PM2.5 series from
// ../shared/realdata/ (never copied into the repo; decision 148), overall and per episode group
// (decision 166).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { QuietHours, Threshold } from '../src/domain/contracts/alerts'
import { parseThreshold } from '../scripts/replay/args'
import { readSeries, type Series } from '../scripts/replay/series-file'
import { combineSummaries, summaryLine, scoreReplay, type ReplaySummary } from '../scripts/replay/score'
import { replay, type ForecastMode } from '../scripts/replay/simulate'
import { groupTable, type GroupRun } from './replay-groups'

/** [file in realdata/series, series id]: wildfire smoke, winter smog, a kerbside year and a quiet NYC year. */
export const BENCH_SERIES: ReadonlyArray<readonly [string, string]> = [
  ['camp_fire_2018.csv', 'camp_fire_2018__840060070008'], // Chico East
  ['camp_fire_2018.csv', 'camp_fire_2018__840060010009'], // Oakland
  ['camp_fire_2018.csv', 'camp_fire_2018__840060750005'], // San Francisco
  ['camp_fire_2018.csv', 'camp_fire_2018__840060850005'], // San Jose
  ['nw_megafires_2015.csv', 'nw_megafires_2015__530470009_04'], // Twisp WA
  ['nw_megafires_2015.csv', 'nw_megafires_2015__530630047_04'], // Spokane WA
  ['nw_megafires_2015.csv', 'nw_megafires_2015__410510080_03'], // Portland OR
  ['carmel_valley_2016.csv', 'carmel_valley_2016__840060530002'],
  ['delhi_us_embassy.csv', 'delhi_us_embassy__pm25'],
  ['beijing_us_embassy.csv', 'beijing_us_embassy__pm25'],
  ['beijing_multisite.csv', 'beijing_dongsi__pm25'],
  ['beijing_multisite.csv', 'beijing_huairou__pm25'],
  ['london_marylebone_road.csv', 'london_my1__pm25'],
  ['nyc_nysdec_2018_2019.csv', 'nyc_ccny__pm25'],
  ['nyc_nysdec_2018_2019.csv', 'nyc_ps19__pm25'],
  ['nyc_nysdec_2018_2019.csv', 'nyc_queens_college__pm25'],
  ['troy_ny_purpleair_2023.csv', 'troy_pa149970__pm25_epa2021'],
  ['troy_ny_purpleair_2023.csv', 'troy_pa164351__pm25_epa2021'],
  ['troy_ny_purpleair_2023.csv', 'troy_pa87173__pm25_epa2021'],
]

const DEFAULT_QUIET: QuietHours = { start: '22:00', end: '07:00' }

interface Config {
  forecast: ForecastMode
  threshold: string
  quiet: QuietHours
  cap: number
}

/** ../shared/realdata from the project root (CI and main), or from a worktree one level deeper; AIRAHEAD_REALDATA overrides. */
export function realdataDirectory(root: string): string | null {
  const candidates = [process.env.AIRAHEAD_REALDATA, join(root, '..', 'shared', 'realdata'), join(root, '..', '..', 'shared', 'realdata')]
  return candidates.find((dir): dir is string => dir !== undefined && existsSync(join(dir, 'series.csv'))) ?? null
}

/** `model` and `fused` rest on the degraded copy of the observations (decision 166). */
const starred = (forecast: ForecastMode) => (forecast === 'model' || forecast === 'fused' ? `${forecast}*` : forecast)

function describe(config: Config): string {
  const quiet = config.quiet === null ? 'off' : `${config.quiet.start}-${config.quiet.end}`
  return `forecast=${starred(config.forecast)} threshold=${config.threshold} quiet=${quiet} cap=${Number.isFinite(config.cap) ? config.cap : 'off'}`
}

/** Each series' replay under one configuration, scored, with the hours it covered. */
function replayEach(series: readonly Series[], config: Config, threshold: Threshold): GroupRun[] {
  return series.map((s) => {
    const run = replay(s, { threshold, forecast: config.forecast, sensitivity: 'general', quietHours: config.quiet, dailyCap: config.cap })
    const measuredHours = s.hours.filter((h) => h.time >= run.from && h.time < run.to).length
    return { series: s, summary: scoreReplay(run, s, threshold), measuredHours }
  })
}

const summaryOf = (runs: readonly GroupRun[]): ReplaySummary => combineSummaries(runs.map((r) => r.summary))

/**
 * One `bench replay: …` line per configuration, then one table row per episode group; a single
 * line saying why when the data is absent.
 */
export function replayFigures(root: string): string[] {
  const dir = realdataDirectory(root)
  if (dir === null) return ['bench replay: skipped (no ../shared/realdata; set AIRAHEAD_REALDATA)']
  const series = BENCH_SERIES.map(([file, id]) => readSeries(join(dir, 'series', file), id))
  const unlimited = Number.POSITIVE_INFINITY
  const side = (forecast: ForecastMode): Config => ({ forecast, threshold: 'pm2_5:55.5', quiet: null, cap: unlimited })
  const configs: Config[] = [
    // The decision itself, given the true future: goal warned = episodes, max_advance_per_episode=1, false_alarms=0.
    { forecast: 'oracle', threshold: 'pm2_5:55.5', quiet: null, cap: unlimited },
    { forecast: 'oracle', threshold: 'us_aqi:151', quiet: null, cap: unlimited },
    // Forecasts side by side (the hourly US AQI 151 is the same hours as PM2.5 55.5); the table's columns.
    side('persistence'), side('nowcast'), side('model'), side('fused'),
    // What a person with the default settings (quiet 22:00-07:00, 3 texts a day) would get.
    { forecast: 'oracle', threshold: 'pm2_5:55.5', quiet: DEFAULT_QUIET, cap: 3 },
    { forecast: 'persistence', threshold: 'pm2_5:55.5', quiet: DEFAULT_QUIET, cap: 3 },
    { forecast: 'nowcast', threshold: 'pm2_5:55.5', quiet: DEFAULT_QUIET, cap: 3 },
    { forecast: 'fused', threshold: 'pm2_5:55.5', quiet: DEFAULT_QUIET, cap: 3 },
  ]
  const lines: string[] = []
  const columns = new Map<ForecastMode, GroupRun[]>()
  for (const config of configs) {
    const runs = replayEach(series, config, parseThreshold(config.threshold))
    if (config === configs.find((c) => c.forecast === config.forecast && c.quiet === null && c.threshold === 'pm2_5:55.5')) {
      columns.set(config.forecast, runs)
    }
    lines.push(`bench replay: series=${series.length} ${describe(config)} ${summaryLine(summaryOf(runs)).replace(/^replay: /, '')}`)
  }
  return [...lines, ...groupTable(columns, ['persistence', 'nowcast', 'model', 'fused'])]
}
