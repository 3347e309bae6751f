// Writes src/domain/forecast/exceedance/fixtures/tiny-model.json: a model trained on a tiny
// synthetic set (no real data), its rows and the trainer's own log-odds for them, so the
// domain evaluator is tested against the trainer (decision 220). `npx tsx scripts/train/fixture.ts`.
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { trainGbdt } from './gbdt'

const FIXTURE = fileURLToPath(new URL('../../src/domain/forecast/exceedance/fixtures/tiny-model.json', import.meta.url))

/** 400 rows of 3 features, a third of them missing in feature 1; label from a known rule with some noise, deterministic. */
export function tinyTrainingSet(): { rows: number[][]; labels: number[] } {
  const rows: number[][] = []
  const labels: number[] = []
  let seed = 7
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  for (let i = 0; i < 400; i += 1) {
    const a = next() * 2
    const b = i % 3 === 0 ? Number.NaN : next()
    const c = Math.floor(next() * 24)
    const rule = a > 1.1 || (!Number.isNaN(b) && b > 0.8 && c >= 16)
    rows.push([a, b, c])
    labels.push(rule !== next() < 0.1 ? 1 : 0)
  }
  return { rows, labels }
}

export function trainTiny() {
  const data = tinyTrainingSet()
  const { model, predictions } = trainGbdt(data, ['a', 'b', 'hour'], { rounds: 12, depth: 3, learningRate: 0.3, lambda: 1, minHessian: 1, subsample: 0.8, seed: 3 })
  return { model, rows: data.rows.map((r) => r.map((v) => (Number.isNaN(v) ? null : v))), logOdds: [...predictions] }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(FIXTURE, `${JSON.stringify(trainTiny())}\n`)
