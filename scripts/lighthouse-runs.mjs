// How many performance runs `npm run lighthouse` makes on a route (decision 210): `runs`,
// then up to `nearGateRuns` when the median so far is close enough to the route's gate that
// run-to-run noise could put it on either side.

/** A median within this distance of its gate, on either side, is measured again with more runs. */
export const NEAR_GATE_MARGIN = 0.03

/** The median of an odd number of scores (the upper middle for an even one). */
export function median(scores) {
  const sorted = [...scores].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** How many runs the route needs in all, given its performance scores so far and its gate. */
export function runsWanted(scores, target, { runs, nearGateRuns }) {
  if (scores.length < runs) return runs
  // Decided once, after the first `runs`: an extended route makes all of its runs.
  if (scores.length > runs) return Math.max(runs, nearGateRuns)
  // Scores have two decimals; compare in hundredths so 0.98 and 0.92 are equally far from 0.95.
  const near = Math.round(Math.abs(median(scores) - target) * 100) < Math.round(NEAR_GATE_MARGIN * 100)
  return near ? Math.max(runs, nearGateRuns) : runs
}
