// `npm run train`: the exceedance classifier from ../shared/realdata (decision 220). Prints the
// leave-one-group-out table in the terms, then trains on every group, freezes the
// operating point on the held-out predictions of the table and writes the model file.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { realdataDirectory } from '../bench/replay'
import { median } from '../src/domain/accuracy/median'
import { DEFAULT_TRAIN_OPTIONS } from './train/gbdt'
import { leaveOneGroupOut, operatingPointFor, trainOn } from './train/logo'
import { EVENT_GROUPS, readTrainingSeries } from './train/realdata'
import { stationRows } from './train/samples'
import { falseAlarmsPerMonth, sumCounts, type WarningCounts } from './train/score'

const root = fileURLToPath(new URL('..', import.meta.url))
const MODEL_FILE = fileURLToPath(new URL('../src/domain/forecast/exceedance/model.ts', import.meta.url))
const FOLDS_FILE = join(root, '.tmp', 'exceedance-folds.json')

const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${Math.round((100 * part) / whole)}%`)

function row(name: string, series: number, c: WarningCounts, operatingPoint: string): string {
  const lead = median(c.leadsSeconds)
  return `| ${name} | ${series} | ${c.episodes} | ${c.stationMonths.toFixed(1)} | ${operatingPoint} | ${pct(c.warned, c.episodes)} (${c.warned}) | ` +
    `${pct(c.warnedShort, c.episodes)} | ${pct(c.firstArrivalsWarned, c.firstArrivals)} (${c.firstArrivalsWarned}/${c.firstArrivals}) | ` +
    `${falseAlarmsPerMonth(c).toFixed(2)} | ${lead === null ? 'n/a' : Math.round(lead / 60)} |`
}

function main(): number {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { threshold: { type: 'string' }, budget: { type: 'string' }, rounds: { type: 'string' }, 'no-write': { type: 'boolean' } },
  })
  const t = Number(values.threshold ?? 55.5)
  const budget = Number(values.budget ?? 0.5)
  const options = { ...DEFAULT_TRAIN_OPTIONS, rounds: Number(values.rounds ?? DEFAULT_TRAIN_OPTIONS.rounds) }
  const dir = realdataDirectory(root)
  if (dir === null) {
    console.error('train: no ../shared/realdata (set AIRAHEAD_REALDATA)')
    return 2
  }
  const started = Date.now()
  const stations = readTrainingSeries(dir).map((s) => stationRows(s, t))
  const trainable = stations.reduce((n, s) => n + s.trainable.filter(Boolean).length, 0)
  console.log(`train: ${stations.length} PM2.5 series, ${trainable} training rows at ${t} µg/m³ (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  const folds = leaveOneGroupOut(stations, t, budget, options, (line) => console.log(line))
  console.log(`train: leave-one-group-out at PM2.5 ${t} µg/m³, observations only, quiet off, no cap; operating point frozen per fold for ≤ ${budget} false alarms per station-month on the other groups`)
  console.log('| held-out group | series | episodes | station-months | operating point | warned ≥ 2 h (12 h window) | warned ≥ 2 h (6 h window) | first arrivals warned | false alarms / station-month | median lead min |')
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const [name] of EVENT_GROUPS) {
    const fold = folds.find((f) => f.group === name)
    if (fold === undefined) continue
    console.log(row(name, fold.oof.size, fold.counts, String(fold.operatingPoint)))
  }
  console.log(row('all', stations.length, sumCounts(folds.map((f) => f.counts)), 'per fold'))
  mkdirSync(dirname(FOLDS_FILE), { recursive: true })
  writeFileSync(FOLDS_FILE, JSON.stringify(folds.map((f) => ({ group: f.group, operatingPoint: f.operatingPoint, model: { ...f.model, operatingPoints: [{ falseAlarmsPerStationMonth: budget, probability: f.operatingPoint }] } }))))
  console.log(`train: wrote the held-out fold models to ${FOLDS_FILE} (for npm run bench)`)
  const oof = new Map(folds.flatMap((f) => [...f.oof]))
  const operatingPoint = operatingPointFor(stations, oof, t, budget)
  const model = trainOn(stations, options)
  console.log(`train: final model on all ${stations.length} series, ${model.trees.length} trees; operating point ${operatingPoint} (≤ ${budget} false alarms per station-month on the held-out predictions above) (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  if (values['no-write'] !== true) {
    const file = { ...model, operatingPoints: [{ falseAlarmsPerStationMonth: budget, probability: operatingPoint }] }
    writeFileSync(MODEL_FILE, `// Written by \`npm run train\` (decision 220); do not edit. Checked on load by shipped-model.ts.\nexport const TRAINED_MODEL: unknown = ${JSON.stringify(file)}\n`)
    console.log(`train: wrote ${MODEL_FILE}`)
  }
  return 0
}

process.exitCode = main()
