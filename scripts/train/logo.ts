// Leave-one-group-out (decision 220): for each event group, a model trained on the others; its
// operating point frozen on those others alone, from predictions each got from a model that had
// not seen it (inner leave-one-group-out); then the held-out group replayed once at that point.
import { trainGbdt, type TrainOptions } from './gbdt'
import { exceedanceProbability, type ExceedanceModel, type TreeNode } from '../../src/domain/forecast/exceedance/trees'
import { FEATURE_NAMES } from '../../src/domain/forecast/exceedance/features'
import { replay, CYCLE_SECONDS } from '../replay/simulate'
import { falseAlarmsPerMonth, scoreWarnings, sumCounts, type WarningCounts } from './score'
import type { StationRows } from './samples'
import type { CurvePoint } from './curve'

const HOUR = 3600

/** Share of the negative rows kept (every 1 in ~3, weighted 1/share): the trees learn as fast from a third of the clean hours. */
const NEGATIVE_SHARE = 0.35

/** A fixed hash of the hour, not a random draw: the same negatives in every fold. */
export const keepRow = (hour: number, label: number) => label === 1 || (((hour / 3600) * 2654435761) % 1000) / 1000 < NEGATIVE_SHARE

/** Weight of a positive row with no hour at or over T in the last 24 h (a first arrival's run-up); 1: as any other (decision 271). */
let firstArrivalWeight = 1
export function setFirstArrivalWeight(weight: number): void {
  firstArrivalWeight = weight
}
const MAX24 = FEATURE_NAMES.indexOf('max24')

/** Weight of each row at another threshold (`--train-thresholds`, issue 23): under 1 so the scored threshold's rows are not drowned. */
let extraWeight = 1
export function setExtraWeight(weight: number): void {
  extraWeight = weight
}

/**
 * How much each event group weighs in training (decision 292's measurement): 0, every row alike
 * (a group weighs by its hours); 1, every group's rows sum to the same weight, so one dense event
 * does not decide what the trees learn of all; between, the power of the group's share.
 */
let groupBalance = 0
export function setGroupBalance(power: number): void {
  groupBalance = power
}

/** Trains on the trainable rows of `stations` (and their rows at other thresholds), every positive and a fixed share of the negatives (same rows every time). */
export function trainOn(stations: readonly StationRows[], options: TrainOptions): ExceedanceModel {
  const rows: number[][] = []
  const labels: number[] = []
  const weights: number[] = []
  const add = (row: number[], label: number, scale = 1) => {
    rows.push(row)
    labels.push(label)
    const first = label === 1 && (row[MAX24] ?? Number.NaN) < 1
    weights.push(scale * (label === 1 ? (first ? firstArrivalWeight : 1) : 1 / NEGATIVE_SHARE))
  }
  const rowsOf = new Map<string, number>()
  for (const s of stations) rowsOf.set(s.station.group, (rowsOf.get(s.station.group) ?? 0) + s.trainable.filter(Boolean).length)
  const total = [...rowsOf.values()].reduce((a, b) => a + b, 0)
  const groupScale = (group: string) => (groupBalance === 0 ? 1 : (total / rowsOf.size / Math.max(1, rowsOf.get(group) ?? 1)) ** groupBalance)
  for (const s of stations) {
    const scale = groupScale(s.station.group)
    s.rows.forEach((row, i) => {
      if (!s.trainable[i]) return
      const label = s.labels[i] ?? 0
      if (keepRow(s.hours[i] ?? 0, label)) add(row, label, scale)
    })
    // Already sampled by keepRow when they were made.
    s.extra.rows.forEach((row, i) => add(row, s.extra.labels[i] ?? 0, extraWeight))
  }
  // `--bag K` (decision 293): K models of other row samples, averaged.
  return averageModels(Array.from({ length: bag }, (_, k) => trainGbdt({ rows, labels, weights }, FEATURE_NAMES, { ...options, seed: options.seed + 7919 * k }).model))
}

