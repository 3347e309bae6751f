// Gradient-boosted trees on the logistic loss with histogram splits (decision 220): features
// cut into at most 63 quantile bins plus one for "missing", depth-limited trees, each split
// also learning which side a missing value takes. Output: the JSON model src/domain evaluates.
import type { ExceedanceModel, TreeNode } from '../../src/domain/forecast/exceedance/trees'

export interface TrainOptions {
  rounds: number
  depth: number
  learningRate: number
  /** L2 penalty on leaf scores. */
  lambda: number
  /** Least hessian (≈ p(1−p) summed) a leaf may hold. */
  minHessian: number
  /** Share of rows each tree sees. */
  subsample: number
  seed: number
  /**
   * Per feature: +1, the log-odds may only rise with it; −1, only fall; 0 or absent, free
   * (monotone constraints, as XGBoost's: a split that breaks one is refused, and the children's
   * leaves are bounded by the midpoint of the two sides). Empty: none.
   */
  monotone?: readonly number[]
  /** Share of the features each tree may split on (1: all). */
  colsample?: number
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = { rounds: 80, depth: 4, learningRate: 0.12, lambda: 5, minHessian: 5, subsample: 0.6, seed: 1 }

const BINS = 64
const MISSING = BINS - 1

/** Rows of features (NaN = missing) with 0/1 labels. */
export interface Dataset {
  rows: readonly (readonly number[])[]
  labels: ArrayLike<number>
  /** Per-row weights (a sampled-down class weighs 1/rate); default 1. */
  weights?: ArrayLike<number>
}

/** Upper edges per feature: a value v falls in bin = count of edges ≤ v, so v < edges[b] ⇔ bin ≤ b. */
function binEdges(rows: Dataset['rows'], feature: number): number[] {
  const values: number[] = []
  for (const row of rows) {
    const v = row[feature] ?? Number.NaN
    if (!Number.isNaN(v)) values.push(v)
  }
  values.sort((a, b) => a - b)
  const edges: number[] = []
  for (let b = 1; b < MISSING; b += 1) {
    const v = values[Math.floor((b * values.length) / MISSING)]
    if (v !== undefined && (edges.length === 0 || v > (edges.at(-1) ?? -Infinity))) edges.push(v)
  }
  return edges
}

function binOf(edges: readonly number[], v: number): number {
  if (Number.isNaN(v)) return MISSING
  let lo = 0
  let hi = edges.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((edges[mid] ?? Infinity) <= v) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Deterministic 32-bit PRNG (mulberry32), so a training run is reproducible. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Split { feature: number; bin: number; missingLeft: boolean; gain: number }

/** Trains the model; `predictions` are the trainer's own log-odds per row (the evaluator must agree). */
export function trainGbdt(data: Dataset, featureNames: readonly string[], options: TrainOptions = DEFAULT_TRAIN_OPTIONS): { model: ExceedanceModel; predictions: Float64Array } {
  const n = data.rows.length
  const f = featureNames.length
  const edges = featureNames.map((_, j) => binEdges(data.rows, j))
  const bins = new Uint8Array(n * f)
  data.rows.forEach((row, i) => {
    for (let j = 0; j < f; j += 1) bins[i * f + j] = binOf(edges[j] ?? [], row[j] ?? Number.NaN)
  })
  let positives = 0
  let total = 0
  for (let i = 0; i < n; i += 1) {
    positives += (data.labels[i] ?? 0) * (data.weights?.[i] ?? 1)
    total += data.weights?.[i] ?? 1
  }
  const rate = Math.min(Math.max(positives / Math.max(total, 1e-9), 1e-6), 1 - 1e-6)
  const baseScore = Math.log(rate / (1 - rate))
  const score = new Float64Array(n).fill(baseScore)
  const grad = new Float64Array(n)
  const hess = new Float64Array(n)
  const rand = random(options.seed)
  const { lambda, minHessian } = options
  const trees: TreeNode[][] = []
  const weight = (i: number) => data.weights?.[i] ?? 1

  interface Histogram { g: Float64Array; h: Float64Array; G: number; H: number }
  const histogramOf = (rows: Uint32Array): Histogram => {
    const g = new Float64Array(f * BINS)
    const h = new Float64Array(f * BINS)
    let G = 0
    let H = 0
    for (let r = 0; r < rows.length; r += 1) {
      const i = rows[r] as number
      const gi = grad[i] as number
      const hi = hess[i] as number
      G += gi
      H += hi
      const base = i * f
      for (let j = 0; j < f; j += 1) {
        const k = j * BINS + (bins[base + j] as number)
        g[k] = (g[k] as number) + gi
        h[k] = (h[k] as number) + hi
      }
    }
    return { g, h, G, H }
  }
  const minus = (a: Histogram, b: Histogram): Histogram => {
    const g = new Float64Array(f * BINS)
    const h = new Float64Array(f * BINS)
    for (let k = 0; k < g.length; k += 1) {
      g[k] = (a.g[k] as number) - (b.g[k] as number)
      h[k] = (a.h[k] as number) - (b.h[k] as number)
    }
    return { g, h, G: a.G - b.G, H: a.H - b.H }
  }

  /** A leaf's sums alone (no bins: it is not split). */
  const leafHistogram = (rows: Uint32Array): Histogram => {
    let G = 0
    let H = 0
    for (let r = 0; r < rows.length; r += 1) {
      const i = rows[r] as number
      G += grad[i] as number
      H += hess[i] as number
    }
    return { g: new Float64Array(0), h: new Float64Array(0), G, H }
  }

  const monotone = options.monotone ?? []
  /** The leaf's score, within the bounds a monotone split above it set. */
  const weightOf = (g: number, h: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, -g / (h + lambda)))
  // The loss a leaf of score w saves, −(2Gw + (H + λ)w²); unbounded it is G²/(H + λ), computed as before so
  // that trees without constraints stay the same bit for bit (the committed model reproduces).
  const gainOf = (g: number, h: number, w: number) => (w === -g / (h + lambda) ? (g * g) / (h + lambda) : -(2 * g * w + (h + lambda) * w * w))

  const bestSplit = ({ g: histG, h: histH, G, H }: Histogram, lo: number, hi: number, allowed: readonly boolean[]): Split | null => {
    const parent = gainOf(G, H, weightOf(G, H, lo, hi))
    let best: Split | null = null
    for (let j = 0; j < f; j += 1) {
      if (!allowed[j]) continue
      const sign = monotone[j] ?? 0
      const mg = histG[j * BINS + MISSING] as number
      const mh = histH[j * BINS + MISSING] as number
      let gl = 0
      let hl = 0
      const last = (edges[j] ?? []).length
      for (let b = 0; b < last; b += 1) {
        gl += histG[j * BINS + b] as number
        hl += histH[j * BINS + b] as number
        for (const missingLeft of [false, true]) {
          const lg = gl + (missingLeft ? mg : 0)
          const lh = hl + (missingLeft ? mh : 0)
          const rg = G - lg
          const rh = H - lh
          if (lh < minHessian || rh < minHessian) continue
          const wl = weightOf(lg, lh, lo, hi)
          const wr = weightOf(rg, rh, lo, hi)
          if ((sign > 0 && wl > wr) || (sign < 0 && wl < wr)) continue
          const gain = gainOf(lg, lh, wl) + gainOf(rg, rh, wr) - parent
          if (gain > 1e-9 && (best === null || gain > best.gain)) best = { feature: j, bin: b, missingLeft, gain }
        }
      }
    }
    return best
  }

  for (let round = 0; round < options.rounds; round += 1) {
    for (let i = 0; i < n; i += 1) {
      const p = 1 / (1 + Math.exp(-(score[i] ?? 0)))
      grad[i] = (p - (data.labels[i] ?? 0)) * weight(i)
      hess[i] = Math.max(p * (1 - p), 1e-12) * weight(i)
    }
    const sample: number[] = []
    for (let i = 0; i < n; i += 1) if (rand() < options.subsample) sample.push(i)
    const nodes: TreeNode[] = []
    const splitBins: number[] = []
    // `colsample`: the features this tree may split on, drawn once per tree.
    const allowed = featureNames.map(() => (options.colsample ?? 1) >= 1 || rand() < (options.colsample ?? 1))
    if (!allowed.some(Boolean)) allowed.fill(true)
    const grow = (rows: Uint32Array, depth: number, histogram: Histogram, lo: number, hi: number): number => {
      const index = nodes.length
      nodes.push([0])
      const split = depth < options.depth ? bestSplit(histogram, lo, hi, allowed) : null
      if (split === null) {
        nodes[index] = [weightOf(histogram.G, histogram.H, lo, hi) * options.learningRate]
        return index
      }
      const goesLeft = (i: number) => {
        const b = bins[i * f + split.feature] ?? 0
        return b === MISSING ? split.missingLeft : b <= split.bin
      }
      const left = rows.filter(goesLeft)
      const right = rows.filter((i) => !goesLeft(i))
      // Only the smaller child is counted; the other is the parent minus it.
      const small = depth + 1 < options.depth ? histogramOf(left.length <= right.length ? left : right) : null
      const rest = small === null ? null : minus(histogram, small)
      const leftHistogram = small === null || rest === null ? leafHistogram(left) : left.length <= right.length ? small : rest
      const rightHistogram = small === null || rest === null ? leafHistogram(right) : left.length <= right.length ? rest : small
      // A monotone split bounds its children at the midpoint of their scores, so no leaf below crosses over.
      const sign = monotone[split.feature] ?? 0
      let [leftLo, leftHi, rightLo, rightHi] = [lo, hi, lo, hi]
      if (sign !== 0) {
        const mid = (weightOf(leftHistogram.G, leftHistogram.H, lo, hi) + weightOf(rightHistogram.G, rightHistogram.H, lo, hi)) / 2
        if (sign > 0) [leftHi, rightLo] = [mid, mid]
        else [leftLo, rightHi] = [mid, mid]
      }
      const l = grow(left, depth + 1, leftHistogram, leftLo, leftHi)
      const r = grow(right, depth + 1, rightHistogram, rightLo, rightHi)
      nodes[index] = [split.feature, edges[split.feature]?.[split.bin] ?? 0, l, r, split.missingLeft ? 1 : 0]
      splitBins[index] = split.bin
      return index
    }
    const rows = Uint32Array.from(sample)
    grow(rows, 0, histogramOf(rows), -Infinity, Infinity)
    trees.push(nodes)
    // Every row's score moves by its leaf, sampled or not, walking the tree on bins.
    for (let i = 0; i < n; i += 1) {
      let at = 0
      let node = nodes[0]
      while (node !== undefined && node.length === 5) {
        const b = bins[i * f + node[0]] ?? 0
        at = (b === MISSING ? node[4] === 1 : b <= (splitBins[at] ?? 0)) ? node[2] : node[3]
        node = nodes[at]
      }
      score[i] = (score[i] ?? 0) + (node?.[0] ?? 0)
    }
  }
  return { model: { version: 1, features: [...featureNames], baseScore, trees }, predictions: score }
}
