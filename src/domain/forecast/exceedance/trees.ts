/*
 * The exceedance classifier's model: gradient-boosted regression trees on the logistic loss,
 * trained offline (`npm run train`, decision 220) and shipped as a small JSON file. Evaluating
 * it is a few comparisons per tree.
 */

/** A split `[feature, threshold, left, right, missingLeft]`: value < threshold goes left, NaN goes left when missingLeft is 1; or a leaf `[score]`. */
export type TreeNode = readonly [number, number, number, number, 0 | 1] | readonly [number]

export interface ExceedanceModel {
  version: 1
  /** Feature names in input order (`FEATURE_NAMES` when trained on them). */
  features: readonly string[]
  /** Log-odds before the first tree. */
  baseScore: number
  /** Each tree's nodes, the root first; children by index. */
  trees: readonly (readonly TreeNode[])[]
}

function treeScore(nodes: readonly TreeNode[], features: readonly number[]): number {
  let node = nodes[0]
  for (let steps = 0; node !== undefined && steps < nodes.length; steps += 1) {
    if (node.length === 1) return node[0]
    const [feature, threshold, left, right, missingLeft] = node
    const value = features[feature] ?? Number.NaN
    const goLeft = Number.isNaN(value) ? missingLeft === 1 : value < threshold
    node = nodes[goLeft ? left : right]
  }
  return 0
}

/** The model's log-odds for one feature vector (`exceedanceFeatures` order). */
export function exceedanceLogOdds(model: ExceedanceModel, features: readonly number[]): number {
  let score = model.baseScore
  for (const tree of model.trees) score += treeScore(tree, features)
  return score
}

/** P(the event the model was trained on), 0-1, for one feature vector. */
export function exceedanceProbability(model: ExceedanceModel, features: readonly number[]): number {
  return 1 / (1 + Math.exp(-exceedanceLogOdds(model, features)))
}