/** One model whose log-odds are the mean of `models`' (same features): all their trees, each leaf divided by their number. */
export function averageModels(models: readonly ExceedanceModel[]): ExceedanceModel {
  const [first] = models
  if (first === undefined) throw new Error('averageModels: no model')
  if (models.length === 1) return first
  const scale = (node: TreeNode): TreeNode => (node.length === 1 ? [node[0] / models.length] : node)
  return {
    ...first, baseScore: models.reduce((sum, m) => sum + m.baseScore, 0) / models.length,
    trees: models.flatMap((m) => m.trees.map((tree) => tree.map(scale))),
  }
}

/**
 * `--monotone`: features the log-odds may only rise with (a name) or fall with (−name), so what
 * the trees learn of one event cannot say that more smoke means less risk on another. `levels`:
 * the place's and its neighbours' levels, its diurnal profile ahead, and the hours since it was
 * last over (down); `none`: free trees.
 */
export const MONOTONE_PRESETS: Readonly<Record<string, readonly string[]>> = {
  none: [],
  levels: [
    'lag1', 'nowcast', 'max24', 'mean24', 'profile_ahead', 'profile_projected', 'profile_exceedance_share',
    'neighbour_max', 'neighbour_idw', 'neighbour_max6', 'neighbour_share_over', 'front_upstream_max', '-hours_since_exceedance',
  ],
}

/** The signs per feature of `spec` (a preset or names, comma-separated, "-" before a falling one); empty: none. */
export function monotoneSigns(spec: string, names: readonly string[]): number[] {
  const signs = names.map(() => 0)
  const items = spec.split(',').map((x) => x.trim()).filter((x) => x !== '').flatMap((x) => MONOTONE_PRESETS[x] ?? [x])
  for (const item of items) {
    const name = item.replace(/^-/, '')
    const j = names.indexOf(name)
    if (j < 0) throw new Error(`train: --monotone names a feature that is not in the model (${name})`)
    signs[j] = item.startsWith('-') ? -1 : 1
  }
  return signs
}

/** Models averaged (`--bag K`, decision 293): 1, one model (`npm run train` sets 3, decision 295). */
let bag = 1
export function setBag(k: number): void {
  if (!Number.isInteger(k) || k < 1) throw new Error(`train: --bag takes a whole number of models, 1 or more (got ${k})`)
  bag = k
}

/** The model's probability at each hour of a station. */
export function probabilities(model: ExceedanceModel, station: StationRows): Map<number, number> {
  return new Map(station.hours.map((hour, i) => [hour, exceedanceProbability(model, station.rows[i] ?? [])]))
}

/** Hours the probability must stay at or over the operating point before the outlook speaks (1: the hour alone; 2 measured and not kept, decision 271). */
let confirmHours = 1
export function setConfirmHours(hours: number): void {
  confirmHours = hours
}

/** `product` with no model over one station, the outlook from `probabilityAt` at `operatingPoint`, scored in the terms. */
export function replayStation(station: StationRows, probabilityAt: ReadonlyMap<number, number>, operatingPoint: number, t: number, stepSeconds = CYCLE_SECONDS): WarningCounts {
  const run = replay(station.station.series, {
    threshold: { kind: 'pm25', value: t }, forecast: 'product', model: 'none', sensitivity: 'general', quietHours: null,
    dailyCap: Number.POSITIVE_INFINITY, stepSeconds,
    outlookAt: (hour) => {
      let probability = probabilityAt.get(hour)
      for (let k = 1; k < confirmHours && probability !== undefined; k += 1) probability = Math.min(probability, probabilityAt.get(hour - k * HOUR) ?? 0)
      return probability === undefined ? null : { probability, operatingPoint }
    },
  })
  const advance = run.texts.filter((x) => x.kind === 'advance').map((x) => ({ at: x.at, onset: x.onset }))
  return scoreWarnings(station.station.series.hours, advance, t, run.from, run.to)
}

/** Held-out probabilities `oof` replayed hourly at each point of `thetas` over every station (decision 293's curve): the counts and the shares. */
export function heldOutCurve(
  stations: readonly StationRows[], oof: ReadonlyMap<StationRows, ReadonlyMap<number, number>>, t: number, thetas: readonly number[],
): Array<{ theta: number; counts: WarningCounts; point: CurvePoint }> {
  return thetas.map((theta) => {
    const counts = sumCounts(stations.map((s) => replayStation(s, oof.get(s) ?? new Map(), theta, t, HOUR)))
    const point = {
      falseAlarmsPerMonth: falseAlarmsPerMonth(counts), warned: counts.warned / Math.max(counts.episodes, 1),
      firstArrivalsWarned: counts.firstArrivalsWarned / Math.max(counts.firstArrivals, 1),
    }
    return { theta, counts, point }
  })
}

