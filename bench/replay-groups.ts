// The bench's table: one row per episode group of ../shared/realdata, forecasts side by side
// at PM2.5 55.5 µg/m³, quiet hours off, no cap (decision 166).
import type { Series } from '../scripts/replay/series-file'
import { combineSummaries, type ReplaySummary } from '../scripts/replay/score'
import type { ForecastMode } from '../scripts/replay/simulate'
import { EVENT_GROUPS } from '../scripts/train/realdata'

export interface GroupRun {
  series: Series
  summary: ReplaySummary
  /** Measured hours in the replayed span: the exposure false alarms are counted over. */
  measuredHours: number
}

/** Episode groups by the series id's prefix (the realdata file, README "Episode groups"): the trainer's, one list. */
const GROUPS = EVENT_GROUPS
const HOURS_PER_MONTH = (365.25 * 24) / 12

/** "hit % · false alarms per month · median lead min" for one group and forecast. */
function cell(runs: readonly GroupRun[]): string {
  const s = combineSummaries(runs.map((r) => r.summary))
  const months = runs.reduce((sum, r) => sum + r.measuredHours, 0) / HOURS_PER_MONTH
  const hit = s.episodes === 0 ? 'n/a' : `${Math.round((100 * s.warned) / s.episodes)}%`
  return `${hit} · ${(s.falseAlarms / months).toFixed(1)} · ${s.medianLeadMinutes ?? 'n/a'}`
}

/** Markdown rows, `bench replay-groups:` first; `model` and `fused` marked * (the degraded model). */
export function groupTable(columns: ReadonlyMap<ForecastMode, readonly GroupRun[]>, forecasts: readonly ForecastMode[]): string[] {
  const any = columns.get(forecasts[0] ?? 'persistence') ?? []
  const inGroup = (runs: readonly GroupRun[], prefix: string) => runs.filter((r) => r.series.id.startsWith(prefix))
  const names = forecasts.map((f) => (f === 'model' || f === 'fused' ? `${f}*` : f))
  const rows = GROUPS.map(([name, prefix]) => {
    const base = inGroup(any, prefix)
    const months = base.reduce((sum, r) => sum + r.measuredHours, 0) / HOURS_PER_MONTH
    const episodes = combineSummaries(base.map((r) => r.summary)).episodes
    const cells = forecasts.map((f) => cell(inGroup(columns.get(f) ?? [], prefix)))
    return `| ${name} | ${base.length} | ${episodes} | ${months.toFixed(1)} | ${cells.join(' | ')} |`
  })
  const all = `| all | ${any.length} | ${combineSummaries(any.map((r) => r.summary)).episodes} | ${(any.reduce((sum, r) => sum + r.measuredHours, 0) / HOURS_PER_MONTH).toFixed(1)} | ${forecasts.map((f) => cell(columns.get(f) ?? [])).join(' | ')} |`
  return [
    'bench replay-groups: PM2.5 55.5 µg/m³, quiet off, no cap; each cell: hit rate (warned ≥ 2 h before onset / episodes) · false alarms per station-month · median lead (min)',
    `| group | series | episodes | station-months | ${names.join(' | ')} |`,
    `|---|---|---|---|${forecasts.map(() => '---').join('|')}|`,
    ...rows,
    all,
    '* rests on the degraded model (no model forecasts were archived): 3-h mean of the observations, half the excess over 20 µg/m³, a run 12-24 h old with a ±2 h timing error (decision 166).',
  ]
}
