import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { trainTiny } from '../../../../scripts/train/fixture'
import { exceedanceLogOdds, exceedanceProbability, type ExceedanceModel } from './trees'

/** Written by `npx tsx scripts/train/fixture.ts`: a model of a tiny synthetic set, its rows (null: missing) and the trainer's log-odds. */
const fixture = JSON.parse(readFileSync(new URL('./fixtures/tiny-model.json', import.meta.url), 'utf8')) as {
  model: ExceedanceModel
  rows: (number | null)[][]
  logOdds: number[]
}
const model = fixture.model
const rows = fixture.rows.map((r) => r.map((v) => v ?? Number.NaN))

describe('the tree evaluator against the trainer (tiny synthetic fixture)', () => {
  it('gives the trainer\'s own log-odds for every training row, missing values included', () => {
    expect(rows.some((r) => r.some(Number.isNaN))).toBe(true)
    rows.forEach((row, i) => expect(exceedanceLogOdds(model, row)).toBeCloseTo(fixture.logOdds[i] ?? Number.NaN, 9))
  })

  it('is a probability: the logistic of the log-odds', () => {
    const p = exceedanceProbability(model, rows[0] ?? [])
    expect(p).toBeCloseTo(1 / (1 + Math.exp(-(fixture.logOdds[0] ?? 0))), 12)
    expect(p).toBeGreaterThan(0)
    expect(p).toBeLessThan(1)
  })

  it('learned the rule: high "a" is likely, low "a" with nothing else is not', () => {
    expect(exceedanceProbability(model, [1.8, 0.1, 3])).toBeGreaterThan(0.5)
    expect(exceedanceProbability(model, [0.2, 0.1, 3])).toBeLessThan(0.3)
  })

  it('the committed fixture is what the trainer makes today (deterministic training)', () => {
    expect(trainTiny()).toEqual(fixture)
  })

  it('a row shorter than the model reads the absent features as missing', () => {
    expect(Number.isFinite(exceedanceLogOdds(model, []))).toBe(true)
  })
})
