import { describe, expect, it } from 'vitest'
import { stationShare, trainingSubsets } from '../../scripts/train/groups-curve'
import type { StationRows } from '../../scripts/train/samples'

const GROUPS = ['a', 'b', 'c', 'd', 'e', 'f']

describe('the subsets `npm run train:groups` trains on (decision 296)', () => {
  it('hold each group out and train on k of the others, never on itself', () => {
    const runs = trainingSubsets(GROUPS, 3, 4)
    expect(runs).toHaveLength(4)
    for (const run of runs) {
      expect([...run.keys()]).toEqual(GROUPS)
      for (const [held, training] of run) {
        expect(training).toHaveLength(3)
        expect(new Set(training).size).toBe(3)
        expect(training).not.toContain(held)
        for (const g of training) expect(GROUPS).toContain(g)
      }
    }
  })

  it('draw other subsets on other runs, and the same ones on every call', () => {
    const runs = trainingSubsets(GROUPS, 2, 5)
    const drawn = new Set(runs.map((run) => (run.get('a') ?? []).slice().sort().join('')))
    expect(drawn.size).toBeGreaterThan(1)
    expect(trainingSubsets(GROUPS, 2, 5)).toEqual(runs)
    expect(trainingSubsets(GROUPS, 2, 5, 2)).not.toEqual(runs)
  })

  it('run once when k takes every other group, and refuse a k that cannot be drawn', () => {
    const runs = trainingSubsets(GROUPS, 5, 3)
    expect(runs).toHaveLength(1)
    expect(runs[0]?.get('c')?.slice().sort()).toEqual(['a', 'b', 'd', 'e', 'f'])
    expect(() => trainingSubsets(GROUPS, 6, 3)).toThrow(/k must be 1-5/)
    expect(() => trainingSubsets(GROUPS, 0, 3)).toThrow(/k must be 1-5/)
  })
})

describe('`--station-share` (decision 296)', () => {
  const station = (group: string, id: string) => ({ station: { group, series: { id } } }) as unknown as StationRows
  const big = Array.from({ length: 200 }, (_, i) => station('big', `big__${i}`))
  const stations = [...big, station('alone', 'alone__0')]

  it('keeps about that share of a group of many series, every series of a group of one, and all at 1', () => {
    const keep = stationShare(stations, 0.5, 0)
    const kept = big.filter(keep).length
    expect(kept).toBeGreaterThan(70)
    expect(kept).toBeLessThan(130)
    expect(keep(stations[200] as StationRows)).toBe(true)
    expect(stations.every(stationShare(stations, 1, 0))).toBe(true)
  })

  it('draws other series on another run, the same ones on the same run', () => {
    const first = big.filter(stationShare(stations, 0.5, 0)).map((s) => s.station.series.id)
    expect(big.filter(stationShare(stations, 0.5, 0)).map((s) => s.station.series.id)).toEqual(first)
    expect(big.filter(stationShare(stations, 0.5, 1)).map((s) => s.station.series.id)).not.toEqual(first)
  })
})
