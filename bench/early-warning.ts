// `npm run bench`'s early-warning table (issue 23, decision 220): every PM2.5 series of
// ../shared/realdata replayed with persistence, nowcast, fused* and product side by side, at
// PM2.5 55.5 µg/m³, quiet off, no cap, scored in the terms. `product` is held out: each
// event group is replayed with the model `npm run train` made without it (.tmp/exceedance-folds.json)
// at the operating point frozen for that fold.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { median } from '../src/domain/accuracy/median'
import { readModel, type ShippedModel } from '../src/domain/forecast/exceedance/shipped-model'
import { exceedanceProbability } from '../src/domain/forecast/exceedance/trees'
import { featuresAt } from '../scripts/replay/neighbours'
import { replay, type ForecastMode, type ProductModel } from '../scripts/replay/simulate'
import { readTrainingSeries, type TrainingSeries } from '../scripts/train/realdata'
import { falseAlarmsPerMonth, scoreWarnings, sumCounts, type WarningCounts } from '../scripts/train/score'
import { realdataDirectory } from './replay'

const T = 55.5
export const FOLDS_FILE = '.tmp/exceedance-folds.json'

/** One held-out fold as `npm run train` leaves it. */
export interface FoldModel {
  group: string
  operatingPoint: number
  model: ShippedModel
}

interface Column { name: string; forecast: ForecastMode; model?: ProductModel }
const COLUMNS: readonly Column[] = [
  { name: 'persistence', forecast: 'persistence' },
  { name: 'nowcast', forecast: 'nowcast' },
  { name: 'fused*', forecast: 'fused' },
  { name: 'product (observations only)', forecast: 'product', model: 'none' },
  { name: 'product* (with the stand-in model)', forecast: 'product', model: 'standin' },
]

function runColumn(stations: readonly TrainingSeries[], column: Column, folds: readonly FoldModel[]): Map<string, WarningCounts[]> {
  const byGroup = new Map<string, WarningCounts[]>()
  for (const station of stations) {
    const fold = folds.find((f) => f.group === station.group)
    const outlookAt = column.forecast !== 'product' || fold === undefined
      ? undefined
      : (hour: number) => ({ probability: exceedanceProbability(fold.model, featuresAt(station.series, station.neighbours, hour, T)), operatingPoint: fold.operatingPoint })
    const run = replay(station.series, {
      threshold: { kind: 'pm25', value: T }, forecast: column.forecast, sensitivity: 'general', quietHours: null,
      dailyCap: Number.POSITIVE_INFINITY, ...(column.model === undefined ? {} : { model: column.model }), ...(outlookAt === undefined ? {} : { outlookAt }),
    })
    const advance = run.texts.filter((t) => t.kind === 'advance').map((t) => ({ at: t.at, onset: t.onset }))
    const counts = scoreWarnings(station.series.hours, advance, T, run.from, run.to)
    byGroup.set(station.group, [...(byGroup.get(station.group) ?? []), counts])
  }
  return byGroup
}

const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${Math.round((100 * part) / whole)}%`)
function cell(c: WarningCounts): string {
  const lead = median(c.leadsSeconds)
  return `${pct(c.warned, c.episodes)} · ${falseAlarmsPerMonth(c).toFixed(2)} · ${pct(c.firstArrivalsWarned, c.firstArrivals)} · ${lead === null ? 'n/a' : Math.round(lead / 60)}`
}

/** The table's lines; one "skipped" line when the data or the fold models are absent. */
export function earlyWarningFigures(root: string): string[] {
  const dir = realdataDirectory(root)
  if (dir === null) return ['bench early-warning: skipped (no ../shared/realdata; set AIRAHEAD_REALDATA)']
  const foldsPath = join(root, FOLDS_FILE)
  if (!existsSync(foldsPath)) return [`bench early-warning: skipped (no ${FOLDS_FILE}; npm run train writes the held-out fold models)`]
  const raw = JSON.parse(readFileSync(foldsPath, 'utf8')) as { group: string; operatingPoint: number; model: unknown }[]
  const folds = raw.map((f) => ({ group: f.group, operatingPoint: f.operatingPoint, model: readModel(f.model) }))
  const stations = readTrainingSeries(dir)
  const columns = COLUMNS.map((c) => runColumn(stations, c, folds))
  const groups = [...new Set(stations.map((s) => s.group))]
  const all = (byGroup: Map<string, WarningCounts[]>) => sumCounts([...byGroup.values()].flat())
  const first = columns[0] ?? new Map<string, WarningCounts[]>()
  return [
    `bench early-warning: ${stations.length} PM2.5 series, PM2.5 ${T} µg/m³, quiet off, no cap; product held out (each group replayed with the fold model that never saw it); each cell: warned ≥ 2 h (text in [onset − 12 h, onset − 1 h 45]) · false alarms per station-month · first arrivals warned · median lead min`,
    `| group | series | episodes | first arrivals | station-months | ${COLUMNS.map((c) => c.name).join(' | ')} |`,
    `|---|---|---|---|---|${COLUMNS.map(() => '---').join('|')}|`,
    ...[...groups, 'all'].map((g) => {
      const base = g === 'all' ? all(first) : sumCounts(first.get(g) ?? [])
      const series = g === 'all' ? stations.length : stations.filter((s) => s.group === g).length
      const cells = columns.map((byGroup) => cell(g === 'all' ? all(byGroup) : sumCounts(byGroup.get(g) ?? [])))
      return `| ${g} | ${series} | ${base.episodes} | ${base.firstArrivals} | ${base.stationMonths.toFixed(1)} | ${cells.join(' | ')} |`
    }),
    '* rests on the degraded stand-in model of decision 166 (no model forecasts were archived).',
  ]
}
