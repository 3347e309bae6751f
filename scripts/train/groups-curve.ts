// How the held-out skill grows with the events trained on (decision 296): each event group is
// predicted by models trained on k of the other groups, drawn at random `reps` times; the held-out
// predictions of all groups are replayed hourly at fixed points and read at equal cost (decision
// 293's curve). A measurement of what more events would bring, never used to choose anything.
import { type TrainOptions } from './gbdt'
import { heldOutCurve, probabilities, trainOn } from './logo'
import { atFalseAlarms } from './curve'
import type { StationRows } from './samples'

/** A small fixed generator, so the same subsets are drawn every run. */
function generator(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 4294967296
  }
}

/**
 * The training groups of each run: for every held-out group, k of the others (in a fixed random
 * order); one run when k takes all of them (every draw is the same), else `reps`.
 */
export function trainingSubsets(groups: readonly string[], k: number, reps: number, seed = 1): Array<Map<string, string[]>> {
  if (!Number.isInteger(k) || k < 1 || k > groups.length - 1) throw new Error(`train:groups: k must be 1-${groups.length - 1} (got ${k})`)
  const random = generator(seed + 7919 * k)
  const runs = k === groups.length - 1 ? 1 : reps
  return Array.from({ length: runs }, () => new Map(groups.map((held) => {
    const others = groups.filter((g) => g !== held).map((g) => [random(), g] as const).sort((a, b) => a[0] - b[0])
    return [held, others.slice(0, k).map(([, g]) => g)] as const
  })))
}

/**
 * `--station-share`: the series a run trains on, a fixed draw of `share` of each group's (by a hash
 * of the series id and `run`); a group of one series keeps it, so every event stays.
 */
export function stationShare(stations: readonly StationRows[], share: number, run: number): (s: StationRows) => boolean {
  const size = new Map<string, number>()
  for (const s of stations) size.set(s.station.group, (size.get(s.station.group) ?? 0) + 1)
  const draw = (id: string) => {
    let h = 2166136261 ^ run
    for (const c of id) h = Math.imul(h ^ c.charCodeAt(0), 16777619)
    return (h >>> 0) / 4294967296
  }
  return (s) => share >= 1 || (size.get(s.station.group) ?? 0) <= 1 || draw(s.station.series.id) < share
}

/** Probability thresholds the curve replays; the lowest few reach over 1 false alarm a month. */
const POINTS = Array.from({ length: 30 }, (_, i) => 0.4 + 0.02 * i)

/** Shares 0-1 at one false-alarm rate; null outside the curve. */
export type CurveReading = { falseAlarms: number; warned: number; firstArrivalsWarned: number } | null

/** One run per subset draw: held-out predictions from models trained on `subsets`, read at `rates` false alarms per station-month. */
export function groupsCurveRun(
  stations: readonly StationRows[], t: number, subsets: ReadonlyMap<string, readonly string[]>, options: TrainOptions, rates: readonly number[],
  keep: (s: StationRows) => boolean = () => true,
): CurveReading[] {
  const oof = new Map<StationRows, Map<number, number>>()
  for (const [held, training] of subsets) {
    const model = trainOn(stations.filter((s) => training.includes(s.station.group) && keep(s)), options)
    for (const s of stations.filter((x) => x.station.group === held)) oof.set(s, probabilities(model, s))
  }
  const curve = heldOutCurve(stations, oof, t, POINTS).map((x) => x.point)
  return rates.map((falseAlarms) => {
    const read = atFalseAlarms(curve, falseAlarms)
    return read === null ? null : { falseAlarms, ...read }
  })
}
