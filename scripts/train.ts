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
import { FEATURE_NAMES, TARGET_TO_HOURS } from '../src/domain/forecast/exceedance/features'
import { keepRow, leaveOneGroupOut, operatingPointFor, setConfirmHours, setExtraWeight, setFirstArrivalWeight, setGroupBalance, setBag, monotoneSigns, trainOn, heldOutCurve, type FalseAlarmEstimate } from './train/logo'
import { EVENT_GROUPS, readTrainingSeries } from './train/realdata'
import { atFalseAlarms } from './train/curve'
import { addThresholdRows, stationRows } from './train/samples'
import { falseAlarmsPerMonth, sumCounts, type WarningCounts } from './train/score'

const root = fileURLToPath(new URL('..', import.meta.url))
const MODEL_FILE = fileURLToPath(new URL('../src/domain/forecast/exceedance/model.ts', import.meta.url))
const FOLDS_FILE = join(root, '.tmp', 'exceedance-folds.json')
const PAST_EVENTS_FILE = fileURLToPath(new URL('../src/domain/accuracy/past-event-figures.ts', import.meta.url))
/** Thresholds whose onsets are learned from beside the one scored (decision 250), µg/m³. */
const ALSO_THRESHOLDS = ''
/** How the training groups' false alarms are summed when the operating point is frozen (decision 250). */
const FA_ESTIMATE: FalseAlarmEstimate = 'groups'
/** Which hours are learned from: 'all' under T after an hour under T (decision 220), or 'clean' (measured and not kept: decision 271). */
const ROWS: 'all' | 'clean' = 'all'
/** Models averaged (`--bag K`): three, about a point more episodes at equal cost (decisions 293, 295). */
const BAG = 3

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
    options: {
      threshold: { type: 'string' }, budget: { type: 'string' }, rounds: { type: 'string' }, 'no-write': { type: 'boolean' },
      also: { type: 'string' }, tag: { type: 'string' }, 'fa-estimate': { type: 'string' }, 'skip-late': { type: 'boolean' }, rows: { type: 'string' }, horizon: { type: 'string' }, confirm: { type: 'string' }, 'first-weight': { type: 'string' }, depth: { type: 'string' }, 'learning-rate': { type: 'string' }, 'min-hessian': { type: 'string' }, without: { type: 'string' }, curve: { type: 'boolean' }, seed: { type: 'string' },
      'train-thresholds': { type: 'string' }, 'extra-weight': { type: 'string' }, 'extra-share': { type: 'string' },
      'group-balance': { type: 'string' }, bag: { type: 'string' }, monotone: { type: 'string' }, colsample: { type: 'string' },
    },
  })
  const t = Number(values.threshold ?? 55.5)
  const budget = Number(values.budget ?? 0.5)
  const options = {
    ...DEFAULT_TRAIN_OPTIONS, rounds: Number(values.rounds ?? DEFAULT_TRAIN_OPTIONS.rounds), depth: Number(values.depth ?? DEFAULT_TRAIN_OPTIONS.depth),
    learningRate: Number(values['learning-rate'] ?? DEFAULT_TRAIN_OPTIONS.learningRate), minHessian: Number(values['min-hessian'] ?? DEFAULT_TRAIN_OPTIONS.minHessian),
    // --seed: the rows each tree samples; another seed says how much of a difference is chance (decision 273).
    seed: Number(values.seed ?? DEFAULT_TRAIN_OPTIONS.seed),
    // --monotone levels (or names, "-name" falling) and --colsample share: constraints measured for issue 23.
    monotone: monotoneSigns(values.monotone ?? '', FEATURE_NAMES), colsample: Number(values.colsample ?? 1),
  }
  const estimate: FalseAlarmEstimate = values['fa-estimate'] === 'groups' ? 'groups' : values['fa-estimate'] === 'pooled' ? 'pooled' : FA_ESTIMATE
  setConfirmHours(Number(values.confirm ?? 1))
  setFirstArrivalWeight(Number(values['first-weight'] ?? 1))
  // --group-balance p: each event group's rows weighted by (its share of rows)^-p (0: as they come).
  setGroupBalance(Number(values['group-balance'] ?? 0))
  setBag(Number(values.bag ?? BAG))
  const dir = realdataDirectory(root)
  if (dir === null) {
    console.error('train: no ../shared/realdata (set AIRAHEAD_REALDATA)')
    return 2
  }
  const started = Date.now()
  // --train-thresholds (or --also): rows learned from at these thresholds too, the scored one's always (issue 23);
  // --extra-weight: each such row's weight; --extra-share: the share of them kept (a fixed hash of hour and threshold).
  const also = (values['train-thresholds'] ?? values.also ?? ALSO_THRESHOLDS).split(',').filter((x) => x.trim() !== '').map(Number).filter((x) => x !== t)
  setExtraWeight(Number(values['extra-weight'] ?? 1))
  const extraShare = Number(values['extra-share'] ?? 1)
  const keepExtra = (threshold: number) => (hour: number, label: number) =>
    keepRow(hour, label) && (extraShare >= 1 || ((((hour / 3600) * 2246822519 + threshold * 3266489917) % 1000) + 1000) % 1000 / 1000 < extraShare)
  const stations = readTrainingSeries(dir).map((s) => stationRows(s, t, values['skip-late'] === true ? 'skip-late' : values.rows === 'clean' ? 'clean' : values.rows === 'window' ? 'window' : values.rows === 'all' ? 'all' : ROWS, Number(values.horizon ?? TARGET_TO_HOURS)))
  for (const s of stations) for (const x of also) addThresholdRows(s, [x], keepExtra(x))
  // --without: features blanked (missing everywhere, so no tree splits on them) to measure what they add.
  const without = (values.without ?? '').split(',').filter((x) => x !== '').map((name) => FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number]))
  if (without.includes(-1)) throw new Error(`train: --without names a feature that is not in FEATURE_NAMES`)
  for (const s of stations) for (const r of [...s.rows, ...s.extra.rows]) for (const j of without) r[j] = Number.NaN
  const trainable = stations.reduce((n, s) => n + s.trainable.filter(Boolean).length, 0)
  const extra = stations.reduce((n, s) => n + s.extra.rows.length, 0)
  console.log(`train: ${stations.length} PM2.5 series, ${trainable} training rows at ${t} µg/m³, ${extra} sampled rows at ${also.join(', ') || 'no other threshold'} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  const folds = leaveOneGroupOut(stations, t, budget, options, (line) => console.log(line), estimate)
  console.log(`train: leave-one-group-out at PM2.5 ${t} µg/m³, observations only, quiet off, no cap; operating point frozen per fold for ≤ ${budget} false alarms per station-month on the other groups (${estimate})`)
  console.log('| held-out group | series | episodes | station-months | operating point | warned ≥ 2 h (12 h window) | warned ≥ 2 h (6 h window) | first arrivals warned | false alarms / station-month | median lead min |')
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const [name] of EVENT_GROUPS) {
    const fold = folds.find((f) => f.group === name)
    if (fold === undefined) continue
    console.log(row(name, fold.oof.size, fold.counts, String(fold.operatingPoint)))
  }
  const all = sumCounts(folds.map((f) => f.counts))
  console.log(row('all', stations.length, all, 'per fold'))
  {
    // Ranking on the held-out training rows (no replay, no operating point): average precision.
    const scored: Array<[number, number]> = []
    for (const f of folds) for (const [s, byHour] of f.oof) s.hours.forEach((h, i) => { if (s.trainable[i]) scored.push([byHour.get(h) ?? 0, s.labels[i] ?? 0]) })
    scored.sort((a, b) => b[0] - a[0])
    const positives = scored.filter(([, y]) => y === 1).length
    let hits = 0
    let ap = 0
    scored.forEach(([, y], i) => { if (y === 1) { hits += 1; ap += hits / (i + 1) } })
    console.log(`train: held-out rows ${scored.length}, ${positives} positive, average precision ${(ap / Math.max(positives, 1)).toFixed(3)} (base rate ${(positives / Math.max(scored.length, 1)).toFixed(3)})`)
  }
  if (values.curve === true) {
    // A diagnostic only, never used to choose: the held-out predictions replayed hourly at fixed points,
    // then read at equal cost (decision 293), the way two variants are compared.
    const oofAll = new Map(folds.flatMap((f) => [...f.oof]))
    const shown = new Set([0.5, 0.6, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95])
    console.log('| operating point (all held-out groups, hourly replay) | warned ≥ 2 h | first arrivals warned | false alarms / station-month |')
    console.log('|---|---|---|---|')
    const grid = Array.from({ length: 24 }, (_, i) => (50 + 2 * i) / 100)
    const replayed = heldOutCurve(stations, oofAll, t, [...new Set([...grid, ...shown])].sort((a, b) => a - b))
    for (const { theta, counts: c } of replayed) {
      if (shown.has(theta)) console.log(`| ${theta} | ${pct(c.warned, c.episodes)} (${c.warned}) | ${pct(c.firstArrivalsWarned, c.firstArrivals)} (${c.firstArrivalsWarned}) | ${falseAlarmsPerMonth(c).toFixed(2)} |`)
    }
    const curve = replayed.map((x) => x.point)
    const read = (fa: number) => {
      const at = atFalseAlarms(curve, fa)
      return at === null ? `n/a at ${fa}` : `${(100 * at.warned).toFixed(1)} % · ${(100 * at.firstArrivalsWarned).toFixed(1)} % at ${fa}`
    }
    console.log(`train: at equal cost (episodes · first arrivals warned at false alarms per station-month): ${[0.3, 0.4, 0.5, 0.6, 0.8, 1].map(read).join(', ')}`)
  }
  const tag = values.tag === undefined ? '' : `-${values.tag}`
  const foldsFile = FOLDS_FILE.replace(/\.json$/, `${tag}.json`)
  mkdirSync(dirname(FOLDS_FILE), { recursive: true })
  writeFileSync(foldsFile, JSON.stringify(folds.map((f) => ({ group: f.group, operatingPoint: f.operatingPoint, model: { ...f.model, operatingPoints: [{ falseAlarmsPerStationMonth: budget, probability: f.operatingPoint }] } }))))
  console.log(`train: wrote the held-out fold models to ${foldsFile} (for npm run bench)`)
  const lead = median(all.leadsSeconds)
  const figures = {
    events: folds.length, stations: stations.length, episodes: all.episodes, warned: all.warned, firstArrivals: all.firstArrivals,
    firstArrivalsWarned: all.firstArrivalsWarned, falseAlarmsPerStationMonth: Math.round(falseAlarmsPerMonth(all) * 100) / 100,
    medianLeadMinutes: lead === null ? null : Math.round(lead / 60), thresholdUgM3: t, budget,
  }
  const oof = new Map(folds.flatMap((f) => [...f.oof]))
  const operatingPoint = operatingPointFor(stations, oof, t, budget, estimate)
  const model = trainOn(stations, options)
  console.log(`train: final model on all ${stations.length} series, ${model.trees.length} trees; operating point ${operatingPoint} (≤ ${budget} false alarms per station-month on the held-out predictions above) (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  if (values['no-write'] !== true) {
    const file = { ...model, operatingPoints: [{ falseAlarmsPerStationMonth: budget, probability: operatingPoint }] }
    const modelFile = tag === '' ? MODEL_FILE : join(root, '.tmp', `model${tag}.ts`)
    const pastEventsFile = tag === '' ? PAST_EVENTS_FILE : join(root, '.tmp', `past-event-figures${tag}.ts`)
    writeFileSync(modelFile, `// Written by \`npm run train\` (decision 220); do not edit. Checked on load by shipped-model.ts.\nexport const TRAINED_MODEL: unknown = ${JSON.stringify(file)}\n`)
    writeFileSync(pastEventsFile, `// Written by \`npm run train\` (decisions 220, 250): the totals of its leave-one-group-out table; do not edit. Checked on load by past-events.ts.\nexport const TRAINED_PAST_EVENTS: unknown = ${JSON.stringify(figures)}\n`)
    console.log(`train: wrote ${modelFile} and ${pastEventsFile}`)
  }
  return 0
}

process.exitCode = main()
