import { describe, expect, it } from 'vitest'
import { tinyTrainingSet } from '../../scripts/train/fixture'
import { trainGbdt } from '../../scripts/train/gbdt'
import { averageModels, setBag } from '../../scripts/train/logo'
import { exceedanceLogOdds } from '../../src/domain/forecast/exceedance/trees'

describe('averageModels (`npm run train -- --bag K`, decision 293)', () => {
  const data = tinyTrainingSet()
  const options = { rounds: 6, depth: 3, learningRate: 0.3, lambda: 1, minHessian: 1, subsample: 0.7 }
  const models = [1, 2, 3].map((seed) => trainGbdt(data, ['a', 'b', 'hour'], { ...options, seed }).model)

  it('gives the mean of the models\' log-odds, missing values included, from one file of all their trees', () => {
    const merged = averageModels(models)
    expect(merged.trees).toHaveLength(18)
    for (const row of data.rows) {
      const mean = models.reduce((sum, m) => sum + exceedanceLogOdds(m, row), 0) / models.length
      expect(exceedanceLogOdds(merged, row)).toBeCloseTo(mean, 12)
    }
    // Other seeds sample other rows: the models differ, so the mean is not any one of them.
    expect(data.rows.some((row) => Math.abs(exceedanceLogOdds(models[0]!, row) - exceedanceLogOdds(merged, row)) > 1e-3)).toBe(true)
  })

  it('one model is itself; none is refused', () => {
    expect(averageModels([models[0]!])).toBe(models[0])
    expect(() => averageModels([])).toThrow(/no model/)
  })

  it('--bag takes a whole number of models', () => {
    for (const bad of [0, 2.5, Number.NaN]) expect(() => setBag(bad)).toThrow(/whole number of models/)
    expect(() => setBag(1)).not.toThrow()
  })
})