/**
 * How the false alarms of several groups are summed into one rate (decision 250): 'pooled', all
 * station-months together (a group with many quiet months dilutes a smoky one); 'groups', each
 * group's rate alike, shrunk toward the budget by one station-month of prior so a group of one
 * station a few weeks long does not decide alone.
 */
export type FalseAlarmEstimate = 'pooled' | 'groups'

export function falseAlarmRate(byGroup: ReadonlyMap<string, WarningCounts>, estimate: FalseAlarmEstimate, budget: number): number {
  const all = [...byGroup.values()]
  if (estimate === 'pooled' || all.length === 0) return falseAlarmsPerMonth(sumCounts(all))
  return all.reduce((sum, c) => sum + (c.falseAlarms + budget) / (c.stationMonths + 1), 0) / all.length
}

/** The lowest operating point (most warnings) whose false alarms per station-month stay within `budget`, by bisection on hourly replays. */
export function operatingPointFor(
  stations: readonly StationRows[], oof: ReadonlyMap<StationRows, Map<number, number>>, t: number, budget: number, estimate: FalseAlarmEstimate = 'pooled',
): number {
  const fa = (theta: number) => {
    const byGroup = new Map<string, WarningCounts>()
    for (const s of stations) {
      const counts = replayStation(s, oof.get(s) ?? new Map(), theta, t, HOUR)
      const sofar = byGroup.get(s.station.group)
      byGroup.set(s.station.group, sofar === undefined ? counts : sumCounts([sofar, counts]))
    }
    return falseAlarmRate(byGroup, estimate, budget)
  }
  let lo = 0.02
  let hi = 0.98
  if (fa(lo) <= budget) return lo
  for (let step = 0; step < 6; step += 1) {
    const mid = (lo + hi) / 2
    if (fa(mid) <= budget) hi = mid
    else lo = mid
  }
  return Math.round(hi * 10000) / 10000
}

export interface FoldResult {
  group: string
  operatingPoint: number
  /** The model trained without the group. */
  model: ExceedanceModel
  counts: WarningCounts
  /** The held-out group's probabilities from the model that did not see it. */
  oof: Map<StationRows, Map<number, number>>
}

/**
 * Every group held out in turn. `log` hears progress. Models trained on all groups but two are
 * shared by both inner folds they serve.
 */
export function leaveOneGroupOut(
  stations: readonly StationRows[], t: number, budget: number, options: TrainOptions, log: (line: string) => void, estimate: FalseAlarmEstimate = 'pooled',
): FoldResult[] {
  const groups = [...new Set(stations.map((s) => s.station.group))]
  const inGroup = (g: string) => stations.filter((s) => s.station.group === g)
  const pairModels = new Map<string, ExceedanceModel>()
  const pairModel = (a: string, b: string) => {
    const key = [a, b].sort().join(' | ')
    let model = pairModels.get(key)
    if (model === undefined) {
      model = trainOn(stations.filter((s) => s.station.group !== a && s.station.group !== b), options)
      pairModels.set(key, model)
    }
    return model
  }
  return groups.map((held) => {
    const started = Date.now()
    const inner = new Map<StationRows, Map<number, number>>()
    for (const other of groups.filter((g) => g !== held)) {
      const model = pairModel(held, other)
      for (const s of inGroup(other)) inner.set(s, probabilities(model, s))
    }
    const training = stations.filter((s) => s.station.group !== held)
    const operatingPoint = operatingPointFor(training, inner, t, budget, estimate)
    const model = trainOn(training, options)
    const oof = new Map(inGroup(held).map((s) => [s, probabilities(model, s)] as const))
    const counts = sumCounts(inGroup(held).map((s) => replayStation(s, oof.get(s) ?? new Map(), operatingPoint, t)))
    log(`train: held out ${held}: operating point ${operatingPoint} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
    return { group: held, operatingPoint, model, counts, oof }
  })
}
