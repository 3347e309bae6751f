export const NEAR_GATE_MARGIN: number
export function median(scores: number[]): number
export function runsWanted(scores: number[], target: number, options: { runs: number; nearGateRuns: number }): number
