import { describe, expect, it } from 'vitest'
import { tinyTrainingSet } from '../../scripts/train/fixture'
import { trainGbdt } from '../../scripts/train/gbdt'
import { monotoneSigns } from '../../scripts/train/logo'
import { exceedanceLogOdds } from '../../src/domain/forecast/exceedance/trees'
import type { ExceedanceModel } from '../../src/domain/forecast/exceedance/trees'

const NAMES = ['a', 'b', 'hour']
const options = { rounds: 30, depth: 3, learningRate: 0.3, lambda: 1, minHessian: 1, subsample: 0.8, seed: 3 }

/** The largest fall of the log-odds as `feature` steps up a grid, the other features held at each row's values. */
function largestFall(model: ExceedanceModel, rows: readonly (readonly number[])[], feature: number, grid: readonly number[], sign: 1 | -1): number {
  let worst = 0
  for (const row of rows) {
    let previous = Number.NaN
    for (const v of grid) {
      const odds = sign * exceedanceLogOdds(model, row.map((x, j) => (j === feature ? v : x)))
      if (!Number.isNaN(previous)) worst = Math.max(worst, previous - odds)
      previous = odds
    }
  }
  return worst
}

describe('monotone constraints (`npm run train -- --monotone`, issue 23)', () => {
  const data = tinyTrainingSet()
  const gridA = Array.from({ length: 41 }, (_, i) => i * 0.05)
  const gridHour = Array.from({ length: 24 }, (_, i) => i)

  it('keep the log-odds from falling as a rising feature rises, or rising as a falling one rises, at every row', () => {
    const free = trainGbdt(data, NAMES, options).model
    // Learned freely from noisy labels, the trees do wiggle: the test would see a broken constraint.
    expect(largestFall(free, data.rows, 0, gridA, 1)).toBeGreaterThan(0.01)
    expect(largestFall(free, data.rows, 2, gridHour, -1)).toBeGreaterThan(0.01)
    const constrained = trainGbdt(data, NAMES, { ...options, monotone: [1, 0, -1] }).model
    expect(largestFall(constrained, data.rows, 0, gridA, 1)).toBeLessThan(1e-12)
    expect(largestFall(constrained, data.rows, 2, gridHour, -1)).toBeLessThan(1e-12)
    // Still a model of the rule: high a is far likelier than low a.
    expect(exceedanceLogOdds(constrained, [1.8, 0.5, 10]) - exceedanceLogOdds(constrained, [0.2, 0.5, 10])).toBeGreaterThan(2)
  })

  it('a share of the features per tree: each tree splits on those drawn for it, reproducibly', () => {
    const a = trainGbdt(data, NAMES, { ...options, colsample: 0.4 }).model
    const b = trainGbdt(data, NAMES, { ...options, colsample: 0.4 }).model
    expect(a).toEqual(b)
    const featuresOf = (tree: ExceedanceModel['trees'][number]) => new Set(tree.filter((n) => n.length === 5).map((n) => n[0]))
    // With 3 features at 0.4, most trees may use one or two of them, never all three together every time.
    expect(a.trees.some((tree) => featuresOf(tree).size < 3 && featuresOf(tree).size > 0)).toBe(true)
    expect(trainGbdt(data, NAMES, options).model).not.toEqual(a)
  })

  it('--monotone reads a preset or names, "-" before a falling one, and refuses an unknown name', () => {
    expect(monotoneSigns('a,-hour', NAMES)).toEqual([1, 0, -1])
    expect(monotoneSigns('', NAMES)).toEqual([0, 0, 0])
    expect(monotoneSigns('none', NAMES)).toEqual([0, 0, 0])
    expect(() => monotoneSigns('a,wind', NAMES)).toThrow(/not in the model \(wind\)/)
    const levels = monotoneSigns('levels', ['lag1', 'hours_since_exceedance', 'local_hour', 'nowcast', 'max24', 'mean24', 'profile_ahead',
      'profile_projected', 'profile_exceedance_share', 'neighbour_max', 'neighbour_idw', 'neighbour_max6', 'neighbour_share_over', 'front_upstream_max'])
    expect(levels.slice(0, 4)).toEqual([1, -1, 0, 1])
  })
})
